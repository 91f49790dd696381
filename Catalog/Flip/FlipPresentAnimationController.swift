import UIKit

/// The card turns away about y while a snapshot of the pet page turns in where the card was,
/// then grows to full screen.
class FlipPresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    private let originFrame: CGRect
    private let duration: TimeInterval
    private let cornerRadius: CGFloat
    private let calculationMode: UIView.KeyframeAnimationOptions
    private let helper: AnimationHelper

    init(originFrame: CGRect, duration: TimeInterval = 0.6, cornerRadius: CGFloat = 25,
         calculationMode: UIView.KeyframeAnimationOptions = .calculationModeCubic, helper: AnimationHelper = AnimationHelper()) {
        self.originFrame = originFrame
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
              let snapshot = toVC.view.snapshotView(afterScreenUpdates: true)
        else { return }
        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)

        snapshot.frame = originFrame
        snapshot.layer.cornerRadius = cornerRadius
        snapshot.layer.masksToBounds = true

        containerView.addSubview(toVC.view)
        containerView.addSubview(snapshot)
        toVC.view.isHidden = true

        helper.perspectiveTransform(for: containerView)
        snapshot.layer.transform = helper.yRotation(.pi / 2)

        let duration = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: calculationMode, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1.0 / 3.0) {
                fromVC.view.layer.transform = self.helper.yRotation(-.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 1.0 / 3.0, relativeDuration: 1.0 / 3.0) {
                snapshot.layer.transform = self.helper.yRotation(0.0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2.0 / 3.0, relativeDuration: 1.0 / 3.0) {
                snapshot.frame = finalFrame
                snapshot.layer.cornerRadius = 0
            }
        }, completion: { _ in
            toVC.view.isHidden = false
            snapshot.removeFromSuperview()
            fromVC.view.layer.transform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
