import UIKit

final class TabBarSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    enum SlideDirection {
        case left, right
    }

    private let direction: SlideDirection

    init(direction: SlideDirection) {
        self.direction = direction
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let container = transitionContext.containerView
        container.addSubview(toView)

        let offset = container.bounds.width * (direction == .left ? -1 : 1)
        toView.frame = container.bounds.offsetBy(dx: offset, dy: 0)

        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0,
                       options: [.curveEaseOut],
                       animations: {
            fromView.frame = container.bounds.offsetBy(dx: -offset, dy: 0)
            toView.frame = container.bounds
        }, completion: { finished in
            transitionContext.completeTransition(finished && !transitionContext.transitionWasCancelled)
        })
    }
}

class MainTabBarController: UITabBarController, UITabBarControllerDelegate {

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        tabBar.tintColor = .systemPink
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let controllers = tabBarController.viewControllers,
              let fromIndex = controllers.firstIndex(of: fromVC),
              let toIndex = controllers.firstIndex(of: toVC) else {
            return nil
        }
        return TabBarSlideAnimator(direction: toIndex > fromIndex ? .right : .left)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        return viewController != selectedViewController
    }
}
