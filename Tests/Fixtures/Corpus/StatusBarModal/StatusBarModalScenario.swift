import UIKit

struct StatusBarModalScenario: CatalogEntry {
    let id = "corpus-status-bar-modal"
    let title = "Status-bar-aware modal (corpus)"
    let summary = "A viewer sliding up from under the status bar, hiding it once shown."
    let origin = "Tests/Fixtures/Corpus/StatusBarModal"
    let operations: [TransitionOperation] = [.present, .dismiss]

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let gallery = UIViewController()
        gallery.view.backgroundColor = .white
        window.rootViewController = gallery
        window.makeKeyAndVisible()
        let viewer = MediaViewerController.makeForModal()
        viewer.statusBarHidden = false
        if operation == .present {
            gallery.present(viewer, animated: true)
        } else {
            gallery.present(viewer, animated: false)
            viewer.dismiss(animated: true)
        }
    }
}
