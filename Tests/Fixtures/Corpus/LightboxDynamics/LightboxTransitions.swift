import UIKit
import os

/// Hands out the zoom for presenting and the gravity fall for dismissing.
final class LightboxTransitions: NSObject, UIViewControllerTransitioningDelegate {
    weak var sourceView: UIView?
    private let logger = Logger(subsystem: "com.example.lightbox", category: "transitions")

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        logger.debug("presenting \(String(describing: type(of: presented)), privacy: .public)")
        return LightboxZoomAnimator(sourceView: sourceView)
    }

    /// Set by the viewer when a flick closes it: the photo then falls away under gravity;
    /// the close button and a pull past the threshold fade it out instead.
    var dismissesByFling = false

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if dismissesByFling {
            logger.debug("dismissing with gravity")
            return GravityFallAnimator()
        }
        return LightboxFadeAnimator()
    }
}
