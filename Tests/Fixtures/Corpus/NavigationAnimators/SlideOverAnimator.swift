import UIKit

/// The new screen slides over the old one, which dims and drifts a third of the way.
class SlideOverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPush: Bool
    let duration: TimeInterval = 0.35

    init(isPush: Bool) {
        self.isPush = isPush
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: UITransitionContextViewKey.from),
            let toView = transitionContext.view(forKey: UITransitionContextViewKey.to),
            let toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let width = container.frame.width
        toView.frame = transitionContext.finalFrame(for: toVC)
        if isPush {
            container.addSubview(toView)
            toView.frame = toView.frame.offsetBy(dx: width, dy: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = toView.frame.offsetBy(dx: -width / 3, dy: 0)
        }
        let options: UIViewAnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
            if self.isPush {
                fromView.frame = fromView.frame.offsetBy(dx: -width / 3, dy: 0)
                toView.frame = toView.frame.offsetBy(dx: -width, dy: 0)
            } else {
                fromView.frame = fromView.frame.offsetBy(dx: width, dy: 0)
                toView.frame = toView.frame.offsetBy(dx: width / 3, dy: 0)
            }
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                fromView.frame = transitionContext.initialFrame(for: transitionContext.viewController(forKey: .from)!)
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        })
    }
}
