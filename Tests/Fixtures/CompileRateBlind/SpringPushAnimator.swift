//
//  SpringPushAnimator.swift
//

import UIKit

class SpringPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }

        let container = transitionContext.containerView
        let width = container.frame.width
        let isPush = operation == .push

        if isPush {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }

        toView.frame = container.bounds
        toView.transform = isPush ? CGAffineTransform(translationX: width, y: 0) : CGAffineTransform(translationX: -width * 0.3, y: 0)

        fromView.layer.shadowColor = UIColor.black.cgColor
        fromView.layer.shadowOpacity = 0.2
        fromView.layer.shadowRadius = 8
        fromView.layer.shadowOffset = CGSize(width: -2, height: 0)

        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0,
                       usingSpringWithDamping: 0.9,
                       initialSpringVelocity: 0.4,
                       options: .allowUserInteraction,
                       animations: {
                           toView.transform = .identity
                           fromView.transform = isPush
                               ? CGAffineTransform(translationX: -width * 0.3, y: 0)
                               : CGAffineTransform(translationX: width, y: 0)
                       },
                       completion: { _ in
                           fromView.transform = .identity
                           fromView.layer.shadowOpacity = 0
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
}

final class SpringNavigationDelegate: NSObject, UINavigationControllerDelegate {

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push, .pop:
            return SpringPushAnimator(operation: operation)
        default:
            return nil
        }
    }
}
