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

    /// The app's code: a navigation controller whose first card keeps the delegate that
    /// returns the zoom; push the next card, or (pop) push it without animation and pop.
    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let first = FirstCardViewController()
        let navigation = UINavigationController(rootViewController: first)
        navigation.delegate = first.cardTransitions
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

/// The first card (white); it keeps the navigation delegate, which UIKit holds weakly.
final class FirstCardViewController: UIViewController {
    let cardTransitions = CardTransitions()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}

final class CardTransitions: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        ZoomAnimator(startScale: AnimationHelper.startScale, isPush: operation == .push)
    }
}
