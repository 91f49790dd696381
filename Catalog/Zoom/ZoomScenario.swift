import UIKit

/// The Photos-app zoom: a grid cell zooms to the full-screen photo on a spring, zooms back on
/// easeInOut, and a pull-down on the photo (the page's own `UIPanGestureRecognizer`) dismisses
/// it interactively — the photo follows the finger and shrinks, the background fades, and the
/// release finishes or cancels.
struct ZoomScenario: CatalogEntry {
    let id = "zoom"
    let title = "Photos zoom"
    let summary = "A grid cell zooms to the full-screen photo on a spring; pull the photo down to dismiss."
    let origin = "FluidPhoto's ZoomAnimator and ZoomDismissalInteractionController (seeds 000, 002)"
    let operations: [TransitionOperation] = [.present, .dismiss]
    let interactiveOperations: [TransitionOperation] = [.dismiss]

    static let duration = NumberParameter("duration", "Zoom-in duration", default: 0.5, range: 0.1...3, step: 0.05, unit: "s",
                                          help: "UIView.animate(withDuration:) of the zoom in")
    static let damping = NumberParameter("damping", "Spring damping ratio", default: 0.8, range: 0.05...1, step: 0.01,
                                         help: "usingSpringWithDamping: of the zoom in (UIKit never overdamps)")
    static let velocity = NumberParameter("velocity", "Initial spring velocity", default: 0, range: -10...10, step: 0.1,
                                          help: "initialSpringVelocity: in distances per second")
    static let dismissDuration = NumberParameter("dismissDuration", "Zoom-out duration", default: 0.25, range: 0.05...3,
                                                 step: 0.05, unit: "s", help: "the zoom out and the interactive finish")
    var parameters: [ParameterSpec] { [Self.duration, Self.damping, Self.velocity, Self.dismissDuration].map(\.spec) }

    /// Present: the grid presents the selected photo (the cell's tap). Dismiss: the photo is
    /// already up (presented without animation, the tab bar faded as the zoom in leaves it)
    /// and the pull-down on it starts the zoom out.
    func start(_ operation: TransitionOperation, in window: UIWindow, parameters p: ParameterValues) {
        let device = Device(window: window)
        let grid = PhotoGridViewController(device: device)
        let navigation = UINavigationController(rootViewController: grid)
        PhotosBars.styleNavigationBar(navigation.navigationBar, title: "Library", device: device)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        PhotosBars.styleTabBar(tabs.tabBar, items: ["Library", "For You", "Albums", "Search"], device: device)
        window.backgroundColor = .black
        window.rootViewController = tabs
        window.makeKeyAndVisible()

        let page = grid.makePhotoPage()
        let animator = page.transitionController.animator
        animator.zoomInDuration = p[Self.duration]
        animator.dampingRatio = p[Self.damping]
        animator.initialSpringVelocity = p[Self.velocity]
        animator.zoomOutDuration = p[Self.dismissDuration]
        if operation == .present {
            grid.present(page, animated: true)
        } else {
            grid.present(page, animated: false)
            tabs.tabBar.alpha = 0
        }
    }

    func gestureHint(for operation: TransitionOperation) -> String? { "Drag the photo down to dismiss" }

    /// ZoomDismissalInteractionController's `.ended` case, in words.
    func releaseRule(for operation: TransitionOperation) -> String? {
        "Cancels when the touch is cancelled, when the finger is moving up at the release (velocity y < 0) "
            + "or when the photo's centre is above where it started; otherwise finishes — however short or slow the pull."
    }

    /// A steady pull down the middle of the photo, released while still moving down.
    func sampleGesture(for operation: TransitionOperation, device: Device) -> [GestureSample]? {
        guard operation == .dismiss else { return nil }
        let x = device.screenSize.width / 2, y = device.screenSize.height / 2
        var samples = [GestureSample(t: 0, phase: .began, x: x, y: y)]
        for step in 1...12 {
            samples.append(GestureSample(t: Double(step) / 60, phase: .changed, x: x + Double(step), y: y + Double(step) * 18))
        }
        samples.append(GestureSample(t: 13.0 / 60, phase: .ended, x: x + 12, y: y + 12 * 18 + 6))
        return samples
    }
}
