import Foundation

/// A headless `UIWindow`: the root of what is on screen. It owns its root view controller,
/// as UIKit's window does, so container controllers (and the parent links their children
/// follow to find `tabBarController`) live as long as the scene.
open class Window: View {
    /// `UIWindow.screen`: the run's screen, `UIScreen.main`.
    open var screen: UIScreen { UIScreen.main }
    /// UIKit's responder chain: a window's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }
    open var rootViewController: ViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let rootViewController {
                rootViewController.view.frame = bounds
                addSubview(rootViewController.view)
                (rootViewController as? TabBarController)?.layOutTabBar(in: bounds, safeArea: safeAreaInsets)
                // UIKit's navigation bars: the root's, or those of the tabs.
                let navigations = (rootViewController as? TabBarController)?.viewControllers ?? [rootViewController]
                for case let navigation as NavigationController in navigations {
                    navigation.layOutNavigationBar(width: bounds.width, statusBarHeight: safeAreaInsets.top)
                    // A toolbar shown before the window took it: drawn for the root, reported in a tab.
                    if navigation.showsToolbar { navigation.applyToolbarVisibility(animated: false) }
                }
            }
            // The new root decides the status bar (Traits/ViewController+StatusBar.swift).
            View.performWithoutAnimation { updateStatusBarAppearance() }
        }
    }

    /// The screen's safe area (status bar, home indicator), as UIKit reports it on the window:
    /// a catalog run gives the window its device's (settable here: the engine's knob), less the
    /// status bar's part while it is hidden (Application/Window+StatusBar.swift). The views in
    /// the window take theirs from it (Layout/SafeArea.swift).
    open override var safeAreaInsets: EdgeInsets {
        get { statusBarAdjusted(screenSafeAreaInsets) }
        set {
            guard newValue != screenSafeAreaInsets else { return }
            screenSafeAreaInsets = newValue
            setNeedsLayout()
        }
    }
    private var screenSafeAreaInsets = EdgeInsets()
    /// The status bar shown over this window (Application/Window+StatusBar.swift).
    var statusBarState = StatusBarState()

    /// The scene's status bar, added after the window took its root, is drawn as the view
    /// controllers want it.
    open override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        if subview.role == "statusBar" { statusBarViewAdded(subview) }
    }

    /// The timings of UIKit's default transitions in this window (engine knobs; see
    /// `DefaultTransitionSettings`).
    open var defaultTransitionSettings = DefaultTransitionSettings()

    /// The touch in progress (`deliver(_:at:time:)`).
    var touchDelivery: TouchDelivery?

    // The scene (Application/Window+Scene.swift).
    /// Where the window sits among the scene's windows; only the run's window is drawn.
    open var windowLevel: Level = .normal
    /// Set by `makeKeyAndVisible()`.
    open internal(set) var isKeyWindow = false
    /// The scene the app made this window for (`UIWindow(windowScene:)`).
    /// What the scenario registered for storyboards, segues and nibs in this run.
    let storyboardFactories = StoryboardFactories.Table()
    var madeScene: UIWindowScene?
    /// The run's scene, when this is the run's window.
    var ownScene: UIWindowScene?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        role = "window"
    }
}
