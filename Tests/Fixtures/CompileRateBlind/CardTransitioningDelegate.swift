//
//  CardTransitioningDelegate.swift
//

import UIKit

class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {

    var interactiveDismiss: UIPercentDrivenInteractiveTransition?

    func presentationController(forPresented presented: UIViewController,
                                presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = DimmingPresentationController(presentedViewController: presented, presenting: presenting)
        controller.delegate = self
        return controller
    }

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return PropertyAnimatorTransition(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return PropertyAnimatorTransition(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactiveDismiss
    }
}

extension CardTransitioningDelegate: UIAdaptivePresentationControllerDelegate {

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        // Keep the card on compact width; go full screen in landscape phones.
        if traitCollection.verticalSizeClass == .compact {
            return .overFullScreen
        }
        return .none
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        return true
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        interactiveDismiss = nil
    }
}
