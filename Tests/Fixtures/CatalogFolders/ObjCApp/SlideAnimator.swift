import UIKit

/// The incoming view slides in from the right over the outgoing one.
@objc(OBJSlideAnimator) final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    @objc let duration: TimeInterval = 0.35

    @objc func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    @objc func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let toView = toVC.view!
        let final = transitionContext.finalFrame(for: toVC)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.frame = final
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class SlideTransitions: NSObject, UINavigationControllerDelegate {
    @objc func navigationController(_ navigationController: UINavigationController,
                                    animationControllerFor operation: UINavigationController.Operation,
                                    from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator()
    }
}
