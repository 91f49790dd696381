import UIKit

// A catalog entry whose app code uses what the engine does not model, both ways the finding
// can say where: calls (`UIColor(named:)`, `UIColor(patternImage:)`), which name this file and
// line, and a property set (`adjustsFontSizeToFitWidth`), which names the view it was set on.
// UIKit's default modal transition plays, so nothing else is found. Kept out of Catalog/.

struct NotModelledScenario: CatalogEntry {
    let id = "not-modelled-scenario"
    let title = "Not modelled"
    let operations: [TransitionOperation] = [.present]

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let home = UIViewController()
        home.view.backgroundColor = UIColor(named: "Brand") ?? .white
        window.rootViewController = home
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        sheet.view.backgroundColor = UIColor(patternImage: UIImage())
        let title = UILabel()
        title.accessibilityIdentifier = "title"
        title.text = "A long title that UIKit would shrink to fit"
        title.adjustsFontSizeToFitWidth = true
        sheet.view.addSubview(title)
        home.present(sheet, animated: true)
    }
}
