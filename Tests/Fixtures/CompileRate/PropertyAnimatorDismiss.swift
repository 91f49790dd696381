import UIKit

class PropertyAnimatorDismiss: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator = animator { return animator }
        let fromView = transitionContext.view(forKey: .from)!
        let container = transitionContext.containerView
        let timing = UISpringTimingParameters(dampingRatio: 0.85)
        let propertyAnimator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), timingParameters: timing)
        propertyAnimator.addAnimations {
            fromView.frame = fromView.frame.offsetBy(dx: 0, dy: container.bounds.height)
        }
        propertyAnimator.addCompletion { position in
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
            self.animator = nil
        }
        animator = propertyAnimator
        return propertyAnimator
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }
}
