import Foundation

// The Objective-C runtime's associated objects, which apps use to hang state on UIKit's objects
// from an extension (an interactive transition on a view controller, a handler on a button).
// docs/bring-your-own.md, "Foundation on Apple".

/// `objc_AssociationPolicy`, with the runtime's raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (an address, usually `&someStaticVar`); nil
/// removes it. `.OBJC_ASSOCIATION_ASSIGN` keeps an object value weakly (the runtime keeps an
/// unretained pointer, which dangles; here it becomes nil); the copy policies keep the value as
/// given (Swift values are copied anyway). The association lasts as long as `object`.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(object as AnyObject, key: UInt(bitPattern: key), value: value, weak: policy == .OBJC_ASSOCIATION_ASSIGN)
}

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.get(object as AnyObject, key: UInt(bitPattern: key))
}

public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(object as AnyObject)
}

/// The associations of live objects, by identity; an entry whose object is gone (its
/// identifier may be reused) is dropped when met. Locked: runs on several threads use it.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UInt: Value] = [:]
    }

    private enum Value {
        case strong(Any)
        case weak(WeakBox)
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func set(_ owner: AnyObject, key: UInt, value: Any?, weak: Bool) {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(owner)
        var entry = entries[id].flatMap { $0.owner === owner ? $0 : nil } ?? Entry(owner: owner)
        if let value {
            entry.values[key] = weak && type(of: value) is AnyClass ? .weak(WeakBox(value as AnyObject)) : .strong(value)
        } else {
            entry.values[key] = nil
        }
        entries[id] = entry
        if entries.count % 64 == 0 { entries = entries.filter { $0.value.owner != nil } }
    }

    func get(_ owner: AnyObject, key: UInt) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        switch entry.values[key] {
        case .strong(let value): return value
        case .weak(let box): return box.object
        case nil: return nil
        }
    }

    func removeAll(_ owner: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entries[ObjectIdentifier(owner)] = nil
    }
}
