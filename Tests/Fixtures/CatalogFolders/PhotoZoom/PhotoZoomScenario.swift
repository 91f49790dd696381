import UIKit

#if swift(>=6)
#error("PhotoZoom has no .swift-language-mode, so it must build in Swift 5 mode")
#endif

/// Fixture for scripts/check-catalog-registry.sh, which copies this folder into Catalog/ for
/// a few builds: a folder entry holding an app's files the way the app wrote them (Swift 5,
/// protocol types without `any`, a singleton and a mutable global), and the scenario that
/// starts its transition. CardFlip/ declares a ZoomAnimator and an AnimationHelper too, and
/// so does the catalog (Catalog/Flip/): each folder is its own module, so none clashes.
struct PhotoZoomScenario: CatalogEntry {
    let id = "folder-photo-zoom"
    let title = "Photo zoom (folder fixture)"
    let summary = "A photo zooms out of its thumbnail; Swift 5 app code in a folder of its own."
    let origin = "Tests/Fixtures/CatalogFolders/PhotoZoom"
    let operations: [TransitionOperation] = [.present, .dismiss]

    /// The app's code: the grid on screen, then the photo presented full screen with the
    /// zoom, or (dismiss) presented already and dismissed with it.
    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let grid = UIViewController()
        grid.view.backgroundColor = .white
        window.rootViewController = grid
        window.makeKeyAndVisible()
        let thumbnail = CGRect(x: 20, y: window.safeAreaInsets.top + 60, width: 110, height: 110)
        let photo = PhotoViewController(thumbnailFrame: thumbnail)
        if operation == .present {
            grid.present(photo, animated: true)
        } else {
            grid.present(photo, animated: false)
            photo.dismiss(animated: true)
        }
    }
}

/// The full-screen photo; it keeps its transitioning delegate, which UIKit holds weakly.
class PhotoViewController: UIViewController {
    let zoomTransitions: PhotoZoomTransitioningDelegate

    init(thumbnailFrame: CGRect) {
        zoomTransitions = PhotoZoomTransitioningDelegate(thumbnailFrame: thumbnailFrame)
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = zoomTransitions
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }
}
