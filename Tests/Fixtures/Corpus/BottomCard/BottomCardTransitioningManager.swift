import UIKit

/// The object an app keeps to present any view controller as a bottom card.
final class BottomCardTransitioningManager: NSObject, UIViewControllerTransitioningDelegate {
    var cornerRadius: CGFloat = 16

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = BottomCardPresentationController(presentedViewController: presented, presenting: presenting)
        controller.cornerRadius = cornerRadius
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return BottomCardAnimator(direction: .present)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return BottomCardAnimator(direction: .dismiss)
    }
}

extension UIViewController {
    /// `presentAsBottomCard(_:manager:)`: what the library adds to every view controller.
    func presentAsBottomCard(_ viewController: UIViewController, manager: BottomCardTransitioningManager,
                             animated: Bool = true) {
        viewController.modalPresentationStyle = .custom
        viewController.transitioningDelegate = manager
        present(viewController, animated: animated, completion: nil)
    }
}
