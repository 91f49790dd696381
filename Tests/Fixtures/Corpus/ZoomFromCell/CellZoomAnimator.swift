import UIKit

/// Grows a snapshot of the cell into the detail's image frame on a spring; the detail fades in
/// behind it through keyframes.
final class CellZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let duration: TimeInterval = 0.5

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let source = (fromVC as? ZoomTransitionSource) ?? (fromVC.children.last as? ZoomTransitionSource),
              let destination = toVC as? ZoomTransitionDestination,
              let sourceView = source.zoomSourceView(),
              let snapshot = sourceView.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let toView = toVC.view!
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        container.addSubview(toView)
        toView.layoutIfNeeded()

        // Where the cell is, through the screen's space, as apps that support split view do.
        let screenFrame = sourceView.convert(sourceView.bounds, to: UIScreen.main.coordinateSpace)
        snapshot.frame = container.convert(screenFrame, from: UIScreen.main.coordinateSpace)
        container.addSubview(snapshot)
        sourceView.isHidden = true
        destination.setZoomContentHidden(true)
        let target = destination.zoomDestinationFrame(in: container)

        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.6) {
                toView.alpha = 1
            }
        }, completion: nil)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.82, initialSpringVelocity: 0.2,
                       options: [], animations: {
            snapshot.frame = target
            snapshot.layer.cornerRadius = 0
        }, completion: { _ in
            sourceView.isHidden = false
            destination.setZoomContentHidden(false)
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
