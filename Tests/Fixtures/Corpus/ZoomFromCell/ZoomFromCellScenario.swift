import UIKit

final class ZoomFromCellScenario: CatalogEntry {
    let id = "corpus-zoom-from-cell"
    let title = "Zoom from a cell (corpus)"
    let summary = "A cell's snapshot springs into the detail, converted through the screen's coordinate space."
    let origin = "Tests/Fixtures/Corpus/ZoomFromCell"
    let operations: [TransitionOperation] = [.push, .pop]
    let zoom = ZoomNavigationDelegate()

    init() {}

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let gallery = GalleryViewController()
        let navigation = UINavigationController(rootViewController: gallery)
        navigation.delegate = zoom
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = PictureDetailViewController()
        if operation == .push {
            navigation.pushViewController(detail, animated: true)
        } else {
            navigation.pushViewController(detail, animated: false)
            navigation.popViewController(animated: true)
        }
    }
}
