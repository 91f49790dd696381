import UIKit

/// Slides the card up from below the screen, and back down.
final class BottomCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Direction { case present, dismiss }

    let direction: Direction
    var duration: TimeInterval = 0.35

    init(direction: Direction) {
        self.direction = direction
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = direction == .present ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let shownFrame = transitionContext.finalFrame(for: controller) == .zero
            ? transitionContext.initialFrame(for: controller)
            : transitionContext.finalFrame(for: controller)
        var hiddenFrame = shownFrame
        hiddenFrame.origin.y = container.bounds.maxY

        if direction == .present {
            container.addSubview(controller.view)
            controller.view.frame = hiddenFrame
        }
        let target = direction == .present ? shownFrame : hiddenFrame
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
                       options: [.curveEaseOut, .allowUserInteraction], animations: {
            controller.view.frame = target
        }, completion: { finished in
            let completed = !transitionContext.transitionWasCancelled
            if self.direction == .dismiss && completed {
                controller.view.removeFromSuperview()
            }
            transitionContext.completeTransition(completed)
        })
    }
}
