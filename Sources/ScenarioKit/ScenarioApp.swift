import TransitionKit
import UIKit

/// The containers a typical app's screens sit in, set up on a scenario's window in one call:
/// a navigation controller with UIKit's bar, optionally inside a tab bar controller with
/// UIKit's bar, the status bar on top, and the window made key and visible.
public enum ScenarioApp {
    /// `stack[0]` is the root; the last is on screen. Returns the navigation controller.
    @discardableResult
    public static func navigation(
        _ stack: [UIViewController], in window: UIWindow, title: String? = nil,
        tabs: [String]? = nil, barHidden: Bool = false
    ) -> UINavigationController {
        let device = Device(window: window)
        let navigation = UINavigationController(rootViewController: stack[0])
        navigation.setStackWithoutTransition(stack)
        let backTitle = stack.count > 1 ? stack[stack.count - 2].title : nil
        Chrome.styleNavigationBar(
            navigation.navigationBar, title: title ?? stack[stack.count - 1].title ?? "",
            device: device, backTitle: backTitle)
        navigation.isNavigationBarHidden = barHidden
        if let tabs {
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = [navigation]
            Chrome.styleTabBar(tabBarController.tabBar, items: tabs, device: device)
            window.rootViewController = tabBarController
        } else {
            window.rootViewController = navigation
        }
        navigation.view.frame = device.bounds
        window.makeKeyAndVisible()
        window.addSubview(Chrome.statusBar(device: device))
        return navigation
    }

    /// A tab bar controller with `tabs` (their titles from each view controller's `title`),
    /// UIKit's tab bar and the status bar. `tabBarController` lets the app pass its own
    /// subclass (one that is its own delegate, say).
    @discardableResult
    public static func tabs(
        _ tabs: [UIViewController], in window: UIWindow,
        tabBarController: UITabBarController = UITabBarController()
    ) -> UITabBarController {
        let device = Device(window: window)
        tabBarController.viewControllers = tabs
        Chrome.styleTabBar(tabBarController.tabBar, items: tabs.map { $0.title ?? "" }, device: device)
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
        window.addSubview(Chrome.statusBar(device: device))
        return tabBarController
    }
}
