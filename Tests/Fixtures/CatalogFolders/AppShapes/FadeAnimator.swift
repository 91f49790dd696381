import UIKit
import Foundation

/// A cross-fade written against `view` as `UIView!`: optional binding, optional chaining and
/// `viewIfLoaded`, as animators in apps read their view controllers' views. Presenting, it
/// pulses the new screen's badge and answers one of the badge's optional questions.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning, BadgeDelegate {
    var presenting = true

    func badge(_ badge: Badge, alphaForStep step: Int) -> CGFloat {
        step == 1 ? 0.8 : 1
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        PanDirection.settleDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let fromView = fromVC.view else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        if presenting {
            toVC.view.frame = transitionContext.finalFrame(for: toVC)
            container.addSubview(toVC.view!)
            toVC.view?.alpha = 0
            if let badge = toVC.view.subviews.compactMap({ $0 as? Badge }).first {
                badge.delegate = self
                badge.pulse()
            }
        }
        let scale: CGFloat = presenting ? 1 : 0.96
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            if self.presenting {
                toVC.viewIfLoaded?.alpha = 1
            } else {
                fromView.alpha = 0
                fromView.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }, completion: { _ in
            fromView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
