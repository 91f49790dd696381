/// A headless `UIViewController`: owns a root view and knows its containers.
open class ViewController {
    private var loadedView: View?

    public var title: String?
    /// The container view controller this one is a child of.
    public internal(set) weak var parent: ViewController?
    public internal(set) weak var presentingViewController: ViewController?
    public internal(set) var presentedViewController: ViewController?

    public init() {}

    /// Created on first access by `loadView()`, then `viewDidLoad()` runs, as in UIKit.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? View()
            loadedView = view
            viewDidLoad()
            return view
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    open func loadView() { loadedView = View() }
    open func viewDidLoad() {}

    /// The nearest navigation controller among the ancestors, as in UIKit.
    public var navigationController: NavigationController? { ancestor(NavigationController.self) }

    /// The nearest tab bar controller among the ancestors (through navigation controllers too).
    public var tabBarController: TabBarController? { ancestor(TabBarController.self) }

    private func ancestor<T: ViewController>(_ type: T.Type) -> T? {
        var node = parent
        while let current = node {
            if let match = current as? T { return match }
            node = current.parent
        }
        return nil
    }
}

/// A headless `UINavigationController`: a stack of view controllers and a navigation bar
/// above the content. The content area is the transition's container view.
open class NavigationController: ViewController {
    public private(set) var viewControllers: [ViewController] = []
    public let navigationBar = View()
    /// Where the top view controller's view lives; transitions happen inside it.
    public let contentView = View()

    public init(rootViewController: ViewController) {
        super.init()
        navigationBar.role = "navigationBar"
        contentView.role = "navigationContent"
        setViewControllers([rootViewController])
    }

    public var topViewController: ViewController? { viewControllers.last }

    public func setViewControllers(_ controllers: [ViewController]) {
        for controller in viewControllers where controller.parent === self { controller.parent = nil }
        viewControllers = controllers
        for controller in controllers { controller.parent = self }
    }

    /// Changes the stack; the transition run animates the views.
    public func push(_ controller: ViewController) {
        setViewControllers(viewControllers + [controller])
    }

    public func pop() {
        guard viewControllers.count > 1 else { return }
        setViewControllers(Array(viewControllers.dropLast()))
    }

    open override func loadView() {
        let root = View()
        root.role = "navigationController"
        root.addSubview(contentView)
        root.addSubview(navigationBar)
        view = root
    }
}

/// A headless `UITabBarController`: the selected controller's view with the tab bar on top.
/// The tab bar is a plain view so animators can fade it (`tabBarController?.tabBar.alpha`).
open class TabBarController: ViewController {
    public private(set) var viewControllers: [ViewController] = []
    public let tabBar = View()
    public var selectedIndex = 0

    public override init() {
        super.init()
        tabBar.role = "tabBar"
    }

    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    public func setViewControllers(_ controllers: [ViewController]) {
        viewControllers = controllers
        for controller in controllers { controller.parent = self }
    }

    open override func loadView() {
        let root = View()
        root.role = "tabBarController"
        if let selected = selectedViewController { root.addSubview(selected.view) }
        root.addSubview(tabBar)
        view = root
    }
}
