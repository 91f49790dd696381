import UIKit

/// Slides the incoming tab in from the side of its index, fading the outgoing one.
final class TabSwitchAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let movingRight: Bool

    init(movingRight: Bool) {
        self.movingRight = movingRight
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let offset: CGFloat = (movingRight ? 1 : -1) * 80
        toView.frame = transitionContext.finalFrame(for: toVC).offsetBy(dx: offset, dy: 0)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 1
            fromView.alpha = 0
        }, completion: { finished in
            fromView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
