import UIKit

/// The photo slides down off the screen while the backdrop fades, uncovering the feed. Under
/// the finger it moves as far as the finger does (the interaction's progress is the pull over
/// the screen's height); a cancelled pull puts it back.
final class PullDownDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
        let distance = transitionContext.containerView.bounds.height
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseOut
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
            lightbox.photoView.transform = CGAffineTransform(translationX: 0, y: distance)
            lightbox.backdrop.alpha = 0
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                lightbox.photoView.transform = .identity
                lightbox.backdrop.alpha = 1
            }
            transitionContext.completeTransition(!cancelled)
        })
    }
}
