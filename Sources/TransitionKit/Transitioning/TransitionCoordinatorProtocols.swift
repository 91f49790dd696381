/// `UIViewControllerTransitionCoordinatorContext`: what a transition looks like right now,
/// handed to alongside animations, their completions and interaction-change handlers.
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: ModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: Double { get }
    var percentComplete: Double { get }
    var completionVelocity: Double { get }
    var completionCurve: ViewAnimationCurve { get }
    var containerView: View { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    func view(forKey key: TransitionContextViewKey) -> View?
}

/// `UIViewControllerTransitionCoordinator`: run animations alongside a transition, and hear
/// when it completes or stops being interactive.
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    @discardableResult
    func animateAlongsideTransition(
        in view: View?,
        animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void)
}

/// UIKit's `completion: … = nil` defaults, which a protocol requirement cannot declare.
extension ViewControllerTransitionCoordinator {
    @discardableResult
    public func animate(alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    @discardableResult
    public func animateAlongsideTransition(
        in view: View?,
        animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}

/// Something app code did that UIKit refuses (and logs), kept where the contract checker
/// and tests can see it: a run's `problems`.
public struct TransitionProblem: Sendable, Hashable, CustomStringConvertible {
    public let code: String
    public let message: String
    /// Virtual time of the refused call.
    public let time: Double
    /// A call UIKit refuses (and logs); otherwise a misuse of the catalog's own API (a
    /// parameter read that the entry never declared).
    public var isUIKitRefusal = true
    /// Where the app made the refused call, when the call captures it (`present`, `dismiss`,
    /// `pushViewController`, `popViewController`, `popToRootViewController`, `setViewControllers`).
    public var location: CallSite? = nil

    public var description: String { "\(code) at \(time) s\(location.map { " (\($0))" } ?? ""): \(message)" }

    /// Records on the timeline running now; outside a run there is nowhere to keep it. Public
    /// for the layers above the engine, which report misuse of their own API the same way
    /// (CatalogKit: a parameter read that the entry never declared).
    public static func report(_ code: String, _ message: String, isUIKitRefusal: Bool = true, at location: CallSite? = nil) {
        guard let timeline = Timeline.current else { return }
        guard !timeline.problems.contains(where: { $0.code == code && $0.message == message }) else { return }
        timeline.problems.append(
            TransitionProblem(
                code: code, message: message, time: timeline.now,
                isUIKitRefusal: isUIKitRefusal, location: location))
    }
}
