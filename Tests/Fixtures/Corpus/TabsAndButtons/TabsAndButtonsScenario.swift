import UIKit

final class TabsAndButtonsScenario: CatalogEntry {
    let id = "corpus-tabs-and-buttons"
    let title = "Tabs and a floating button (corpus)"
    let summary = "A tab switch through the delegate's animator; a button's menu on a property animator."
    let origin = "Tests/Fixtures/Corpus/TabsAndButtons"
    let operations: [TransitionOperation] = [.selectTab, .present, .dismiss]
    let tabDelegate = TabBarAnimationDelegate()

    init() {}

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let home = FloatingActionViewController()
        let activity = UIViewController()
        activity.view.backgroundColor = .systemGray
        let tabs = UITabBarController()
        tabs.viewControllers = [home, activity]
        tabs.delegate = tabDelegate
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        switch operation {
        case .selectTab:
            tabs.selectedIndex = 1
        case .present:
            home.addButton.sendActions(for: .touchUpInside)
        default:
            let menu = ActionMenuViewController()
            menu.modalPresentationStyle = .overCurrentContext
            menu.transitioningDelegate = home.menuTransitions
            home.present(menu, animated: false)
            menu.closeButton.sendActions(for: .touchUpInside)
        }
    }
}
