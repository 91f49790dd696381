import UIKit

class NavigationPushAnimator: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
    var operation: UINavigationController.Operation = .push

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self.operation = operation
        return self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        let width = container.frame.width
        let direction: CGFloat = operation == .push ? 1 : -1
        if operation == .push { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        toView.frame = container.bounds.offsetBy(dx: width * direction, dy: 0)
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                toView.frame = container.bounds
                fromView.frame = container.bounds.offsetBy(dx: -width * direction / 3, dy: 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                fromView.alpha = 0.6
            }
        }, completion: { _ in
            fromView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
