import UIKit

/// Dismisses by swinging the screen away about its left edge, in perspective.
class SwingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to) {
            container.insertSubview(toView, belowSubview: fromView)
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 800
        container.layer.sublayerTransform = perspective
        let oldAnchor = fromView.layer.anchorPoint
        let oldPosition = fromView.layer.position
        let frame = fromView.frame
        fromView.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        fromView.layer.position = CGPoint(x: frame.minX, y: frame.midY)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseIn], animations: {
            fromView.layer.transform = CATransform3DMakeRotation(.pi / 2.2, 0, 1, 0)
            fromView.alpha = 0.6
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            fromView.layer.transform = CATransform3DIdentity
            fromView.layer.anchorPoint = oldAnchor
            fromView.layer.position = oldPosition
            fromView.alpha = 1
            container.layer.sublayerTransform = CATransform3DIdentity
            transitionContext.completeTransition(!cancelled)
        })
    }
}
