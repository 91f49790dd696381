/// The context UIKit hands an animator, for one run. It also keeps what the contract checker
/// needs to know: every `completeTransition` call, and when the interaction finished or was
/// cancelled.
public final class TransitionContext: ViewControllerContextTransitioning {
    public let containerView: View
    public let operation: TransitionOperation
    let fromViewController: ViewController
    let toViewController: ViewController
    let animator: any ViewControllerAnimatedTransitioning
    private let initialFromFrame: Rect
    unowned let run: TransitionRun

    public internal(set) var isInteractive = false
    public private(set) var transitionWasCancelled = false
    public var isAnimated: Bool { true }
    public var targetTransform: AffineTransform { .identity }

    /// Every `completeTransition` call, with its virtual time, in order.
    public private(set) var completions: [(time: Double, didComplete: Bool)] = []
    /// The progress the interaction reported last (`updateInteractiveTransition`).
    public private(set) var percentComplete = 0.0

    init(run: TransitionRun, containerView: View, operation: TransitionOperation, from: ViewController,
         to: ViewController, animator: any ViewControllerAnimatedTransitioning) {
        self.run = run
        self.containerView = containerView
        self.operation = operation
        self.fromViewController = from
        self.toViewController = to
        self.animator = animator
        self.initialFromFrame = from.view.frame
    }

    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    public func view(forKey key: TransitionContextViewKey) -> View? {
        key == .from ? fromViewController.view : toViewController.view
    }

    /// UIKit: the from-view starts where it is; the to-view has no initial frame.
    public func initialFrame(for viewController: ViewController) -> Rect {
        viewController === fromViewController ? initialFromFrame : .zero
    }

    /// UIKit: the to-view ends filling the container; the from-view leaves (zero rect).
    public func finalFrame(for viewController: ViewController) -> Rect {
        viewController === toViewController ? containerView.bounds : .zero
    }

    public func completeTransition(_ didComplete: Bool) {
        let time = Timeline.current?.now ?? run.timeline.now
        completions.append((time, didComplete))
        guard completions.count == 1 else { return }
        run.didComplete(didComplete)
    }

    public func updateInteractiveTransition(_ percentComplete: Double) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = Swift.min(1, Swift.max(0, percentComplete))
    }

    public func finishInteractiveTransition() {
        run.interactionDidEnd(cancelled: false)
    }

    public func cancelInteractiveTransition() {
        transitionWasCancelled = true
        run.interactionDidEnd(cancelled: true)
    }

    public func pauseInteractiveTransition() {
        run.interactionDidPause()
    }
}
