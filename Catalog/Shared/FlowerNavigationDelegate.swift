import UIKit

/// FlowerCollector's NavigationControllerDelegate: the animator depends on the direction and on
/// the screen being left — a push from the list opens the detail, any other push scales and
/// fades; a pop from the detail returns to the list, any other pop settles back.
final class FlowerNavigationControllerDelegate: UINavigationControllerDelegate {
    var pushAnimator = FlowerPushAnimator(duration: 0.4, scale: 1.5)
    var popAnimator = FlowerPopAnimator(duration: 0.4, scale: 1.2, dim: 0.5)
    var detailPushAnimator = FlowerDetailPushAnimator(duration: 0.45, backgroundScale: 3, sourceScale: 1.05)
    var detailPopAnimator = FlowerDetailPopAnimator(duration: 0.45, backgroundScale: 3)

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        if operation == .push {
            return fromVC is FlowerListViewController ? detailPushAnimator : pushAnimator
        }
        return fromVC is FlowerDetailViewController ? detailPopAnimator : popAnimator
    }
}
