import UIKit

/// The menu's panel rises on a property animator; the animator can be interrupted.
final class MenuAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    private var animator: UIViewImplicitlyAnimating?

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator = animator { return animator }
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        let menu = transitionContext.viewController(forKey: key) as! ActionMenuViewController
        if presenting {
            menu.view.frame = transitionContext.finalFrame(for: menu)
            transitionContext.containerView.addSubview(menu.view)
            menu.view.alpha = 0
            menu.panel.transform = CGAffineTransform(translationX: 0, y: 300)
        }
        let presenting = self.presenting
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.85) {
            menu.view.alpha = presenting ? 1 : 0
            menu.panel.transform = presenting ? .identity : CGAffineTransform(translationX: 0, y: 300)
        }
        animator.addCompletion { position in
            let completed = position == .end && !transitionContext.transitionWasCancelled
            if !presenting && completed { menu.view.removeFromSuperview() }
            transitionContext.completeTransition(completed)
            self.animator = nil
        }
        self.animator = animator
        return animator
    }
}

final class MenuTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return MenuAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return MenuAnimator(presenting: false)
    }
}
