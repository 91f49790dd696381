import UIKit

/// Fixture for scripts/check-catalog-registry.sh: one of two scenarios in one folder, so the
/// build must fail naming the folder and both.
struct FirstScenario: CatalogEntry {
    let id = "folder-first"
    let title = "First"
    let summary = "One scenario too many."
    let origin = "Tests/Fixtures/CatalogFolders/TwoScenarios"
    let operations: [TransitionOperation] = [.push]
    let parameters: [ParameterSpec] = []

    func makeTransition(_ request: TransitionRequest) -> TransitionSetup {
        let window = UIWindow(frame: request.device.bounds)
        let from = UIViewController(), to = UIViewController()
        window.addSubview(from.view)
        return TransitionSetup(window: window, containerView: window, fromViewController: from, toViewController: to,
                               operation: request.operation, animator: StandardAnimator(operation: request.operation))
    }
}
