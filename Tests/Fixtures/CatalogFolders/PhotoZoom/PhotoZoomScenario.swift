import UIKit

#if swift(>=6)
#error("PhotoZoom has no .swift-language-mode, so it must build in Swift 5 mode")
#endif

/// Fixture for scripts/check-catalog-registry.sh, which copies this folder into Catalog/ for
/// a few builds: a folder entry holding an app's files the way the app wrote them (Swift 5,
/// protocol types without `any`, a singleton and a mutable global), and the scenario that
/// starts its transition. CardFlip/ declares a ZoomAnimator and an AnimationHelper too, and
/// so does the catalog (Flip.swift): each folder is its own module, so none clashes.
struct PhotoZoomScenario: CatalogEntry {
    let id = "folder-photo-zoom"
    let title = "Photo zoom (folder fixture)"
    let summary = "A photo zooms out of its thumbnail; Swift 5 app code in a folder of its own."
    let origin = "Tests/Fixtures/CatalogFolders/PhotoZoom"
    let operations: [TransitionOperation] = [.present, .dismiss]
    let parameters: [ParameterSpec] = []

    func makeTransition(_ request: TransitionRequest) -> TransitionSetup {
        let window = UIWindow(frame: request.device.bounds)
        let container = UIView(frame: window.bounds)
        container.role = "container"
        window.addSubview(container)
        let grid = UIViewController()
        grid.view.backgroundColor = .white
        let photo = UIViewController()
        photo.view.backgroundColor = .black
        let presenting = request.operation == .present
        let onScreen = presenting ? grid : photo
        onScreen.view.frame = container.bounds
        container.addSubview(onScreen.view)
        let thumbnail = CGRect(x: 20, y: request.device.statusBarHeight + 60, width: 110, height: 110)
        return .modal(window: window, containerView: container, from: onScreen, to: presenting ? photo : grid,
                      operation: request.operation, delegate: PhotoZoomTransitioningDelegate(thumbnailFrame: thumbnail),
                      interactive: false)
    }
}
