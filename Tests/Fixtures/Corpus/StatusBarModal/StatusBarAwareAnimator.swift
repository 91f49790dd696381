import UIKit

/// Presents from just under the status bar, as apps that keep the bar visible until the end do.
final class StatusBarAwareAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let topInset = ScreenMetrics.statusBarHeight
        let screen = ScreenMetrics.screenBounds
        if presenting {
            guard let toView = transitionContext.view(forKey: .to),
                  let toVC = transitionContext.viewController(forKey: .to) else { return }
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.transform = CGAffineTransform(translationX: 0, y: screen.height - topInset)
            container.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.transform = .identity
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromView.frame.origin.y = screen.maxY
                fromView.alpha = 0.5
            }, completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                if completed { fromView.removeFromSuperview() }
                transitionContext.completeTransition(completed)
            })
        }
    }
}
