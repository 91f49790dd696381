import Foundation

/// `UIUserInterfaceLayoutDirection`, with UIKit's raw values.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// `UIInterfaceOrientation`, with UIKit's raw values.
public enum UIInterfaceOrientation: Int, Sendable, Hashable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeRight = 3
    case landscapeLeft = 4

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// UIKit's `UIApplication`: `shared` is the app of the run in progress — its one scene holds the
/// window the scenario runs in (and any window the app made for that scene), in portrait, left
/// to right, with the device's status bar. Outside a run it has no windows. One object, whose
/// answers come from the calling thread's run, so two runs on two threads never see each
/// other's windows. Declared under UIKit's name; the `UIKit` module re-exports it.
open class UIApplication: UIResponder, @unchecked Sendable {
    private static let app = UIApplication()

    open class var shared: UIApplication { app }

    /// UIKit's responder chain ends at the application; its next responder is its delegate
    /// when that is a responder (Application/UIApplication+Delegate.swift).
    open override var next: UIResponder? { delegate as? UIResponder }

    /// The run's scene, made with its window (`Window.scene`).
    private var scene: UIWindowScene? { (Timeline.current?.root as? Window)?.scene }

    open var connectedScenes: Set<UIScene> { scene.map { [$0] } ?? [] }

    /// The scene's windows; deprecated in iOS 15, still what older apps read.
    open var windows: [Window] { scene?.windows ?? [] }

    /// The scene's key window (deprecated since iOS 13, widely used).
    open var keyWindow: Window? { scene?.keyWindow }

    /// The status bar's frame: the device's status bar across the screen (`.zero` outside a
    /// run). Deprecated since iOS 13 for `statusBarManager?.statusBarFrame`, which is the same.
    open var statusBarFrame: CGRect { scene?.statusBarManager?.statusBarFrame ?? .zero }

    /// The run's scene's orientation: portrait unless the app rotated it.
    open var statusBarOrientation: UIInterfaceOrientation { scene?.interfaceOrientation ?? .portrait }

    /// The run's: left to right unless it started right to left (View+LayoutDirection.swift).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { Self.runLayoutDirection }

    static var runLayoutDirection: UIUserInterfaceLayoutDirection { Timeline.current?.layoutDirection ?? .leftToRight }

    /// The run's status bar, as the view controllers set it (Application/Window+StatusBar.swift).
    open var isStatusBarHidden: Bool { scene?.statusBarManager?.isStatusBarHidden ?? false }
    open var statusBarStyle: UIStatusBarStyle { scene?.statusBarManager?.statusBarStyle ?? .default }

    /// A run's app is in the foreground from start to end (Application/UIApplication+Events.swift).
    open var applicationState: State { .active }
    /// UIKit's default `false`, kept per run; a run's screen never dims either way.
    open var isIdleTimerDisabled: Bool {
        get { Timeline.current?.idleTimerDisabled ?? false }
        set { Timeline.current?.idleTimerDisabled = newValue }
    }
    /// Whether `beginIgnoringInteractionEvents()` calls outnumber `endIgnoringInteractionEvents()`
    /// ones in this run (nested, as UIKit counts them).
    open var isIgnoringInteractionEvents: Bool { (Timeline.current?.ignoringInteractionEvents ?? 0) > 0 }
    /// UIKit's exact signature for overrides, disfavoured: calls resolve to the overload that
    /// knows where they were made.
    @_disfavoredOverload
    open func beginIgnoringInteractionEvents() { ignoringBegan(at: nil) }
    open func endIgnoringInteractionEvents() {
        guard let timeline = Timeline.current else { return }
        timeline.ignoringInteractionEvents = max(0, timeline.ignoringInteractionEvents - 1)
    }
}

/// `UIScene.ActivationState`, with UIKit's raw values.
extension UIScene {
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }
}

/// UIKit's `UIScene`: here only window scenes exist, always in the foreground.
open class UIScene: NSObject, @unchecked Sendable {
    open var activationState: ActivationState { .foregroundActive }
    open var title: String! = ""
}

/// UIKit's `UIWindowScene`: the run's screen, its windows and its status bar.
open class UIWindowScene: UIScene, @unchecked Sendable {
    /// Weak: windows own their scene (`Window.scene`), the first one for the run.
    private weak var mainWindow: Window?
    private var otherWindows: [WeakWindow] = []

    init(window: Window) {
        mainWindow = window
        super.init()
    }

    /// The scene's windows: the run's, then those the app made for it, in order of making.
    open var windows: [Window] { [mainWindow].compactMap { $0 } + otherWindows.compactMap(\.window) }

    /// The visible window made key last (`makeKeyAndVisible()`), else the run's.
    open var keyWindow: Window? { windows.last { $0.isKeyWindow } ?? mainWindow }

    open var screen: UIScreen { UIScreen.main }

    /// Portrait until the app rotates the scene (`requestGeometryUpdate`, UIWindowScene+Geometry.swift).
    open var interfaceOrientation: UIInterfaceOrientation { orientation }
    var orientation: UIInterfaceOrientation = .portrait

    open var traitCollection: UITraitCollection { UITraitCollection.current }

    open var statusBarManager: UIStatusBarManager? { mainWindow.map { UIStatusBarManager(window: $0) } }

    func add(_ window: Window) {
        otherWindows.removeAll { $0.window == nil || $0.window === window }
        otherWindows.append(WeakWindow(window: window))
    }

    private struct WeakWindow {
        weak var window: Window?
    }
}

/// UIKit's `UIStatusBarManager`: the status bar of the run's device, which the scene's chrome
/// draws `statusBarHeight` tall across the screen, hidden and styled as the view controllers
/// prefer (Application/Window+StatusBar.swift); a hidden bar's frame is `.zero`.
open class UIStatusBarManager: NSObject, @unchecked Sendable {
    private let window: Window

    init(window: Window) {
        self.window = window
        super.init()
    }

    open var statusBarFrame: CGRect {
        guard !window.statusBarState.isHidden else { return .zero }
        let device = UIScreen.main.device
        let height = Device.all.contains(device) ? device.statusBarHeight : window.safeAreaInsets.top
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: height)
    }

    open var isStatusBarHidden: Bool { window.statusBarState.isHidden }
    open var statusBarStyle: UIStatusBarStyle { window.statusBarState.style }
}
