import UIKit

/// Interruptible slide-up transition built on UIViewPropertyAnimator.
final class PropertyAnimatorTransition: NSObject, UIViewControllerAnimatedTransitioning {

    private var animator: UIViewImplicitlyAnimating?
    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator = animator {
            return animator
        }

        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        let controllerKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        let movingView = transitionContext.view(forKey: key) ?? transitionContext.viewController(forKey: controllerKey)!.view!
        let finalFrame = isPresenting
            ? transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            : movingView.frame
        let offscreenFrame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height)

        if isPresenting {
            container.addSubview(movingView)
            movingView.frame = offscreenFrame
        }

        let timing = UISpringTimingParameters(dampingRatio: 0.82)
        let propertyAnimator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext),
                                                      timingParameters: timing)
        propertyAnimator.addAnimations {
            movingView.frame = self.isPresenting ? finalFrame : offscreenFrame
        }
        propertyAnimator.addCompletion { [weak self] position in
            let finished = position == .end
            if !finished, self?.isPresenting == true {
                movingView.removeFromSuperview()
            }
            transitionContext.completeTransition(finished && !transitionContext.transitionWasCancelled)
            self?.animator = nil
        }
        propertyAnimator.isUserInteractionEnabled = true

        self.animator = propertyAnimator
        return propertyAnimator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
