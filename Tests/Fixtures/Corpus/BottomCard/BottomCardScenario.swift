import UIKit

/// Presents a share sheet as the library's bottom card, and dismisses it.
final class BottomCardScenario: CatalogEntry {
    let id = "corpus-bottom-card"
    let title = "Bottom card (corpus)"
    let summary = "A presentation controller sizing a card from preferredContentSize."
    let origin = "Tests/Fixtures/Corpus/BottomCard"
    // Dismiss presents without animation first: the card's size, asked for in viewDidLoad,
    // animates in preferredContentSizeDidChange, which a non-animated presentation applies
    // at once, so the dismissal starts from the card.
    let operations: [TransitionOperation] = [.present, .dismiss]
    let manager = BottomCardTransitioningManager()

    init() {}

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let home = UIViewController()
        home.view.backgroundColor = .systemTeal
        window.rootViewController = home
        window.makeKeyAndVisible()
        let sheet = ShareSheetViewController()
        if operation == .present {
            home.presentAsBottomCard(sheet, manager: manager)
        } else {
            home.presentAsBottomCard(sheet, manager: manager, animated: false)
            sheet.dismiss(animated: true)
        }
    }
}
