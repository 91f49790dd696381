import UIKit

/// A present whose animator slides the card in from a distance it computes as 0 / 0 (the
/// sort of slip a zero `containerView` width makes): the card's layer has no finite place
/// from the first frame on.
struct NotANumberScenario: CatalogEntry {
    let id = "nan-fixture"
    let title = "Not a number"
    let summary = "An animator whose offset is 0 / 0."
    let origin = "test fixture"
    let operations: [TransitionOperation] = [.present]
    let parameters: [ParameterSpec] = []

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let home = NotANumberHomeViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let card = UIViewController()
        card.view.backgroundColor = .systemTeal
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = home.slide
        home.present(card, animated: true)
    }
}

final class NotANumberHomeViewController: UIViewController {
    let slide = NotANumberSlide()
}

final class NotANumberSlide: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        self
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let card = transitionContext.view(forKey: .to),
              let cardController = transitionContext.viewController(forKey: .to) else { return }
        let final = transitionContext.finalFrame(for: cardController)
        let steps: CGFloat = 0
        let offset = final.height / steps * 0  // ∞ × 0: NaN
        card.frame = final.offsetBy(dx: 0, dy: offset)
        transitionContext.containerView.addSubview(card)
        UIView.animate(withDuration: 0.4, animations: {
            card.frame = final
        }, completion: { _ in
            transitionContext.completeTransition(true)
        })
    }
}
