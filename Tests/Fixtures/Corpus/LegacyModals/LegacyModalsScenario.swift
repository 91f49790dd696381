import UIKit

/// The bouncy alert drops in, and swings away in perspective; the doorway animator is the
/// app's other modal animator (compiled with the folder, vended by `DoorwayTransitions`).
final class LegacyModalsScenario: CatalogEntry {
    let id = "corpus-legacy-modals"
    let title = "Legacy modal animators (corpus)"
    let summary = "A bouncy alert over the current context, dismissed with a 3D swing."
    let origin = "Tests/Fixtures/Corpus/LegacyModals"
    let operations: [TransitionOperation] = [.present, .dismiss]
    let doorway = DoorwayTransitions()
    let alertTransitions = BouncyAlertAnimator()

    init() {}

    final class DoorwayTransitions: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            DoorwayAnimator()
        }
    }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let home = UIViewController()
        home.view.backgroundColor = .systemIndigo
        window.rootViewController = home
        window.makeKeyAndVisible()
        let alert = BouncyAlertViewController()
        alert.modalPresentationStyle = .overCurrentContext
        alert.transitioningDelegate = alertTransitions
        if operation == .present {
            home.present(alert, animated: true)
        } else {
            home.present(alert, animated: false)
            alert.dismiss(animated: true)
        }
    }
}
