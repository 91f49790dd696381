import UIKit

/// The simplest transition there is: the new screen fades in over the old one. It is the
/// walkthrough's example (docs/adding-an-entry.md), so it stays small on purpose.
struct CrossfadeEntry: CatalogEntry, SetupCatalogEntry {
    let id = "crossfade"
    let title = "Cross-dissolve"
    let summary = "The new screen fades in over the old one."
    let origin = "UIKit's cross-dissolve, written as a UIViewControllerAnimatedTransitioning"
    let operations: [TransitionOperation] = [.push, .pop]

    var parameters: [ParameterSpec] {
        [
            .number("duration", "Duration", default: 0.3, range: 0.05...3, step: 0.05, unit: "s",
                    help: "UIView.animate(withDuration:) of the fade"),
        ]
    }

    func makeTransition(_ request: TransitionRequest) -> TransitionSetup {
        // A bare scene: window → container → the from-view; the animator adds the to-view.
        let window = UIView(frame: request.device.bounds)
        window.role = "window"
        let container = UIView(frame: window.bounds)
        container.role = "container"
        window.addSubview(container)

        let from = UIViewController()
        from.view.frame = container.bounds
        from.view.backgroundColor = .white
        container.addSubview(from.view)
        let to = UIViewController()
        to.view.frame = container.bounds
        to.view.backgroundColor = .systemBlue

        let animator = CrossfadeAnimator(duration: request.parameters.number("duration", default: 0.3))
        return TransitionSetup(window: window, containerView: container, fromViewController: from,
                               toViewController: to, operation: request.operation, animator: animator)
    }
}

/// Fades the to-view in above the from-view; UIKit removes the from-view at the end.
final class CrossfadeAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let toView = toVC.view
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.insertSubview(toView, aboveSubview: fromVC.view)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
