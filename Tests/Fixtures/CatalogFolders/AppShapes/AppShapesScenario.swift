import UIKit

/// Presents a screen with the app's fade animator; the app's files around it compile only with
/// Foundation beside UIKit, platform conditions answered as on a device, `view` as `UIView!` and
/// `open` members (README.md).
struct AppShapesScenario: CatalogEntry {
    let id = "folder-app-shapes"
    let title = "Fade (folder fixture, iOS code shapes)"
    let summary = "A cross-fade from app files importing Foundation, with platform conditions and UIKit overrides."
    let origin = "Tests/Fixtures/CatalogFolders/AppShapes"
    let operations: [TransitionOperation] = [.present, .dismiss]

    final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            FadeAnimator()
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            let animator = FadeAnimator()
            animator.presenting = false
            return animator
        }
    }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let tabs = RememberingTabBarController()
        let home = UIViewController()
        home.view.backgroundColor = .white
        tabs.viewControllers = [home, UIViewController()]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        tabs.selectedIndex = 1
        tabs.selectedIndex = 0
        let detail = UIViewController()
        detail.view.backgroundColor = .black
        let badge = Badge(frame: CGRect(x: 16, y: 60, width: 24, height: 24))
        badge.backgroundColor = .systemRed
        detail.view.addSubview(badge)
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = AppShapesScenario.transitions
        if operation == .present {
            home.present(detail, animated: true)
        } else {
            home.present(detail, animated: false)
            detail.dismiss(animated: true)
        }
    }

    /// The delegate, kept alive as the app's view controller would keep it (UIKit holds it weakly).
    static let transitions = Transitions()
}
