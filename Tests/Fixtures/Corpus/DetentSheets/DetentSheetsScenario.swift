import UIKit

/// The filters sheet at its medium detent over a list: present, and dismiss.
final class DetentSheetsScenario: CatalogEntry {
    let id = "corpus-detent-sheets"
    let title = "Detent sheets (corpus)"
    let summary = "A page sheet at the medium detent with a grabber; the default card with the presenter pushed back."
    let origin = "Tests/Fixtures/Corpus/DetentSheets"
    let operations: [TransitionOperation] = [.present, .dismiss]

    init() {}

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let list = UIViewController()
        list.view.backgroundColor = .systemGray
        window.rootViewController = list
        window.makeKeyAndVisible()
        let filters = FilterSheetViewController.makeSheet()
        if operation == .present {
            list.present(filters, animated: true)
        } else {
            list.present(filters, animated: false)
            filters.dismiss(animated: true)
        }
    }
}
