import UIKit

/// Push: the incoming card grows from the middle of the screen over the outgoing one. Pop:
/// the outgoing card shrinks back into the middle and fades, uncovering the one below — so a
/// pop starts from exactly the screen the push ended on.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let startScale: CGFloat
    let isPush: Bool

    init(startScale: CGFloat, isPush: Bool) {
        self.startScale = startScale
        self.isPush = isPush
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
        let toView = toVC.view!
        toView.frame = transitionContext.finalFrame(for: toVC)
        if !isPush, let fromView = transitionContext.view(forKey: .from) {
            transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromView.transform = CGAffineTransform(scaleX: self.startScale, y: self.startScale)
                fromView.alpha = 0
            }) { _ in
                fromView.transform = .identity
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            return
        }
        toView.transform = CGAffineTransform(scaleX: startScale, y: startScale)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.transform = .identity
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
