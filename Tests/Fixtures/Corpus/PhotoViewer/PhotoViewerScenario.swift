import UIKit

/// The viewer presented over the grid; dismiss shrinks it back (from code here; the pull-down
/// pan drives the same animator interactively).
final class PhotoViewerScenario: CatalogEntry {
    let id = "corpus-photo-viewer"
    let title = "Photo viewer gestures (corpus)"
    let summary = "Pull-down and pinch-to-close, double tap over single tap, long press and swipes."
    let origin = "Tests/Fixtures/Corpus/PhotoViewer"
    let operations: [TransitionOperation] = [.dismiss]
    let transitions = PhotoViewerTransitions()

    init() {}

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let grid = UIViewController()
        grid.view.backgroundColor = .white
        window.rootViewController = grid
        window.makeKeyAndVisible()
        let viewer = PhotoViewerController()
        viewer.modalPresentationStyle = .fullScreen
        viewer.transitioningDelegate = transitions
        transitions.presentedViewer = viewer
        grid.present(viewer, animated: false)
        viewer.dismiss(animated: true)
    }
}
