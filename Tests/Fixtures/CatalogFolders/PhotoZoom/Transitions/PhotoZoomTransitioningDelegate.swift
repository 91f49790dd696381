import UIKit

/// The photo screen's transitioning delegate: the zoom both ways.
class PhotoZoomTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let thumbnailFrame: CGRect

    init(thumbnailFrame: CGRect) {
        self.thumbnailFrame = thumbnailFrame
        super.init()
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ZoomAnimator(isPresenting: true, thumbnailFrame: thumbnailFrame)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ZoomAnimator(isPresenting: false, thumbnailFrame: thumbnailFrame)
    }
}
