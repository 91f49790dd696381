import UIKit

/// Zooms on push, and lets UIKit slide back on pop.
final class ZoomNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push && toVC is ZoomTransitionDestination ? CellZoomAnimator() : nil
    }
}
