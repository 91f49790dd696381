import UIKit

// The device and the orientations a view controller supports, as apps write them around a
// transition: a zoom that sizes itself by idiom, a player that only plays in landscape, a
// screen that stays under the bars. Tests/UIKitTests/DeviceAndOrientationTests.swift runs them.

/// Sizes a card by the device, as card transitions do.
enum CardMetrics {
    static var cardWidth: CGFloat { UIDevice.current.userInterfaceIdiom == .pad ? 540 : UIScreen.main.bounds.width - 32 }
    static var isPhoneModel: Bool { UIDevice.current.model == "iPhone" && UIDevice.current.localizedModel == "iPhone" }
    static var system: String { "\(UIDevice.current.systemName) \(UIDevice.current.systemVersion) \(UIDevice.current.name)" }
    static var multitasking: Bool { UIDevice.current.isMultitaskingSupported }

    /// The device's orientation, with notifications on for the time of the read.
    static func orientation() -> (before: UIDeviceOrientation, during: UIDeviceOrientation, generating: Bool) {
        let device = UIDevice.current
        let before = device.orientation
        device.beginGeneratingDeviceOrientationNotifications()
        defer { device.endGeneratingDeviceOrientationNotifications() }
        let during = device.orientation
        return (before, during, device.isGeneratingDeviceOrientationNotifications && during.isValidInterfaceOrientation
            && !during.isFlat && (during.isPortrait || during.isLandscape))
    }

    static let turned: Notification.Name = UIDevice.orientationDidChangeNotification
}

/// A full-screen player that plays in landscape only.
final class LandscapePlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }
    override var shouldAutorotate: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        edgesForExtendedLayout = []
        extendedLayoutIncludesOpaqueBars = true
    }
}

/// The player presented full screen from a portrait feed, through the checker.
struct LandscapePlayerEntry: CatalogEntry {
    var id: String { "landscape-player-fixture" }
    var title: String { "Landscape player fixture" }
    var operations: [TransitionOperation] { [.present] }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let feed = UIViewController()
        window.rootViewController = feed
        window.makeKeyAndVisible()
        let player = LandscapePlayerViewController()
        player.modalPresentationStyle = .fullScreen
        feed.present(player, animated: true)
        UIViewController.attemptRotationToDeviceOrientation()
        player.setNeedsUpdateOfSupportedInterfaceOrientations()
    }
}
