import Foundation

/// The context UIKit hands an animator, for one run. It also keeps what the contract checker
/// needs to know: every `completeTransition` call, and when the interaction finished or was
/// cancelled.
///
/// The transition app code started (`present`, `dismiss`, `push`, `pop`, a tab switch) is
/// driven by its `TransitionCoordinator`, which fills in UIKit's answers per presentation
/// style (`answers`) and does UIKit's work when the transition completes.
public final class TransitionContext: ViewControllerContextTransitioning {
    public let containerView: View
    public let operation: TransitionOperation
    /// Weak: the coordinator owns the view controllers. An app's
    /// interaction controller keeps its context and the app's view controller keeps its
    /// interaction controller, so a strong reference here would keep every object of a run
    /// let go mid-gesture alive (UIKit breaks that cycle by always completing).
    private(set) weak var fromViewController: ViewController?
    private(set) weak var toViewController: ViewController?
    let animator: any ViewControllerAnimatedTransitioning
    /// The run recording this transition; `nil` for one app code started outside a run.
    weak var run: TransitionRun?
    /// The coordinator of the transition. Weak: the coordinator owns the context.
    weak var coordinator: TransitionCoordinator?
    /// UIKit's answers for `view(forKey:)` and the frames, once the coordinator filled them.
    var answers: Answers?

    struct Answers {
        var fromView: View?
        var toView: View?
        var initialFrames: [ObjectIdentifier: CGRect] = [:]
        var finalFrames: [ObjectIdentifier: CGRect] = [:]
    }

    public internal(set) var isInteractive = false
    /// The animator's `interruptibleAnimator(using:)`, once asked.
    var interruptibleAnimator: (any ViewImplicitlyAnimating)?
    public private(set) var transitionWasCancelled = false
    public internal(set) var isAnimated = true
    public var targetTransform: CGAffineTransform { .identity }
    /// The presented view controller's style for a modal transition, `.none` otherwise.
    public internal(set) var presentationStyle: ModalPresentationStyle = .none

    /// Every `completeTransition` call, with its virtual time, in order.
    public private(set) var completions: [(time: Double, didComplete: Bool, location: CallSite?)] = []
    /// The progress the interaction reported last (`updateInteractiveTransition`).
    public private(set) var percentComplete = 0.0

    /// The context of a transition app code started; the coordinator fills `answers` when the
    /// transition begins.
    init(
        coordinator: TransitionCoordinator, containerView: View, operation: TransitionOperation, from: ViewController,
        to: ViewController, animator: any ViewControllerAnimatedTransitioning
    ) {
        self.coordinator = coordinator
        self.containerView = containerView
        self.operation = operation
        self.fromViewController = from
        self.toViewController = to
        self.animator = animator
    }

    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    /// `nil` means "do not touch that view" (UIKit's rule per style, §2 of
    /// docs/uikit-presentation.md). Before the transition begins (no answers yet), the view
    /// controllers' views.
    public func view(forKey key: TransitionContextViewKey) -> View? {
        if let answers { return key == .from ? answers.fromView : answers.toView }
        return key == .from ? fromViewController?.view : toViewController?.view
    }

    /// UIKit's answer per style, filled when the transition begins; `.zero` before then.
    public func initialFrame(for viewController: ViewController) -> CGRect {
        answers?.initialFrames[ObjectIdentifier(viewController)] ?? .zero
    }

    /// UIKit's answer per style, filled when the transition begins; `.zero` before then.
    public func finalFrame(for viewController: ViewController) -> CGRect {
        answers?.finalFrames[ObjectIdentifier(viewController)] ?? .zero
    }

    /// A second call is ignored (and kept in `completions` for the contract checker).
    public func completeTransition(_ didComplete: Bool, at location: CallSite?) {
        let time = Timeline.current?.now ?? run?.timeline.now ?? 0
        completions.append((time, didComplete, location))
        guard completions.count == 1 else { return }
        run?.didEnd(didComplete)
        coordinator?.transitionDidComplete(didComplete)
    }

    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = Swift.min(1, Swift.max(0, percentComplete))
    }

    public func finishInteractiveTransition() {
        transitionWasCancelled = false
        isInteractive = false
        run?.interactionDidEnd(cancelled: false)
        coordinator?.interactionDidEnd(cancelled: false)
    }

    public func cancelInteractiveTransition() {
        transitionWasCancelled = true
        isInteractive = false
        run?.interactionDidEnd(cancelled: true)
        coordinator?.interactionDidEnd(cancelled: true)
    }

    /// Pauses the interruptible animator where it is and makes the transition interactive
    /// (UIKit 10's "interrupt a running transition"); a transition without one only becomes
    /// interactive again.
    public func pauseInteractiveTransition() {
        let animator = interruptibleAnimator ?? self.animator.interruptibleAnimatorIfImplemented(using: self)
        interruptibleAnimator = animator
        if let animator {
            animator.pauseAnimation()
            percentComplete = Swift.min(1, Swift.max(0, animator.fractionComplete))
        }
        isInteractive = true
        run?.interactionDidPause()
    }
}
