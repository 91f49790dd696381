import UIKit

/// Fixture for scripts/check-catalog-registry.sh: a folder entry whose view controller wires
/// its pan gesture the UIKit way, with a selector of an action method, in the three forms
/// apps write (unqualified, through self, through the type). The build compiles a rewritten
/// copy of that file, each selector made the engine's method reference; this file compiles
/// as it is.
struct ObjCSelectorsScenario: CatalogEntry {
    let id = "folder-objc-selectors"
    let title = "Pan-wired push (folder fixture, selectors)"
    let summary = "A view controller whose gesture recognizers name their action methods by selector."
    let origin = "Tests/Fixtures/CatalogFolders/ObjCSelectors"
    let operations: [TransitionOperation] = [.push, .pop]

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let pannable = PannableViewController()
        let navigation = UINavigationController(rootViewController: pannable)
        navigation.isNavigationBarHidden = true
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let next = UIViewController()
        next.view.backgroundColor = .systemBlue
        if operation == .push {
            navigation.pushViewController(next, animated: true)
        } else {
            navigation.pushViewController(next, animated: false)
            navigation.popViewController(animated: true)
        }
    }
}
