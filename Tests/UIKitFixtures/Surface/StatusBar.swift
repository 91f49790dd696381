import UIKit

// Issue #24, the application and the status bar, as apps write them around a transition: a
// header laid out under the status bar from the scene's status bar manager, a photo viewer that
// hides the status bar, a toast in a window of its own. Tests/UIKitTests/ApplicationTests.swift
// runs them; StatusBarEntry goes through the contract checker.

/// Finds the status bar's height the ways apps have over the years.
enum StatusBarMetrics {
    static var sceneHeight: CGFloat {
        let active: UIScene.ActivationState = .foregroundActive
        let scene = UIApplication.shared.connectedScenes.first { $0.activationState == active } as? UIWindowScene
        return scene?.statusBarManager?.statusBarFrame.height ?? 0
    }

    static var legacyHeight: CGFloat { UIApplication.shared.statusBarFrame.height }

    static var keyWindow: UIWindow? {
        UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap { $0.windows }.first { $0.isKeyWindow }
            ?? UIApplication.shared.keyWindow ?? UIApplication.shared.windows.first
    }

    static var barIsShown: Bool {
        let scenes: Set<UIScene> = UIApplication.shared.connectedScenes
        let manager: UIStatusBarManager? = (scenes.first as? UIWindowScene)?.statusBarManager
        return !(manager?.isStatusBarHidden ?? true) && manager?.statusBarStyle == .default && !UIApplication.shared.isStatusBarHidden
            && UIApplication.shared.statusBarStyle == .default && scenes.first?.title == ""
    }

    static var isPortraitLeftToRight: Bool {
        let orientation: UIInterfaceOrientation = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.interfaceOrientation ?? .unknown
        let direction: UIUserInterfaceLayoutDirection = UIApplication.shared.userInterfaceLayoutDirection
        guard !orientation.isLandscape, direction == .leftToRight else { return false }
        return UIApplication.shared.statusBarOrientation.isPortrait
            && UIApplication.shared.userInterfaceLayoutDirection == .leftToRight
    }
}

/// A feed whose header sits under the status bar.
final class HeaderFeedViewController: UIViewController {
    let header = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        header.backgroundColor = .systemBlue
        header.accessibilityIdentifier = "header"
        view.addSubview(header)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: StatusBarMetrics.sceneHeight + 44)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .default }
}

/// A full-screen photo that hides the status bar once it is on screen, with UIKit's animation.
final class ImmersivePhotoViewController: UIViewController {
    private var hidesStatusBar = false

    override var prefersStatusBarHidden: Bool { hidesStatusBar }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var childForStatusBarHidden: UIViewController? { nil }
    override var childForStatusBarStyle: UIViewController? { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        modalPresentationCapturesStatusBarAppearance = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        hidesStatusBar = true
        UIView.animate(withDuration: 0.3) {
            self.setNeedsStatusBarAppearanceUpdate()
        }
    }
}

/// A toast shown above everything in a window of its own, as apps' banners are.
final class ToastPresenter {
    private(set) var window: UIWindow?

    func show(in scene: UIWindowScene) {
        let toast = UIWindow(windowScene: scene)
        toast.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.statusBar.rawValue + 1)
        toast.backgroundColor = .clear
        toast.rootViewController = UIViewController()
        toast.makeKeyAndVisible()
        window = toast
    }

    var isAboveAlerts: Bool { (window?.windowLevel ?? .normal) > .alert || window?.windowLevel == .normal }
}

/// The photo viewer presented full screen from the feed, through the checker.
struct StatusBarEntry: CatalogEntry {
    var id: String { "status-bar-fixture" }
    var title: String { "Status bar fixture" }
    var operations: [TransitionOperation] { [.present] }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let feed = HeaderFeedViewController()
        window.rootViewController = feed
        window.makeKeyAndVisible()
        let photo = ImmersivePhotoViewController()
        photo.modalPresentationStyle = .fullScreen
        photo.modalTransitionStyle = .crossDissolve
        feed.present(photo, animated: true)
    }
}
