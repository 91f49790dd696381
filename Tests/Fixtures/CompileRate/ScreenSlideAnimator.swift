import UIKit

class ScreenSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var duration: TimeInterval = 0.4
    private let screenWidth = UIScreen.main.bounds.width

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from),
              let toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to) else { return }
        let containerView = transitionContext.containerView
        toVC.view.frame = transitionContext.finalFrame(for: toVC).offsetBy(dx: screenWidth, dy: 0)
        containerView.addSubview(toVC.view)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0.3, options: [.curveEaseOut, .allowUserInteraction], animations: {
            fromVC.view.transform = CGAffineTransform(translationX: -self.screenWidth * 0.3, y: 0)
            toVC.view.frame = transitionContext.finalFrame(for: toVC)
        }) { finished in
            fromVC.view.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
