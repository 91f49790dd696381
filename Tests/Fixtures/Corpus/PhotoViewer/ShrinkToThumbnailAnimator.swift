import UIKit

/// Shrinks the photo back into its thumbnail and fades the black backdrop.
final class ShrinkToThumbnailAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let thumbnailFrame: CGRect

    init(thumbnailFrame: CGRect) {
        self.thumbnailFrame = thumbnailFrame
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let viewer = transitionContext.viewController(forKey: .from) as? PhotoViewerController,
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        container.insertSubview(toView, at: 0)
        let snapshot = UIImageView(image: viewer.imageView.image)
        snapshot.contentMode = .scaleAspectFill
        snapshot.clipsToBounds = true
        snapshot.frame = viewer.imageView.frame
        container.addSubview(snapshot)
        viewer.imageView.isHidden = true

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
            snapshot.frame = self.thumbnailFrame
            viewer.view.alpha = 0
        }, completion: { _ in
            snapshot.removeFromSuperview()
            viewer.imageView.isHidden = false
            if transitionContext.transitionWasCancelled {
                viewer.view.alpha = 1
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
