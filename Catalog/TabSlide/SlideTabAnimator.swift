import UIKit

/// Slides the new tab in from the side of its tab: to the right of the current tab it comes
/// from the right, to the left from the left; the old tab leaves the other way.
class SlideTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let movesLeft: Bool
    let duration: TimeInterval

    init(fromIndex: Int, toIndex: Int, duration: TimeInterval = 0.35) {
        movesLeft = toIndex > fromIndex
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        let offset: CGFloat = movesLeft ? finalFrame.width : -finalFrame.width

        toView.frame = finalFrame.offsetBy(dx: offset, dy: 0)
        container.addSubview(toView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: .curveEaseInOut, animations: {
            fromView.frame = fromView.frame.offsetBy(dx: -offset, dy: 0)
            toView.frame = finalFrame
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                toView.removeFromSuperview()
            }
            fromView.frame = finalFrame
            transitionContext.completeTransition(!cancelled)
        })
    }
}
