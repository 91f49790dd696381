import UIKit

// App code for the presentation tests, written the way iOS apps write it: view controller
// subclasses with UIKit's initializers, an NSObject transitioning delegate, a presentation
// controller with a dimming view (Apple's CustomTransitions pattern), an animator and a
// percent-driven interaction fed by a pan gesture.

/// Every appearance callback and completion, in order, as "name.callback".
final class EventLog {
    var events: [String] = []
    func add(_ event: String) { events.append(event) }
}

/// A screen that logs its appearance callbacks and what it sees during them.
final class LoggingViewController: UIViewController {
    let name: String
    let log: EventLog
    /// `isBeingPresented` / `isBeingDismissed` as seen inside each callback.
    var beingPresented: [Bool] = []
    var beingDismissed: [Bool] = []

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = name
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name).viewWillAppear")
        beingPresented.append(isBeingPresented)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name).viewDidAppear")
        beingPresented.append(isBeingPresented)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.add("\(name).viewWillDisappear")
        beingDismissed.append(isBeingDismissed)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(name).viewDidDisappear")
    }
}

/// Apple's dimming-view presentation controller: the presented card leaves the top 100
/// points free, and a dimming view fades in and out alongside the transition.
final class DimmingPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var removesPresenter = false
    var calls: [String] = []

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.accessibilityIdentifier = "dimming"
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return containerView.bounds.inset(by: UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0))
    }

    override var shouldRemovePresentersView: Bool { removesPresenter }

    override func presentationTransitionWillBegin() {
        calls.append("presentationTransitionWillBegin")
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        calls.append("presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        calls.append("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        calls.append("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() } else { dimmingView.alpha = 1 }
    }

    override func containerViewWillLayoutSubviews() {
        calls.append("containerViewWillLayoutSubviews")
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Slides the presented view up from the bottom to its final frame, and back down.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// What the context answered when the animation started.
    var seenViews: (from: UIView?, to: UIView?) = (nil, nil)
    var seenFrames: [String: CGRect] = [:]
    var ended: [Bool] = []
    var log: EventLog?

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView
        seenViews = (transitionContext.view(forKey: .from), transitionContext.view(forKey: .to))
        seenFrames = ["initialFrom": transitionContext.initialFrame(for: fromVC),
                      "finalFrom": transitionContext.finalFrame(for: fromVC),
                      "initialTo": transitionContext.initialFrame(for: toVC),
                      "finalTo": transitionContext.finalFrame(for: toVC)]
        log?.add("animateTransition")
        if isPresenting {
            let toView = transitionContext.view(forKey: .to)!
            let finalFrame = transitionContext.finalFrame(for: toVC)
            containerView.addSubview(toView)
            toView.frame = finalFrame.offsetBy(dx: 0, dy: containerView.bounds.height)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.frame = finalFrame
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            let fromView = transitionContext.view(forKey: .from)!
            let startFrame = fromView.frame
            if let toView = transitionContext.view(forKey: .to) {
                containerView.insertSubview(toView, belowSubview: fromView)
            }
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromView.frame = startFrame.offsetBy(dx: 0, dy: containerView.bounds.height)
            }, completion: { _ in
                if transitionContext.transitionWasCancelled { fromView.frame = startFrame }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
        log?.add("animationEnded(\(transitionCompleted))")
    }
}

/// A pull-down dismissal: the pan's vertical translation over 400 points is the progress;
/// released past half way it finishes, otherwise it cancels.
final class PullDownInteraction: UIPercentDrivenInteractiveTransition {
    /// The scene attaches no recognizer: the interaction adds itself as a target of the run's
    /// own pan recognizer, target–action as an app wires its own.
    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        recordingRun(of: transitionContext)?.gesture.addTarget(self, action: Selector.method(Self.handlePan(_:)))
        super.startInteractiveTransition(transitionContext)
    }

    func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) {
        let progress = Swift.min(Swift.max(gestureRecognizer.translation(in: nil).y / 400, 0), 1)
        switch gestureRecognizer.state {
        case .changed: update(progress)
        case .ended: progress > 0.5 ? finish() : cancel()
        case .cancelled: cancel()
        default: break
        }
    }
}

/// The app's transitioning delegate: the slide animator for both directions, the dimming
/// presentation controller for `.custom`, and the pull-down when a pan is in progress.
final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
    var presentationControllers: [DimmingPresentationController] = []
    var animators: [SlideAnimator] = []
    var pullDown: PullDownInteraction?
    var removesPresenter = false
    var log: EventLog?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = DimmingPresentationController(presentedViewController: presented, presenting: presenting)
        controller.removesPresenter = removesPresenter
        presentationControllers.append(controller)
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = SlideAnimator(presenting: true)
        animator.log = log
        animators.append(animator)
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = SlideAnimator(presenting: false)
        animator.log = log
        animators.append(animator)
        return animator
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { pullDown }
}

/// A 375×812 window whose root is `root`, on screen (so the root has appeared).
func makeWindow(root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// A pull straight down from (187, 300): `distance` points over 10 samples, then released.
func pullDown(distance: Double) -> [GestureSample] {
    var samples = [GestureSample(t: 0, phase: .began, x: 187, y: 300)]
    for step in 1...10 {
        samples.append(GestureSample(t: Double(step) / 60, phase: .changed, x: 187, y: 300 + distance * Double(step) / 10))
    }
    samples.append(GestureSample(t: 11.0 / 60, phase: .ended, x: 187, y: 300 + distance))
    return samples
}
