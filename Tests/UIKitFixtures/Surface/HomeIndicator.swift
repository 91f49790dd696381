import UIKit

// The home indicator and screen-edge gesture preferences (iOS 11), as a video player writes
// them: presented full screen, it lets the indicator hide and, once playing, lets its own
// scrubbing pan win at the bottom edge. Tests/UIKitTests/HomeIndicatorTests.swift runs them.

/// A full-screen player that hides the home indicator and defers the bottom edge while playing.
final class IndicatorPlayerViewController: UIViewController {
    private(set) var isPlaying = false

    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { isPlaying ? .bottom : [] }
    override var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        isPlaying = true
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }
}

/// A container that lets its child decide, as UIKit's documentation asks containers to.
final class IndicatorContainerViewController: UIViewController {
    let child = IndicatorPlayerViewController()

    override var childForHomeIndicatorAutoHidden: UIViewController? { child }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { child }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// The player presented full screen from a plain screen, through the checker.
struct HomeIndicatorEntry: CatalogEntry {
    var id: String { "home-indicator-fixture" }
    var title: String { "Home indicator fixture" }
    var operations: [TransitionOperation] { [.present] }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let feed = UIViewController()
        window.rootViewController = feed
        window.makeKeyAndVisible()
        let player = IndicatorPlayerViewController()
        player.modalPresentationStyle = .fullScreen
        feed.present(player, animated: true)
    }
}
