//
//  CircularRevealAnimator.swift
//

import UIKit

class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {

    var startPoint: CGPoint = .zero
    var isReversed = false

    private weak var storedContext: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        storedContext = transitionContext
        let container = transitionContext.containerView

        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else { return }

        let animatedView: UIView
        if isReversed {
            container.insertSubview(toVC.view, belowSubview: fromVC.view)
            animatedView = fromVC.view
        } else {
            container.addSubview(toVC.view)
            toVC.view.frame = transitionContext.finalFrame(for: toVC)
            animatedView = toVC.view
        }

        let radius = sqrt(pow(container.bounds.width, 2) + pow(container.bounds.height, 2))
        let smallCircle = UIBezierPath(ovalIn: CGRect(origin: startPoint, size: .zero).insetBy(dx: -1, dy: -1))
        let bigCircle = UIBezierPath(arcCenter: startPoint,
                                     radius: radius,
                                     startAngle: 0,
                                     endAngle: .pi * 2,
                                     clockwise: true)

        let maskLayer = CAShapeLayer()
        maskLayer.path = (isReversed ? smallCircle : bigCircle).cgPath
        maskLayer.fillColor = UIColor.black.cgColor
        animatedView.layer.mask = maskLayer

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = (isReversed ? bigCircle : smallCircle).cgPath
        animation.toValue = (isReversed ? smallCircle : bigCircle).cgPath
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = self

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            animatedView.layer.mask = nil
        }
        maskLayer.add(animation, forKey: "reveal")
        CATransaction.commit()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context = storedContext else { return }
        context.completeTransition(!context.transitionWasCancelled)
        storedContext = nil
    }
}
