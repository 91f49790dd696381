import QuartzCore
import UIKit

/// The circular "bubble" reveal as apps write it: the presented screen grows out of a button
/// through a `CAShapeLayer` mask, with a bare circle layer over the button. (The mask's path
/// animation, a `CABasicAnimation`, comes with the explicit animations of issue #22; here the
/// reveal ends with a fade so the file compiles and runs today.)
final class BubbleRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect(x: 300, y: 720, width: 56, height: 56)
    var bubbleColor = UIColor.systemBlue
    private(set) var maskLayer: CAShapeLayer?
    private(set) var bubble: CALayer?
    let maskLine = #line + 24

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else { return }
        containerView.addSubview(toView)

        let center = CGPoint(x: originFrame.midX, y: originFrame.midY)
        let dx = max(center.x, containerView.bounds.width - center.x)
        let dy = max(center.y, containerView.bounds.height - center.y)
        let radius = sqrt(dx * dx + dy * dy)
        let startPath = UIBezierPath(ovalIn: originFrame)
        let endPath = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true)

        let mask = CAShapeLayer()
        mask.path = endPath.cgPath
        mask.fillColor = UIColor.black.cgColor
        mask.fillRule = kCAFillRuleNonZero
        toView.layer.mask = mask
        maskLayer = mask
        _ = startPath.bounds

        let circle = CALayer()
        circle.name = "bubble"
        circle.frame = originFrame
        circle.cornerRadius = originFrame.width / 2
        circle.backgroundColor = bubbleColor.cgColor
        circle.actions = ["position": NSNull(), "bounds": NSNull()]
        containerView.layer.addSublayer(circle)
        bubble = circle

        toView.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            circle.removeFromSuperlayer()
            toView.layer.mask = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Hands the bubble animator to UIKit for a presentation.
final class BubbleTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let animator = BubbleRevealAnimator()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return animator
    }
}
