import UIKit

class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    var originPoint = CGPoint.zero
    private weak var context: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.45 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        let bounds = toView.bounds
        let radius = sqrt(bounds.width * bounds.width + bounds.height * bounds.height)
        let startPath = UIBezierPath(ovalIn: CGRect(origin: originPoint, size: .zero))
        let endPath = UIBezierPath(ovalIn: CGRect(x: originPoint.x - radius, y: originPoint.y - radius, width: radius * 2, height: radius * 2))
        let mask = CAShapeLayer()
        mask.path = endPath.cgPath
        toView.layer.mask = mask
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = startPath.cgPath
        animation.toValue = endPath.cgPath
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        animation.delegate = self
        mask.add(animation, forKey: "reveal")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        context?.view(forKey: .to)?.layer.mask = nil
        context?.completeTransition(!(context?.transitionWasCancelled ?? false))
    }
}
