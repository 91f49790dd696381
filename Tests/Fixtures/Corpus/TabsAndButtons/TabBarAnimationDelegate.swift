import UIKit

final class TabBarAnimationDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let controllers = tabBarController.viewControllers ?? []
        guard let from = controllers.firstIndex(of: fromVC), let to = controllers.firstIndex(of: toVC) else { return nil }
        return TabSwitchAnimator(movingRight: to > from)
    }
}
