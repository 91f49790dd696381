import UIKit

final class SnapshotZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    weak var originView: UIView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let origin = originView,
              let snapshot = origin.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(true)
            return
        }
        let finalFrame = transitionContext.finalFrame(for: toVC)
        toVC.view.frame = finalFrame
        toVC.view.alpha = 0
        container.addSubview(toVC.view)
        snapshot.frame = origin.convert(origin.bounds, to: container)
        container.addSubview(snapshot)
        origin.isHidden = true

        CATransaction.begin()
        CATransaction.setAnimationDuration(transitionDuration(using: transitionContext))
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        CATransaction.setCompletionBlock {
            snapshot.removeFromSuperview()
            origin.isHidden = false
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
            snapshot.frame = finalFrame
            toVC.view.alpha = 1
        }
        CATransaction.commit()
    }
}
