// Foundation for NSObject, NSCoder and Bundle only: UIKit's view controller is an NSObject,
// and apps write `init(nibName:bundle:)` and `init?(coder:)` (docs/engine.md, "Foundation").
import Foundation

/// A headless `UIViewController`: owns a root view, knows its containers, presents and
/// dismisses other view controllers (`ViewController+Presentation.swift`) and hears the
/// appearance callbacks (`ViewController+Appearance.swift`), as UIKit's does.
open class ViewController: UIResponder {
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
    /// `registerForTraitChanges` registrations (Traits/TraitChangeRegistration.swift).
    var traitObservers = TraitObservers()
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
    /// iOS 18's `preferredTransition`: the system transition (the fluid zoom, or a modal
    /// style) used to present or push this view controller when no delegate supplies an
    /// animator (Transitioning/ViewControllerTransition.swift).
    open var preferredTransition: Transition?
    /// Weak, as UIKit's: the app keeps its delegate alive.
    open weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
    open var definesPresentationContext = false
    /// UIKit's, default `false`: with it, a `.currentContext` presentation over this controller
    /// takes this controller's `modalTransitionStyle`. The engine keeps the presented
    /// controller's own, so turning it on is reported.
    open var providesPresentationContextTransitionStyle = false {
        didSet {
            guard providesPresentationContextTransitionStyle else { return }
            Timeline.current?.noteUnmodelled(
                "providesPresentationContextTransitionStyle (the presented controller's own modalTransitionStyle is used)", onViewOf: self)
        }
    }

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
            view.layout.controller = self
            viewDidLoad()
            return view
        }
        set {
            loadedView = newValue
            newValue?.layout.controller = self
        }
    }

    /// UIKit's responder chain: the superview of the view controller's view (the window for a
    /// window's root), as Apple documents `next`.
    open override var next: UIResponder? { viewIfLoaded?.superview }

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
    /// screen, and it follows its superview's size (`[.flexibleWidth, .flexibleHeight]`,
    /// docs/engine.md "Safe area, margins and autoresizing"). The screen here is the window of
    /// the run in progress, if any.
    open func loadView() { loadedView = Self.makeScreenSizedRootView() }

    /// A plain view the size of the run's screen that grows and shrinks with its superview:
    /// the view UIKit's default `loadView()` makes, which its containers' views are too.
    static func makeScreenSizedRootView() -> View {
        let root = View(frame: (Timeline.current?.root as? Window)?.bounds ?? .zero)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return root
    }
    open func viewDidLoad() {}
    /// Sent to what a nib made, after it is made (StoryboardFactories.nib); nothing by default.
    open func awakeFromNib() {}
    /// Around the root view's `layoutSubviews()` in each layout pass that lays it out.
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Called instead of the root view's `updateConstraints()`; the default calls it.
    open func updateViewConstraints() { view.updateConstraints() }
    /// Added to the root view's safe area (Layout/SafeArea.swift).
    open var additionalSafeAreaInsets = EdgeInsets() {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }
    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (Layout/LayoutMargins.swift).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }
    /// Called by the layout pass that first sees the root view's new safe area or margins.
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}

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
    open func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }
    /// Called when the window changes size (Application/Window+SizeTransition.swift); forwards
    /// to the children, as UIKit's does, so overrides call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }
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
    /// UIKit's home-indicator and screen-edge preferences (iOS 11), with its defaults. The scene
    /// draws no home indicator and has no system gestures, so an update that asks for other than
    /// the defaults is reported (Traits/ViewController+SystemGestures.swift).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForHomeIndicatorAutoHidden: ViewController? { nil }
    open var preferredScreenEdgesDeferringSystemGestures: RectEdgeSet { [] }
    open var childForScreenEdgesDeferringSystemGestures: ViewController? { nil }
    /// UIKit's exact signatures for overrides, disfavoured as `setNeedsStatusBarAppearanceUpdate`'s.
    @_disfavoredOverload
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() { homeIndicatorUpdated(at: nil) }
    @_disfavoredOverload
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() { screenEdgesDeferringUpdated(at: nil) }
    /// UIKit's orientation preferences, with its defaults (Traits/ViewController+Orientation.swift):
    /// a run's scene turns only when the app asks it to.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { defaultSupportedInterfaceOrientations }
    open var shouldAutorotate: Bool { true }
    /// UIKit's default: the status bar's current orientation.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { UIApplication.shared.statusBarOrientation }
    /// iOS 16: UIKit asks the preferences again and turns the interface if the current
    /// orientation is no longer supported; here that turn is reported, not made.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() { presentationTurnsInterface(self, style: .fullScreen, at: nil) }
    /// Deprecated in iOS 16. A run's device never turns, so there is nothing to turn to.
    open class func attemptRotationToDeviceOrientation() {}
    /// UIKit's default `.all`: the view extends under the bars. Another value would lay the view
    /// out between them; the engine keeps it full size and reports it.
    open var edgesForExtendedLayout: RectEdgeSet = .all {
        didSet {
            guard edgesForExtendedLayout != .all else { return }
            Timeline.current?.noteUnmodelled(
                "edgesForExtendedLayout rawValue \(edgesForExtendedLayout.rawValue) on \(logName): the view is laid out under the bars",
                onViewOf: self)
        }
    }
    /// UIKit's default `false`; the engine's bars are translucent, so it changes nothing.
    open var extendedLayoutIncludesOpaqueBars = false

    /// UIKit's: the tab bar slides away with a push of this view controller (reported, not
    /// drawn: NavigationBar+Chrome.swift).
    open var hidesBottomBarWhenPushed = false
    /// The toolbar's items for this view controller (the engine draws no toolbar).
    open var toolbarItems: [UIBarButtonItem]?
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    // MARK: Storyboards and segues (Storyboards/: the scenario's factories stand for the files)

    /// The storyboard that made this view controller (`UIStoryboard`'s `instantiate…`), else nil.
    open internal(set) var storyboard: UIStoryboard?
    open func performSegue(withIdentifier identifier: String, sender: Any?) { performRegisteredSegue(identifier, sender: sender) }
    /// Asked only for a segue the storyboard triggers (`StoryboardFactories.trigger`), as in UIKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: ViewController, sender: Any?) -> Bool {
        action.isImplemented(by: self)
    }

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
    public final func present(
        _ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil,
        file: String = #filePath, line: Int = #line
    ) {
        startPresentation(
            of: viewControllerToPresent, animated: flag, completion: completion,
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
    public final func dismiss(
        animated flag: Bool, completion: (() -> Void)? = nil,
        file: String = #filePath, line: Int = #line
    ) {
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
