import UIKit

/// Zooms the photo out of its thumbnail on present, and back into it on dismiss.
class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let thumbnailFrame: CGRect

    init(isPresenting: Bool, thumbnailFrame: CGRect) {
        self.isPresenting = isPresenting
        self.thumbnailFrame = thumbnailFrame
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        AnimationHelper.shared.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        zoomAnimationCount += 1
        let containerView = transitionContext.containerView
        let photoView: UIView
        let endFrame: CGRect
        if isPresenting {
            photoView = toVC.view
            endFrame = transitionContext.finalFrame(for: toVC)
            photoView.frame = thumbnailFrame
            containerView.addSubview(photoView)
        } else {
            photoView = fromVC.view
            endFrame = thumbnailFrame
            toVC.view.frame = containerView.bounds
            containerView.insertSubview(toVC.view, belowSubview: photoView)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: AnimationHelper.shared.springDamping, initialSpringVelocity: 0,
                       options: [], animations: {
            photoView.frame = endFrame
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
