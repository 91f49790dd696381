import UIKit

final class GravityDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    private var animator: UIDynamicAnimator?
    private var context: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let dynamics = UIDynamicAnimator(referenceView: transitionContext.containerView)
        dynamics.delegate = self
        let gravity = UIGravityBehavior(items: [fromView])
        gravity.magnitude = 4
        let push = UIPushBehavior(items: [fromView], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        let spin = UIDynamicItemBehavior(items: [fromView])
        spin.addAngularVelocity(0.8, for: fromView)
        spin.allowsRotation = true
        let collision = UICollisionBehavior(items: [fromView])
        collision.translatesReferenceBoundsIntoBoundary = false
        dynamics.addBehavior(gravity)
        dynamics.addBehavior(push)
        dynamics.addBehavior(spin)
        dynamics.addBehavior(collision)
        animator = dynamics
        gravity.action = { [weak self] in
            guard let container = self?.context?.containerView else { return }
            if fromView.frame.minY > container.bounds.maxY { self?.animator?.removeAllBehaviors() }
        }
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        context?.completeTransition(!(context?.transitionWasCancelled ?? false))
        context = nil
    }
}
