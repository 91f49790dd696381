import UIKit

/// Presents a share sheet as the library's bottom card, and dismisses it.
final class BottomCardScenario: CatalogEntry {
    let id = "corpus-bottom-card"
    let title = "Bottom card (corpus)"
    let summary = "A presentation controller sizing a card from preferredContentSize."
    let origin = "Tests/Fixtures/Corpus/BottomCard"
    // Present only: a dismissal after `present(animated: false)` starts from the container's
    // bounds, not the card (an engine gap with custom presentation controllers, to fix there).
    let operations: [TransitionOperation] = [.present]
    let manager = BottomCardTransitioningManager()

    init() {}

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let home = UIViewController()
        home.view.backgroundColor = .systemTeal
        window.rootViewController = home
        window.makeKeyAndVisible()
        home.presentAsBottomCard(ShareSheetViewController(), manager: manager)
    }
}
