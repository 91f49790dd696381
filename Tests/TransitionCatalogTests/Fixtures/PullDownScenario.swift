import UIKit

// A catalog entry in the contract's minimal shape plus `interactiveOperations` and
// `sampleGesture`, with the app code of "pull down to dismiss": a detail screen presented
// full screen with a custom transitioning delegate, whose own pan recognizer (target–action,
// as the catalog's rewrite of `#selector(handlePan(_:))` has it) starts the dismissal on
// `.began` and drives the app's `UIPercentDrivenInteractiveTransition` subclass. For the
// interactive dismiss, `start` only builds the screens: the touches start the transition.
// Kept out of Catalog/.

struct PullDownScenario: CatalogEntry {
    let id = "pull-down-scenario"
    let title = "Pull down to dismiss"
    let operations: [TransitionOperation] = [.present, .dismiss]
    let interactiveOperations: [TransitionOperation] = [.dismiss]

    /// A steady pull from a third of the way down to well past half the screen.
    func sampleGesture(for operation: TransitionOperation, device: Device) -> [GestureSample]? {
        guard operation == .dismiss else { return nil }
        let x = device.screenSize.width / 2, top = device.screenSize.height / 3
        let distance = device.screenSize.height * 0.6
        var samples = [GestureSample(t: 0, phase: .began, x: x, y: top)]
        for step in 1...10 {
            samples.append(GestureSample(t: Double(step) * 0.05, phase: .changed, x: x, y: top + distance * Double(step) / 10))
        }
        samples.append(GestureSample(t: 0.55, phase: .ended, x: x, y: top + distance))
        return samples
    }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let home = PullHomeViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let detail = PullDetailViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = detail
        if operation == .present {
            home.present(detail, animated: true)
        } else {
            // The starting state; the pull on the detail starts the dismissal.
            home.present(detail, animated: false)
        }
    }
}

final class PullHomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
        view.accessibilityIdentifier = "home"
    }
}

final class PullDetailViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// Set while the finger drives the dismissal, so the delegate hands out `interaction`.
    var isInteractive = false
    let interaction = PullInteraction()
    var panStates: [UIGestureRecognizer.State] = []
    lazy var panGestureRecognizer = UIPanGestureRecognizer(target: self, action: Selector.method(Self.handlePan(_:)))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "detail"
        view.addGestureRecognizer(panGestureRecognizer)
    }

    func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) {
        panStates.append(gestureRecognizer.state)
        let translation = gestureRecognizer.translation(in: view)
        let progress = min(1, max(0, translation.y / view.bounds.height))
        switch gestureRecognizer.state {
        case .began:
            isInteractive = true
            dismiss(animated: true)
        case .changed:
            interaction.update(progress)
        case .ended:
            isInteractive = false
            if progress > 0.5 || gestureRecognizer.velocity(in: view).y > 0 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        case .cancelled:
            isInteractive = false
            interaction.cancel()
        default:
            break
        }
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideDownAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideDownAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        isInteractive ? interaction : nil
    }
}

/// The app's interaction controller: UIKit's percent-driven one, as most apps subclass it.
final class PullInteraction: UIPercentDrivenInteractiveTransition {}

/// The detail slides up from the bottom (present) and back down (dismiss), linearly, so a
/// dismissal driven by a finger keeps the screen under it.
final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to),
              let fromVC = transitionContext.viewController(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let height = container.bounds.height
        if presenting {
            let final = transitionContext.finalFrame(for: toVC)
            toView.frame = final.offsetBy(dx: 0, dy: height)
            container.addSubview(toView)
        } else {
            toView.frame = transitionContext.finalFrame(for: toVC)
            container.insertSubview(toView, belowSubview: fromView)
        }
        let start = transitionContext.initialFrame(for: fromVC)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                       animations: {
            if self.presenting {
                toView.frame = transitionContext.finalFrame(for: toVC)
            } else {
                fromView.frame = start.offsetBy(dx: 0, dy: height)
            }
        }) { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled && !self.presenting { fromView.frame = start }
            transitionContext.completeTransition(!cancelled)
        }
    }
}
