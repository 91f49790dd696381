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

/// A feed of coloured photos hanging from the safe area.
final class StatusBarFeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let colors: [UIColor] = [.systemOrange, .systemTeal, .systemPink, .systemIndigo]
        var previous = view.safeAreaLayoutGuide.topAnchor
        for (index, color) in colors.enumerated() {
            let photo = UIView()
            photo.backgroundColor = color
            photo.layer.cornerRadius = 12
            photo.accessibilityIdentifier = "photo\(index)"
            photo.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(photo)
            NSLayoutConstraint.activate([
                photo.topAnchor.constraint(equalTo: previous, constant: 12),
                photo.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                photo.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                photo.heightAnchor.constraint(equalToConstant: 120),
            ])
            previous = photo.bottomAnchor
        }
    }
}

/// The open photo: a dark screen that wants the status bar hidden, with light glyphs.
final class StatusBarPhotoViewController: UIViewController {
    var barAnimation = UIStatusBarAnimation.slide
    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { barAnimation }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.16, alpha: 1)
        let photo = UIView()
        photo.backgroundColor = .systemIndigo
        photo.accessibilityIdentifier = "openPhoto"
        photo.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(photo)
        NSLayoutConstraint.activate([
            photo.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            photo.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            photo.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 0.75),
        ])
    }
}
