import UIKit

// Written the way an iOS app writes a present animator — NSObject base class, `override
// init()`, CGRect and CGAffineTransform maths, CGFloat arithmetic with C math — and compiled
// with the catalog's settings. Tests/UIKitTests runs it through the engine.

/// Grows the presented screen out of a thumbnail: it starts as the thumbnail's frame (inset a
/// little, nudged down by its shadow) and springs to full screen over a dimming view.
final class CardPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let originFrame: CGRect
    let duration: TimeInterval

    /// What the last run computed, for the tests to compare with what the engine drew.
    private(set) var startFrame = CGRect.zero
    private(set) var dimmingAlpha: CGFloat = 0
    private(set) var damping: CGFloat = 0

    init(originFrame: CGRect, duration: TimeInterval = 0.5) {
        self.originFrame = originFrame
        self.duration = duration
        super.init()
    }

    override init() {
        originFrame = CGRect(x: 20, y: 120, width: 160, height: 90)
        duration = 0.5
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        startFrame = originFrame.insetBy(dx: 8, dy: 8).offsetBy(dx: 0, dy: 4)

        // Scale about the centre, then move the centre onto the thumbnail's.
        let scale = CGAffineTransform(scaleX: startFrame.width / finalFrame.width,
                                      y: startFrame.height / finalFrame.height)
        let scaledSize = finalFrame.applying(scale).size
        let move = CGAffineTransform(translationX: startFrame.midX - finalFrame.midX,
                                     y: startFrame.midY - finalFrame.midY)

        // The farther the card travels, the less it bounces and the darker the background.
        let distance = sqrt(pow(move.tx, 2) + pow(move.ty, 2))
        damping = fmax(0.6, min(0.9, 1 - distance / 1000))
        dimmingAlpha = CGFloat(fminf(0.4, Float(distance / 1000)))

        let dimmingView = UIView(frame: containerView.bounds)
        dimmingView.role = "dimming"
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)

        let toView = toVC.view!
        toView.frame = finalFrame
        toView.transform = scale.concatenating(move)
        toView.layer.cornerRadius = max(12, min(scaledSize.width, scaledSize.height) / 8)
        containerView.addSubview(toView)

        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping,
                       initialSpringVelocity: 0, options: [.curveEaseOut], animations: {
                           toView.transform = .identity
                           toView.layer.cornerRadius = 0
                           dimmingView.alpha = self.dimmingAlpha
                       }, completion: { _ in
                           dimmingView.removeFromSuperview()
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
}

/// An interaction controller as apps subclass UIKit's: `override init()`, then configure.
final class PullDownInteraction: UIPercentDrivenInteractiveTransition {
    var distance: CGFloat

    override init() {
        distance = 240
        super.init()
        completionSpeed = 1.5
    }

    func progress(forTranslation translation: CGPoint) -> CGFloat {
        min(max(translation.y / distance, 0), 1)
    }
}
