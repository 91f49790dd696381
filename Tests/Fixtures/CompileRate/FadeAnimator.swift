import UIKit
import Foundation

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    init(presenting: Bool) { isPresenting = presenting; super.init() }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) ?? transitionContext.viewController(forKey: .to)?.view else { return }
        if isPresenting {
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            container.addSubview(toView)
            toView.alpha = 0
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            if self.isPresenting { toView.alpha = 1 } else { transitionContext.view(forKey: .from)?.alpha = 0 }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
