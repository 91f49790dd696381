import UIKit

/// The pet page shrinks back to the card's frame, turns away, and the card turns back in.
/// When the page's edge swipe is in progress it drives this animation.
class FlipDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    private let destinationFrame: CGRect
    private let duration: TimeInterval
    private let cornerRadius: CGFloat
    private let calculationMode: UIView.KeyframeAnimationOptions
    private let helper: AnimationHelper
    let interactionController: SwipeInteractionController?

    init(destinationFrame: CGRect, interactionController: SwipeInteractionController?, duration: TimeInterval = 0.6,
         cornerRadius: CGFloat = 25, calculationMode: UIView.KeyframeAnimationOptions = .calculationModeCubic,
         helper: AnimationHelper = AnimationHelper()) {
        self.destinationFrame = destinationFrame
        self.interactionController = interactionController
        self.duration = duration
        self.cornerRadius = cornerRadius
        self.calculationMode = calculationMode
        self.helper = helper
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false)
        else { return }
        snapshot.layer.cornerRadius = cornerRadius
        snapshot.layer.masksToBounds = true

        let containerView = transitionContext.containerView
        containerView.insertSubview(toVC.view, at: 0)
        containerView.addSubview(snapshot)
        fromVC.view.isHidden = true

        helper.perspectiveTransform(for: containerView)
        toVC.view.layer.transform = helper.yRotation(-.pi / 2)

        let duration = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: calculationMode, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1.0 / 3.0) {
                snapshot.frame = self.destinationFrame
            }
            UIView.addKeyframe(withRelativeStartTime: 1.0 / 3.0, relativeDuration: 1.0 / 3.0) {
                snapshot.layer.transform = self.helper.yRotation(.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 2.0 / 3.0, relativeDuration: 1.0 / 3.0) {
                toVC.view.layer.transform = self.helper.yRotation(0.0)
            }
        }, completion: { _ in
            fromVC.view.isHidden = false
            snapshot.removeFromSuperview()
            if transitionContext.transitionWasCancelled {
                toVC.view.removeFromSuperview()
                // Left at −90° by the cancelled keyframe, the card would be edge-on next time.
                toVC.view.layer.transform = CATransform3DIdentity
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
