// Foundation for NSObject, NSCoder and Bundle only: UIKit's view controller is an NSObject,
// and apps write `init(nibName:bundle:)` and `init?(coder:)` (docs/engine.md, "Foundation").
import Foundation

/// A headless `UIViewController`: owns a root view, knows its containers, presents and
/// dismisses other view controllers (`ViewController+Presentation.swift`) and hears the
/// appearance callbacks (`ViewController+Appearance.swift`), as UIKit's does.
open class ViewController: NSObject {
    private var loadedView: View?

    /// Sets the navigation item's title too, as UIKit's does.
    open var title: String? {
        didSet { madeNavigationItem?.title = title }
    }
    private var madeNavigationItem: NavigationItem?
    /// `UINavigationItem`: what a navigation bar shows for this view controller, made on first
    /// use with the view controller's `title`.
    open var navigationItem: NavigationItem {
        if let madeNavigationItem { return madeNavigationItem }
        let item = NavigationItem()
        item.title = title
        madeNavigationItem = item
        return item
    }
    /// The container view controller this one is a child of.
    open internal(set) weak var parent: ViewController?
    /// Children added with `addChild(_:)` (containers list theirs in `children`).
    var addedChildren: [ViewController] = []
    /// The nib name and bundle given at init; there are no nibs here, so they are only kept.
    public let nibName: String?
    public let nibBundle: Bundle?

    // Presentation state (ViewController+Presentation.swift).
    /// The view controller this one presents (strong, as in UIKit); read `presentedViewController`.
    var presented: ViewController?
    /// The view controller that presented this one; read `presentingViewController`.
    weak var presenting: ViewController?
    /// The presentation controller of the presentation that shows this view controller.
    var activePresentationController: PresentationController?
    /// The coordinator of the transition this view controller takes part in, while it lasts.
    var activeCoordinator: TransitionCoordinator?
    open internal(set) var isBeingPresented = false
    open internal(set) var isBeingDismissed = false
    open var modalPresentationStyle: ModalPresentationStyle = .automatic
    open var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// Weak, as UIKit's: the app keeps its delegate alive.
    open weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
    open var definesPresentationContext = false

    // Appearance state (ViewController+Appearance.swift).
    var appearState: AppearState = .disappeared
    var appearAnimated = false

    /// UIKit's designated initializer. The nib is not loaded: `loadView()` makes the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// UIKit decodes a storyboard scene here; there are no storyboards, so nothing is decoded.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// `UIViewController()`: UIKit's `init()` calls `init(nibName: nil, bundle: nil)`, so a
    /// subclass that overrides that initializer runs its code for `MyViewController()` too.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// UIKit's `view: UIView!`: created on first access by `loadView()`, then `viewDidLoad()`
    /// runs, as in UIKit. Implicitly unwrapped as on iOS, so `vc.view!`, `vc.view?.frame` and
    /// `if let view = vc.view` compile; reading it always gives a view. Setting `nil` unloads
    /// the view: the next read loads it again.
    open var view: View! {
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

    /// The view if it is loaded, without loading it (`viewIfLoaded`).
    open var viewIfLoaded: View? { loadedView }

    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it is not loaded yet (`loadViewIfNeeded()`), running `loadView()` and
    /// `viewDidLoad()` as a first read of `view` does.
    open func loadViewIfNeeded() {
        if loadedView == nil { _ = view }
    }

    /// UIKit's default view is as big as the screen (`UIScreen.main.bounds`), which is why an
    /// animator that adds a presented view without setting its frame still shows it full
    /// screen. The screen here is the window of the run in progress, if any.
    open func loadView() { loadedView = View(frame: (Timeline.current?.root as? Window)?.bounds ?? .zero) }
    open func viewDidLoad() {}

    // MARK: Appearance (UIKit's order and rules: ViewController+Appearance.swift)

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// `viewWillAppear` or `viewWillDisappear`, then the same for the children on screen.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearState = isAppearing ? .appearing : .disappearing
        appearAnimated = animated
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Completes what `beginAppearanceTransition` began: `viewDidAppear` or `viewDidDisappear`.
    /// Without a transition in progress it does nothing, as in UIKit.
    open func endAppearanceTransition() {
        switch appearState {
        case .appearing:
            appearState = .appeared
            viewDidAppear(appearAnimated)
        case .disappearing:
            appearState = .disappeared
            viewDidDisappear(appearAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    open func willMove(toParent parent: ViewController?) {}
    open func didMove(toParent parent: ViewController?) {}

    // MARK: UIKit's content container, traits and status bar
    // Overridable, so declared here; what the engine does with them is in
    // ViewController+ContentContainer.swift, ViewController+Traits.swift and ViewController+StatusBar.swift.

    /// Setting a new size tells the container: the parent, or the presentation controller.
    open var preferredContentSize: CGSize = .zero {
        didSet { if preferredContentSize != oldValue { preferredContentSizeChanged() } }
    }
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    /// Never called by the engine: a run's device keeps its size (docs/bring-your-own.md, "Traits").
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {}
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any ViewControllerTransitionCoordinator) {}
    open var traitCollection: UITraitCollection { resolvedTraitCollection() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { overrideStyleChanged(from: oldValue) } }
    }
    /// Refuses interactive dismissal (a sheet's swipe), which the engine does not start: kept.
    open var isModalInPresentation = false
    /// The presentation controller made by reading `presentationController` before `present`.
    var madePresentationController: PresentationController?
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var modalPresentationCapturesStatusBarAppearance = false
    open var childForStatusBarHidden: ViewController? { nil }
    open var childForStatusBarStyle: ViewController? { nil }
    /// UIKit's exact signature for overrides, disfavoured as `present`'s is: calls resolve to
    /// the overload that knows where they were made (ViewController+StatusBar.swift).
    @_disfavoredOverload
    open func setNeedsStatusBarAppearanceUpdate() { statusBarAppearanceUpdated(at: nil) }

    // MARK: Presentation (UIKit's machinery: ViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` modally, as UIKit does: the presenter is resolved
    /// from the style, the presented view controller's `transitioningDelegate` is asked, and
    /// the transition runs on the next turn of the run loop (`animated: false`: at once).
    ///
    /// UIKit's exact signature, so an app's `override func present(_:animated:completion:)`
    /// compiles unchanged. Calls resolve to the overload below, which knows the caller's file
    /// and line for findings; this one is disfavoured so that only an override is chosen over
    /// it (a call whose static type is the overriding class runs the override, whose `super`
    /// call lands below).
    @_disfavoredOverload
    open func present(_ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        startPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// `present(_:animated:completion:)` as app code calls it: `file` and `line` say where,
    /// for findings. It starts the presentation itself rather than dispatching to an
    /// override: an override calling `super.present` arrives here, and dispatching would run
    /// the override twice. (So an override runs when the call's static type is its class, as
    /// `self.present` in the class or its subclasses; not through a `UIViewController`-typed
    /// reference. docs/bring-your-own.md says so.)
    public final func present(_ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil,
                              file: String = #filePath, line: Int = #line) {
        startPresentation(of: viewControllerToPresent, animated: flag, completion: completion,
                          location: CallSite(filePath: file, line: line))
    }

    /// Dismisses what this view controller presents or, when it presents nothing, itself
    /// (UIKit forwards the call to the presenter). UIKit's exact signature, disfavoured as
    /// `present`'s is: calls resolve to the overload below, which knows where they were made.
    @_disfavoredOverload
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        startDismissal(animated: flag, completion: completion)
    }

    /// `dismiss(animated:completion:)` as app code calls it: `file` and `line` say where, for
    /// a refused dismissal's finding. Not dispatched to an override, for `present`'s reason.
    public final func dismiss(animated flag: Bool, completion: (() -> Void)? = nil,
                              file: String = #filePath, line: Int = #line) {
        startDismissal(animated: flag, completion: completion, location: CallSite(filePath: file, line: line))
    }

    /// The nearest navigation controller among the ancestors, as in UIKit.
    open var navigationController: NavigationController? { ancestor(NavigationController.self) }

    /// The nearest tab bar controller among the ancestors (through navigation controllers too).
    open var tabBarController: TabBarController? { ancestor(TabBarController.self) }

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
        setViewControllers([rootViewController])
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

    /// UIKit's `isNavigationBarHidden`: the bar's `isHidden` (the engine does not lay the
    /// content out under or beside the bar; the content view keeps its frame).
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set {
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

    /// UIKit's `setNavigationBarHidden(_:animated:)`; the bar's own animation is not modelled,
    /// so it changes at once.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The stack. Assigning it is `setViewControllers(_:animated: false)`, as in UIKit.
    open var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the stack without touching any view (scenes built by hand lay the views out);
    /// the bar shows the new top's item at once.
    open func setViewControllers(_ controllers: [ViewController]) {
        assignStack(controllers)
        navigationBar.refreshItems()
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
    public final func pushViewController(_ viewController: ViewController, animated: Bool,
                                         file: String = #filePath, line: Int = #line) {
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
    public final func setViewControllers(_ viewControllers: [ViewController], animated: Bool,
                                         file: String = #filePath, line: Int = #line) {
        startReplacingStack(with: viewControllers, animated: animated, location: CallSite(filePath: file, line: line))
    }

    /// Changes the stack; the transition run animates the views.
    open func push(_ controller: ViewController) {
        setViewControllers(viewControllers + [controller])
    }

    open func pop() {
        guard viewControllers.count > 1 else { return }
        setViewControllers(Array(viewControllers.dropLast()))
    }

    open override func loadView() {
        let root = View()
        root.role = "navigationController"
        root.addSubview(contentView)
        root.addSubview(navigationBar)
        root.addGestureRecognizer(interactivePop.recognizer)
        view = root
    }
}

/// A headless `UITabBarController`: the selected controller's view with the tab bar on top.
/// The tab bar is a plain view so animators can fade it (`tabBarController?.tabBar.alpha`).
/// Selecting another tab asks the `delegate` for an animator, as UIKit does
/// (TabBarController+Transitions.swift, docs/uikit-presentation.md §7).
open class TabBarController: ViewController {
    var tabs: [ViewController] = []
    var selection = 0
    public let tabBar = View()
    /// Weak, as UIKit's. Asked for the animator and interaction controller of each tab
    /// switch, and — for a tap on the tab bar — `shouldSelect` / `didSelect`.
    open weak var delegate: (any TabBarControllerDelegate)?
    /// UIKit's transition view: where the selected view lives and tab transitions happen.
    /// Made at the first switch, so a scene that never switches keeps the structure it had
    /// (the selected view directly under the tab bar controller's view).
    var madeTransitionView: View?

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

    /// Replaces the tabs without a transition; the selection stays in range.
    open func setViewControllers(_ controllers: [ViewController]) {
        for controller in tabs where controller.parent === self { controller.parent = nil }
        tabs = controllers
        for controller in controllers { controller.parent = self }
        if !tabs.indices.contains(selection) { selection = 0 }
    }

    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        setViewControllers(viewControllers ?? [])
    }

    open override func loadView() {
        let root = View()
        root.role = "tabBarController"
        if let selected = selectedViewController { root.addSubview(selected.view) }
        root.addSubview(tabBar)
        view = root
    }
}
