import UIKit

/// Fixture for scripts/check-catalog-registry.sh: one of two scenarios in one folder, so the
/// build must fail naming the folder and both.
struct SecondScenario: CatalogEntry {
    let id = "folder-second"
    let title = "Second"
    let summary = "One scenario too many."
    let origin = "Tests/Fixtures/CatalogFolders/TwoScenarios"
    let operations: [TransitionOperation] = [.push]

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        navigation.pushViewController(UIViewController(), animated: true)
    }
}
