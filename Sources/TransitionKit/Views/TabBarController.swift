// Foundation for NSCoder and Bundle only (UIKit's initializers take them).
import Foundation

/// A headless `UITabBarController`: the selected controller's view with the tab bar on top.
/// The tab bar is a plain view so animators can fade it (`tabBarController?.tabBar.alpha`).
/// Selecting another tab asks the `delegate` for an animator, as UIKit does
/// (TabBarController+Transitions.swift, docs/uikit-presentation.md §7).
open class TabBarController: ViewController {
    var tabs: [ViewController] = []
    var selection = 0
    public let tabBar = UITabBar()
    /// Weak, as UIKit's. Asked for the animator and interaction controller of each tab
    /// switch, and — for a tap on the tab bar — `shouldSelect` / `didSelect`.
    open weak var delegate: (any TabBarControllerDelegate)?
    /// UIKit's transition view: where the selected view lives and tab transitions happen.
    /// Made at the first switch, so a scene that never switches keeps the structure it had
    /// (the selected view directly under the tab bar controller's view).
    var madeTransitionView: View?
    /// `hidesBottomBarWhenPushed` of the selected navigation controller's stack
    /// (Chrome/NavigationController+BottomBar.swift).
    var bottomBar = BottomBarHiding()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.role = "tabBar"
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.role = "tabBar"
    }

    /// The tabs. Assigning is `setViewControllers(_:animated: false)`.
    open var viewControllers: [ViewController]? {
        get { tabs }
        set { setViewControllers(newValue ?? [], animated: false) }
    }

    /// Selecting from app code switches tabs through the delegate's animator, if it gives one
    /// (UIKit does not ask `shouldSelect` or tell `didSelect` for programmatic selection).
    open var selectedIndex: Int {
        get { selection }
        set { select(index: newValue, byUser: false) }
    }

    open var selectedViewController: ViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            select(index: index, byUser: false)
        }
    }

    /// Replaces the tabs without a transition (animated or not: the engine does not animate
    /// the tab bar's items); the selection stays in range.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        for controller in tabs where controller.parent === self { controller.parent = nil }
        tabs = viewControllers ?? []
        for controller in tabs { controller.parent = self }
        if !tabs.indices.contains(selection) { selection = 0 }
        applyBottomBarRule()
    }

    /// The container's view is made as UIKit's default `loadView()` makes one: screen-sized,
    /// following its superview's size. (Made empty, it grew from zero when the window sized
    /// it, and the selected view, already screen-sized, grew by the screen's size again.)
    open override func loadView() {
        let root = Self.makeScreenSizedRootView()
        root.role = "tabBarController"
        if let selected = selectedViewController { root.addSubview(selected.view) }
        root.addSubview(tabBar)
        view = root
        applyBottomBarRule()
    }
}
