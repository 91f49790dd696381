import Foundation

/// UIKit's `UIApplicationDelegate`: every requirement is optional in UIKit, so an app's
/// `AppDelegate` conforms with whatever it implements. `window` is the one transition code
/// reads, as `UIApplication.shared.delegate?.window` — a `UIWindow??`, the outer optional
/// saying whether the delegate implements it.
public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
    /// The delegate's `window` when it has one — an app delegate's stored `var window:
    /// UIWindow?`, found by reflection since Swift on Linux has no optional requirements — else
    /// nil (not implemented, as for a scene-based app's delegate). The run's stand-in delegate
    /// answers with the run's window.
    public var window: Window?? {
        if let standIn = self as? RunApplicationDelegate { return .some(standIn.runWindow) }
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children where child.label == "window" {
                if let window = child.value as? Window? { return .some(window) }
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}

/// What `UIApplication.shared.delegate` is in a run whose app set none: a delegate of the
/// pre-scene kind, whose `window` is the run's window (a rule of ours: a catalog entry has no
/// app delegate, and the code that asks for one wants the window the app is in).
final class RunApplicationDelegate: UIResponder, UIApplicationDelegate, @unchecked Sendable {
    static let shared = RunApplicationDelegate()
    var runWindow: Window? { Timeline.current?.root as? Window }
}

/// The delegates apps set, one per run, held weakly (UIKit's is `unowned(unsafe)`: the app
/// keeps it); runs on other threads use it at once, hence the lock.
private final class DelegateSlots: @unchecked Sendable {
    static let shared = DelegateSlots()
    private final class Slot {
        weak var run: Timeline?
        weak var delegate: (any UIApplicationDelegate)?
        init(run: Timeline, delegate: (any UIApplicationDelegate)?) {
            self.run = run
            self.delegate = delegate
        }
    }
    private let lock = NSLock()
    private var slots: [Slot] = []

    var delegate: (any UIApplicationDelegate)? {
        get {
            guard let run = Timeline.current else { return nil }
            lock.lock()
            defer { lock.unlock() }
            return slots.first { $0.run === run }?.delegate
        }
        set {
            guard let run = Timeline.current else { return }
            lock.lock()
            defer { lock.unlock() }
            slots.removeAll { $0.run == nil || $0.run === run }
            if newValue != nil { slots.append(Slot(run: run, delegate: newValue)) }
        }
    }
}

extension UIApplication {
    /// The delegate the app set in this run; in a run without one, the run's stand-in (its
    /// `window` is the run's window); outside a run, nil (and setting it there keeps nothing).
    public var delegate: (any UIApplicationDelegate)? {
        get { DelegateSlots.shared.delegate ?? (Timeline.current == nil ? nil : RunApplicationDelegate.shared) }
        set { DelegateSlots.shared.delegate = newValue }
    }

    /// Sends `action` to `target`, or, for a nil target, to the first responder and up the
    /// responder chain (`next`) to the first object that implements it. With no first
    /// responder the walk starts at the sender when it is a responder (a control's nil-target
    /// action reaches its view controller so; a rule of ours, where Apple documents only the
    /// first responder). `true` when some object got the action.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: Event?) -> Bool {
        if let target {
            let object = target as AnyObject
            guard action.isImplemented(by: object) else { return false }
            action.perform(on: object, sender: sender as Any)
            return true
        }
        var responder = FirstResponder.current ?? (sender as? UIResponder)
        var steps = 0
        while let current = responder, steps < 10_000 {
            if action.isImplemented(by: current) {
                action.perform(on: current, sender: sender as Any)
                return true
            }
            responder = current.next
            steps += 1
        }
        return false
    }
}
