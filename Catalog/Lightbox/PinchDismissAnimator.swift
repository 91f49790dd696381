import UIKit

/// Pinch-to-close's dismissal: the backdrop and the photo fade out, uncovering the feed. It
/// leaves the photo's transform alone: while the fingers are down the photo follows them (the
/// lightbox sets its scale and turn from the pinch and rotation recognizers), so a closing
/// photo fades where the fingers left it, and a cancelled one springs back from there.
final class PinchDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let lightbox = transitionContext.viewController(forKey: .from) as? LightboxViewController else {
            transitionContext.completeTransition(false)
            return
        }
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseOut
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
            lightbox.backdrop.alpha = 0
            lightbox.photoView.alpha = 0
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                lightbox.backdrop.alpha = 1
                lightbox.photoView.alpha = 1
            }
            transitionContext.completeTransition(!cancelled)
        })
    }
}
