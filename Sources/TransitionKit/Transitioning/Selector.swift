/// UIKit's `Selector`, without Objective-C: a name (for logs and `removeTarget`) and a
/// closure that calls the method on a target with a sender.
///
/// Swift on Linux has no `@objc` and no `#selector`, and Foundation on Linux declares no
/// `Selector`. An app's `#selector(handlePan(_:))` is rewritten, in the copy the catalog
/// compiles, to `Selector.method(Self.handlePan(_:))`: an unbound method reference, which
/// Swift does have. A target or sender of the wrong type is a recorded problem
/// (`unrecognized-selector`, as UIKit's "unrecognized selector sent to instance"), never a
/// crash.
///
/// Equal when the names are. `@unchecked Sendable`: the closure holds nothing but an unbound
/// method reference, so apps' `extension Selector { static let close = #selector(…) }` (a
/// global constant, rewritten) compiles in Swift 6 mode too.
public struct Selector: CustomStringConvertible, Hashable, @unchecked Sendable {
    /// What logs and `removeTarget(_:action:)` compare.
    public let name: String
    let invoker: (AnyObject, Any) -> Void
    /// What `responds(to:)` answers for an object: whether the method exists on it (the place
    /// is where the app asked, for a finding when the engine cannot tell).
    let respondsTest: (AnyObject, CallSite?) -> Bool

    public init(
        name: String, responds: @escaping (AnyObject) -> Bool = { _ in false },
        invoker: @escaping (AnyObject, Any) -> Void
    ) {
        self.name = name
        self.invoker = invoker
        respondsTest = { object, _ in responds(object) }
    }

    /// `Selector("handlePan:")`: a name with no method behind it. UIKit looks the name up at
    /// run time; the engine cannot, so sending it records an `unrecognized-selector` problem.
    public init(_ name: String) {
        self.name = name
        respondsTest = { _, place in
            Timeline.current?.noteUnmodelled(
                "responds(to:) with a selector made from a string ('\(name)'): the engine cannot look "
                    + "the name up, so it answers false", at: place)
            return false
        }
        self.invoker = { target, _ in
            TransitionProblem.report(
                "unrecognized-selector",
                "-[\(type(of: target)) \(name)]: unrecognized selector sent to instance (a selector made from a string cannot be called on Linux; use Selector.method)"
            )
        }
    }

    public var description: String { name }

    public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// An action that takes its sender: `Selector.method(DetailViewController.handlePan(_:))`.
    public static func method<Target: AnyObject, Sender>(
        _ method: @escaping (Target) -> (Sender) -> Void,
        name: String? = nil
    ) -> Selector {
        let name = name ?? "\(Target.self).(\(Sender.self))"
        return Selector(name: name, responds: { $0 is Target }) { target, sender in
            guard let typed = target as? Target else {
                return mismatch(name, "target", target, expected: Target.self)
            }
            guard let typedSender = sender as? Sender else {
                return mismatch(name, "sender", sender, expected: Sender.self)
            }
            method(typed)(typedSender)
        }
    }

    /// An action without the sender: `Selector.method(DetailViewController.close)`.
    public static func method<Target: AnyObject>(
        _ method: @escaping (Target) -> () -> Void,
        name: String? = nil
    ) -> Selector {
        withoutSender(name ?? "\(Target.self).()") { method($0)() }
    }

    /// An action without the sender that returns something, which the sender ignores:
    /// `#selector(UIResponder.resignFirstResponder)` sent up the responder chain.
    public static func method<Target: AnyObject, Result>(
        _ method: @escaping (Target) -> () -> Result,
        name: String? = nil
    ) -> Selector {
        withoutSender(name ?? "\(Target.self).()") { _ = method($0)() }
    }

    /// An action that ignores its sender: `call` runs on a target of the method's class.
    private static func withoutSender<Target: AnyObject>(_ name: String, _ call: @escaping (Target) -> Void) -> Selector {
        Selector(name: name, responds: { $0 is Target }) { target, _ in
            guard let typed = target as? Target else {
                return mismatch(name, "target", target, expected: Target.self)
            }
            call(typed)
        }
    }

    /// A method of more arguments, or one that returns something: what `responds(to:)` asks
    /// about (`#selector(UINavigationControllerDelegate.navigationController(_:willShow:animated:))`).
    /// It cannot be sent as an action (target–action passes one sender): sending it is an
    /// `unrecognized-selector` problem.
    public static func method<Target, each Argument, Result>(
        _ method: @escaping (Target) -> (repeat each Argument) -> Result,
        name: String? = nil
    ) -> Selector {
        let name = name ?? "\(Target.self).method"
        return Selector(name: name, responds: { $0 is Target }) { target, _ in
            TransitionProblem.report(
                "unrecognized-selector",
                "-[\(type(of: target)) \(name)]: a method of several arguments cannot be sent as an action")
        }
    }

    /// Whether `object` has the method: `NSObject.responds(to:)`.
    public func isImplemented(by object: AnyObject, at place: CallSite? = nil) -> Bool { respondsTest(object, place) }

    /// Sends the action: calls the method on `target` with `sender`.
    public func perform(on target: AnyObject, sender: Any) {
        invoker(target, sender)
    }

    private static func mismatch(_ name: String, _ role: String, _ value: Any, expected: Any.Type) {
        TransitionProblem.report(
            "unrecognized-selector",
            "\(name): unrecognized selector sent to instance of \(type(of: value)) (the \(role) is not a \(expected))")
    }
}
