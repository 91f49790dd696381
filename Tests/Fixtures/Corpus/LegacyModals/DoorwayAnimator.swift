import UIKit
import Foundation

/// The old screen opens like two doors (snapshots of its halves) onto the new one, which grows
/// out of the back.
class DoorwayAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 0.6

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
        let bounds = container.bounds
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        container.addSubview(toView)

        let half = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
        let left = door(of: fromView, showing: half)
        let right = door(of: fromView, showing: half.offsetBy(dx: half.width, dy: 0))
        container.addSubview(left)
        container.addSubview(right)
        fromView.isHidden = true

        UIView.animate(withDuration: duration, delay: 0, options: AnimationHelper.easeInOut, animations: {
            left.frame = left.frame.offsetBy(dx: -half.width, dy: 0)
            right.frame = right.frame.offsetBy(dx: half.width, dy: 0)
            toView.transform = CGAffineTransform.identity
        }) { _ in
            fromView.isHidden = false
            left.removeFromSuperview()
            right.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    /// One half of the screen: a clipping view holding a snapshot of the whole, shifted.
    private func door(of view: UIView, showing rect: CGRect) -> UIView {
        let door = UIView(frame: rect)
        door.clipsToBounds = true
        if let snapshot = view.snapshotView(afterScreenUpdates: false) {
            snapshot.frame = view.bounds.offsetBy(dx: -rect.minX, dy: -rect.minY)
            door.addSubview(snapshot)
        }
        return door
    }
}
