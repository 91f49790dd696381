import Foundation

// Foundation's Swift key-value observing on Apple's platforms — `observe(\.contentOffset,
// options: [.new]) { scrollView, change in … }` keeping an `NSKeyValueObservation` — which
// Foundation on Linux does not have. Transition code observes a scroll view's offset (pull to
// dismiss), a view's frame or bounds (to keep a shadow path or a mask in step) and `isHidden`.
//
// When the handler runs: a change to any view's or layer's model value (frame, bounds,
// center, transform, alpha, isHidden …: the engine's one way a layer's track changes) checks
// every observation of the run at once, so a handler runs inside the setter, as KVO's does.
// Values that live outside layers (an app's own property, a scroll view's `contentSize`) are
// checked again at the end of each turn of the run loop. A handler runs when the observed
// value differs from the last one it saw (KVO also calls it when a setter writes the same
// value). docs/bring-your-own.md, "Key-value observing" has the table.

/// `NSKeyValueObservingOptions`, with Foundation's raw values.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// `NSKeyValueChange`, with Foundation's raw values: a property set is `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion, removal, replacement
}

/// What a change handler is given: the new and old values when the options asked for them.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// The observation `observe(_:options:changeHandler:)` returns: observing stops when it is
/// invalidated or released, as Foundation's.
public class NSKeyValueObservation: NSObject {
    fileprivate var check: (() -> Void)?
    fileprivate weak var timeline: Timeline?

    /// Stops observing.
    public func invalidate() {
        check = nil
        timeline?.keyValueObservations.removeAll { $0.observation === self || $0.observation == nil }
    }

    deinit { invalidate() }

    /// Runs the handler if the observed value changed since it last looked.
    func checkForChange() { check?() }
}

/// Foundation's protocol behind `observe`; every `NSObject` conforms, as on Apple's platforms.
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` with the object and the change each time the value at `keyPath`
    /// changes, until the returned observation is invalidated or released (`.initial`: once
    /// now, too). `file` and `line` name the app's call in findings.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void,
        file: String = #filePath, line: Int = #line
    ) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        var last = self[keyPath: keyPath]
        let site = CallSite(filePath: file, line: line)
        let timeline = Timeline.current
        if options.contains(.prior) {
            timeline?.noteUnmodelled("key-value observing's .prior option: no notification comes before a change", at: site)
        }
        if KeyValueEquality.equal(last, last) == nil {
            timeline?.noteUnmodelled(
                "key-value observing of \(type(of: self)).\(Value.self), which is not Equatable: its changes are not seen", at: site)
        }
        if !(self is View || self is Layer) {
            timeline?.noteUnmodelled(
                "key-value observing of a \(type(of: self)) (not a view or a layer): the handler runs at the end of the run loop's turn, not inside the setter",
                at: site)
        }
        observation.check = { [weak self] in
            guard let self else { return }
            let value = self[keyPath: keyPath]
            guard KeyValueEquality.equal(last, value) == false else { return }
            let old = last
            last = value
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? value : nil, oldValue: options.contains(.old) ? old : nil,
                    indexes: nil, isPrior: false))
        }
        if let timeline {
            observation.timeline = timeline
            timeline.keyValueObservations.append(WeakObservation(observation: observation))
        }
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }
}

extension Optional where Wrapped == Timeline {
    /// Runs `body` as one change for key-value observers (a frame set as bounds and position).
    func batchingKeyValueChanges(_ body: () -> Void) {
        guard let timeline = self else { return body() }
        timeline.keyValueBatchDepth += 1
        body()
        timeline.keyValueBatchDepth -= 1
        if timeline.keyValueBatchDepth == 0 { timeline.notifyKeyValueObservers() }
    }
}

/// A run's observations, held weakly: the app owns them.
struct WeakObservation {
    weak var observation: NSKeyValueObservation?
}

extension Timeline {
    /// Checks every live observation of the run (after a layer's track changed, and at the end
    /// of each turn).
    func notifyKeyValueObservers() {
        guard !keyValueObservations.isEmpty else { return }
        keyValueObservations.removeAll { $0.observation == nil }
        for entry in keyValueObservations { entry.observation?.checkForChange() }
    }
}

/// Whether two observed values are equal, for values whose type can tell: `Equatable` ones,
/// optionals of them, and objects (by identity). nil when it cannot tell.
enum KeyValueEquality {
    static func equal<Value>(_ a: Value, _ b: Value) -> Bool? {
        if let a = a as? any OptionalValue, let b = b as? any OptionalValue {
            switch (a.wrapped, b.wrapped) {
            case (nil, nil): return true
            case (nil, _), (_, nil): return false
            case (let x?, let y?): return equalAny(x, y)
            }
        }
        return equalAny(a, b)
    }

    private static func equalAny(_ a: Any, _ b: Any) -> Bool? {
        if let a = a as? any Equatable { return a.isEqual(toAny: b) }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return nil
    }
}

private protocol OptionalValue {
    var wrapped: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrapped: Any? { self.map { $0 as Any } }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool { (other as? Self) == self }
}
