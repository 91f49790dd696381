import UIKit

#if !swift(>=6)
#error("CardFlip's .swift-language-mode says 6, so it must build in Swift 6 mode")
#endif

/// Fixture for scripts/check-catalog-registry.sh: a folder entry written for Swift 6 (its
/// `.swift-language-mode` says 6). It declares a ZoomAnimator and an AnimationHelper of its
/// own, as PhotoZoom/ does.
struct CardFlipScenario: CatalogEntry {
    let id = "folder-card-flip"
    let title = "Card zoom (folder fixture)"
    let summary = "The next card zooms up from the middle; Swift 6 app code in a folder of its own."
    let origin = "Tests/Fixtures/CatalogFolders/CardFlip"
    let operations: [TransitionOperation] = [.push, .pop]
    let parameters: [ParameterSpec] = []

    func makeTransition(_ request: TransitionRequest) -> TransitionSetup {
        let window = UIWindow(frame: request.device.bounds)
        let container = UIView(frame: window.bounds)
        container.role = "container"
        window.addSubview(container)
        let from = UIViewController()
        from.view.frame = container.bounds
        from.view.backgroundColor = .white
        container.addSubview(from.view)
        let to = UIViewController()
        to.view.backgroundColor = .systemBlue
        return TransitionSetup(window: window, containerView: container, fromViewController: from, toViewController: to,
                               operation: request.operation, animator: ZoomAnimator(startScale: AnimationHelper.startScale))
    }
}
