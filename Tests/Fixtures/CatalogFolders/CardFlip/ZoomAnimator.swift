import UIKit

/// The incoming card grows from the middle of the screen over the outgoing one.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let startScale: CGFloat

    init(startScale: CGFloat) {
        self.startScale = startScale
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        AnimationHelper.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let toView = toVC.view
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.transform = CGAffineTransform(scaleX: startScale, y: startScale)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.transform = .identity
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
