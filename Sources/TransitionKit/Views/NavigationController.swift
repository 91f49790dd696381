// Foundation for NSCoder and Bundle only (UIKit's initializers take them).
import Foundation

/// A headless `UINavigationController`: a stack of view controllers and a navigation bar
/// above the content. The content area is the transition's container view.
open class NavigationController: ViewController {
    var stack: [ViewController] = []
    /// UIKit's bar with the stack's items (NavigationBar.swift): drawn by the engine when this
    /// navigation controller lays it out (as the window's root), plain when the app placed it.
    public let navigationBar = NavigationBar()
    /// Weak, as UIKit's. Asked for the animator and interaction controller of each animated
    /// push and pop, and told `willShow` / `didShow`.
    open weak var delegate: (any NavigationControllerDelegate)?
    /// Where the top view controller's view lives; transitions happen inside it.
    public let contentView = View()
    /// `interactivePopGestureRecognizer`'s target (NavigationController+InteractivePop.swift).
    lazy var interactivePop: InteractivePopDriver = {
        let driver = InteractivePopDriver()
        driver.navigation = self
        return driver
    }()
    /// Set by the edge swipe while it calls `popViewController`: the interaction for UIKit's own pop.
    var pendingInteractivePop: PercentDrivenInteractiveTransition?

    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.navigationController = self
        contentView.role = "navigationContent"
        setStackWithoutTransition([rootViewController])
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
        contentView.role = "navigationContent"
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationBar.navigationController = self
        contentView.role = "navigationContent"
    }

    open var topViewController: ViewController? { stack.last }
    /// UIKit's: a view controller presented on top of the navigation controller itself, else
    /// the top of the stack.
    open var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    /// UIKit's `isNavigationBarHidden`: the bar's `isHidden` (the engine does not lay the
    /// content out under or beside the bar; the content view keeps its frame).
    open var isNavigationBarHidden: Bool {
        get { barSlideTarget ?? navigationBar.isHidden }
        set {
            // Set during a slide: the slide stops where the new value puts the bar.
            if barSlideTarget != nil { navigationBar.frame.origin.y = 0 }
            barSlideTarget = nil
            barSlideGeneration += 1
            navigationBar.isHidden = newValue
            guard !newValue else { return }
            // Shown after the window took this controller (or its tab bar controller) as its
            // root: lay the bar out now.
            var root: ViewController = self
            while let parent = root.parent { root = parent }
            if isViewLoaded, let window = view.rootView as? Window, window.rootViewController === root {
                layOutNavigationBar(width: window.bounds.width, statusBarHeight: window.safeAreaInsets.top)
            }
            navigationBar.refreshItems()
        }
    }

    /// UIKit's `setNavigationBarHidden(_:animated:)`: animated, the bar slides off or on
    /// (Chrome/NavigationController+BarSlide.swift).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        if animated, slideNavigationBar(hidden: hidden) { return }
        isNavigationBarHidden = hidden
    }
    /// The hidden state a slide in progress goes to (`isNavigationBarHidden` answers it), and
    /// the slide's number, so a superseded slide's completion does nothing.
    var barSlideTarget: Bool?
    var barSlideGeneration = 0

    /// UIKit's toolbar: hidden by default; shown, it is drawn at the bottom of the screen and
    /// moves the safe area (Chrome/NavigationController+Toolbar.swift).
    open var isToolbarHidden: Bool {
        get { !showsToolbar }
        set { setToolbarHidden(newValue, animated: false) }
    }
    var showsToolbar = false
    /// The toolbar, made on first use: a view made with every navigation controller would take
    /// a layer id and renumber every frame's layers.
    var toolbarIfMade: UIToolbar?
    var toolbarView: UIToolbar {
        if let toolbarIfMade { return toolbarIfMade }
        let made = UIToolbar()
        toolbarIfMade = made
        return made
    }
    var toolbarSlideGeneration = 0
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden == showsToolbar else { return }
        showsToolbar = !hidden
        applyToolbarVisibility(animated: animated)
    }

    /// The stack. Assigning it is `setViewControllers(_:animated: false)`, as in UIKit.
    open var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The engine's, not UIKit's (UIKit has `viewControllers =` and
    /// `setViewControllers(_:animated:)`, which run a transition): replaces the stack without
    /// touching any view or telling anyone, for scenes that lay their views out themselves
    /// (`ScenarioApp`, a stack set up before the window shows it); the bar shows the new top's
    /// item at once, and a tab bar controller's bar follows `hidesBottomBarWhenPushed` at once.
    public func setStackWithoutTransition(_ controllers: [ViewController]) {
        assignStack(controllers)
        navigationBar.refreshItems()
        (parent as? TabBarController)?.applyBottomBarRule()
    }

    /// The stack change itself; a transition's bar animation shows it (NavigationBar+Transition).
    func assignStack(_ controllers: [ViewController]) {
        for controller in stack where controller.parent === self { controller.parent = nil }
        stack = controllers
        for controller in controllers { controller.parent = self }
    }

    /// UIKit's bar under the status bar, for a navigation controller that is the window's root
    /// or one of its tabs (`Window.rootViewController`), unless the app placed the bar itself or
    /// hides it.
    func layOutNavigationBar(width: Double, statusBarHeight: Double) {
        guard !navigationBar.isHidden else { return }
        navigationBar.layOut(width: width, statusBarHeight: statusBarHeight)
    }

    /// UIKit's push: the controller is on top at once; the transition follows on the next
    /// turn of the run loop (NavigationController+Transitions.swift). UIKit's exact signature
    /// for overrides, disfavoured as `present`'s is.
    @_disfavoredOverload
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        startPush(viewController, animated: animated)
    }

    /// `pushViewController(_:animated:)` as app code calls it, knowing where (a refused
    /// push's finding names that line).
    public final func pushViewController(
        _ viewController: ViewController, animated: Bool,
        file: String = #filePath, line: Int = #line
    ) {
        startPush(viewController, animated: animated, location: CallSite(filePath: file, line: line))
    }

    /// UIKit's pop: returns the popped controller at once (`nil` at the root).
    @_disfavoredOverload
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        startPop(animated: animated)
    }

    /// `popViewController(animated:)` as app code calls it, knowing where.
    @discardableResult
    public final func popViewController(animated: Bool, file: String = #filePath, line: Int = #line) -> ViewController? {
        startPop(animated: animated, location: CallSite(filePath: file, line: line))
    }

    /// UIKit's pop to the root: everything above it, in one transition.
    @_disfavoredOverload
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        startPopToRoot(animated: animated, location: nil)
    }

    /// `popToRootViewController(animated:)` as app code calls it, knowing where.
    @discardableResult
    public final func popToRootViewController(animated: Bool, file: String = #filePath, line: Int = #line) -> [ViewController]? {
        startPopToRoot(animated: animated, location: CallSite(filePath: file, line: line))
    }

    /// Replaces the stack; animated, it pushes when the new top is new, pops when it was in
    /// the stack, and does nothing visible when the top stays.
    @_disfavoredOverload
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        startReplacingStack(with: viewControllers, animated: animated)
    }

    /// `setViewControllers(_:animated:)` as app code calls it, knowing where.
    public final func setViewControllers(
        _ viewControllers: [ViewController], animated: Bool,
        file: String = #filePath, line: Int = #line
    ) {
        startReplacingStack(with: viewControllers, animated: animated, location: CallSite(filePath: file, line: line))
    }

    /// The container's view is made as UIKit's default `loadView()` makes one: screen-sized,
    /// following its superview's size; the content view fills it and follows it too, so the
    /// top controller's view (flexible, as a default root view is) follows a rotation.
    open override func loadView() {
        let root = Self.makeScreenSizedRootView()
        root.role = "navigationController"
        contentView.frame = root.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(contentView)
        root.addSubview(navigationBar)
        root.addGestureRecognizer(interactivePop.recognizer)
        view = root
    }
}
