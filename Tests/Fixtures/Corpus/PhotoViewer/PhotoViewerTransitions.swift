import UIKit

final class PhotoViewerTransitions: NSObject, UIViewControllerTransitioningDelegate {
    var thumbnailFrame = CGRect(x: 20, y: 140, width: 110, height: 110)

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return ShrinkToThumbnailAnimator(thumbnailFrame: thumbnailFrame)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard let viewer = (animator as? ShrinkToThumbnailAnimator).flatMap({ _ in presentedViewer }),
              viewer.dismissInteraction.isInteracting else { return nil }
        return viewer.dismissInteraction
    }

    weak var presentedViewer: PhotoViewerController?
}
