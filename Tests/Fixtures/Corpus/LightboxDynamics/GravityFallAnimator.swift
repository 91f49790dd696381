import UIKit

/// The photo drops off the bottom of the screen with a nudge to the side; the transition
/// completes when the dynamic animator comes to rest.
final class GravityFallAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    private var animator: UIDynamicAnimator?
    private var transitionContext: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from) as? LightboxViewController else {
            transitionContext.completeTransition(false)
            return
        }
        self.transitionContext = transitionContext
        let container = transitionContext.containerView
        let photo = fromVC.photoView

        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = self

        let gravity = UIGravityBehavior(items: [photo])
        gravity.magnitude = 4
        let push = UIPushBehavior(items: [photo], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0.4, dy: 0)
        let spin = UIDynamicItemBehavior(items: [photo])
        spin.addAngularVelocity(0.6, for: photo)
        spin.allowsRotation = true

        gravity.action = { [weak fromVC] in
            fromVC?.backdrop.alpha = max(0, 1 - photo.frame.minY / container.bounds.height)
        }

        animator.addBehavior(gravity)
        animator.addBehavior(push)
        animator.addBehavior(spin)
        self.animator = animator

        UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
            fromVC.backdrop.alpha = 0
        }
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        animator.removeAllBehaviors()
        guard let context = transitionContext else { return }
        transitionContext = nil
        context.completeTransition(!context.transitionWasCancelled)
    }
}
