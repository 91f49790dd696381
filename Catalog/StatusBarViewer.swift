import UIKit
import ScenarioKit

/// A photo opened full screen hides the status bar, as photo viewers do: the viewer prefers the
/// bar hidden with light glyphs, so UIKit slides (or fades) the bar away alongside the
/// presentation and brings it back alongside the dismissal. On the iPhone SE and the iPad,
/// whose top inset is the bar alone, the feed's navigation bar moves up under the viewer as
/// the bar goes; on a notched phone only the bar's drawing goes (docs/bring-your-own.md, "The
/// status bar").
struct StatusBarViewerEntry: CatalogEntry {
    let id = "status-bar-viewer"
    let title = "Status bar hidden by a viewer"
    let summary = "A full-screen photo hides the status bar alongside its presentation; the bars under it follow."
    let origin = "UIKit's view-controller-based status bar: prefersStatusBarHidden, preferredStatusBarUpdateAnimation"
    let operations: [TransitionOperation] = [.present, .dismiss]

    static let animation = ChoiceParameter("animation", "Status bar animation", default: "slide",
                                           options: ["slide", "fade", "none"],
                                           help: "the viewer's preferredStatusBarUpdateAnimation")
    var parameters: [ParameterSpec] { [Self.animation.spec] }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let device = Device(window: window)
        let feed = StatusBarFeedViewController()
        let navigation = StatusBarNavigationController(rootViewController: feed)
        Chrome.styleNavigationBar(navigation.navigationBar, title: "Photos", device: device)
        window.rootViewController = navigation
        navigation.view.frame = device.bounds
        window.makeKeyAndVisible()
        window.addSubview(Chrome.statusBar(device: device))

        let viewer = StatusBarPhotoViewController()
        viewer.barAnimation = Self.barAnimation(named: parameters[Self.animation])
        viewer.modalPresentationStyle = .fullScreen
        viewer.modalTransitionStyle = .crossDissolve
        if operation == .present {
            feed.present(viewer, animated: true)
        } else {
            feed.present(viewer, animated: false)
            viewer.dismiss(animated: true)
        }
    }

    static func barAnimation(named name: String) -> UIStatusBarAnimation {
        switch name {
        case "fade": return .fade
        case "none": return .none
        default: return .slide
        }
    }
}

/// The navigation controller apps subclass so the screen on top decides the status bar.
final class StatusBarNavigationController: UINavigationController {
    override var childForStatusBarHidden: UIViewController? { topViewController }
    override var childForStatusBarStyle: UIViewController? { topViewController }
}

/// A feed of coloured photos hanging from the safe area, laid out by frames from its insets
/// (so they follow the safe area when the status bar's inset goes).
final class StatusBarFeedViewController: UIViewController {
    private var photos: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let colors: [UIColor] = [.systemOrange, .systemTeal, .systemPink, .systemIndigo]
        for (index, color) in colors.enumerated() {
            let photo = UIView()
            photo.backgroundColor = color
            photo.layer.cornerRadius = 12
            photo.accessibilityIdentifier = "photo\(index)"
            view.addSubview(photo)
            photos.append(photo)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var top = view.safeAreaInsets.top + 12
        for photo in photos {
            photo.frame = CGRect(x: 16, y: top, width: view.bounds.width - 32, height: 120)
            top += 132
        }
    }
}

/// The open photo: a dark screen that wants the status bar hidden, with light glyphs.
final class StatusBarPhotoViewController: UIViewController {
    var barAnimation = UIStatusBarAnimation.slide
    private let photo = UIView()
    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { barAnimation }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.16, alpha: 1)
        photo.backgroundColor = .systemIndigo
        photo.accessibilityIdentifier = "openPhoto"
        view.addSubview(photo)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let height = view.bounds.width * 0.75
        photo.frame = CGRect(x: 0, y: (view.bounds.height - height) / 2, width: view.bounds.width, height: height)
    }
}
