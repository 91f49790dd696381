import UIKit

/// A scenario that declares `damping` but reads `dampng` — the typo the string API let through
/// silently — and reads a typed parameter it never lists. Both must be checker findings.
struct TypoScenario: CatalogEntry {
    let id = "typo-fixture"
    let title = "Typo"
    let operations: [TransitionOperation] = [.push]

    static let damping = NumberParameter("damping", "Damping", default: 0.8, range: 0.1...1)
    static let forgotten = NumberParameter("duration", "Duration", default: 0.3, range: 0.1...1)
    var parameters: [ParameterSpec] { [Self.damping.spec] }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let typo = parameters.number("dampng", default: 0.8)
        let duration = parameters[Self.forgotten]
        let root = TypoRootViewController(animator: TypoFade(duration: duration * typo))
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = root
        window.rootViewController = navigation
        navigation.pushViewController(UIViewController(), animated: true)
    }
}

final class TypoRootViewController: UIViewController, UINavigationControllerDelegate {
    let animator: TypoFade
    init(animator: TypoFade) {
        self.animator = animator
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
}

final class TypoFade: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    init(duration: TimeInterval) { self.duration = duration }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let to = transitionContext.view(forKey: .to)!
        to.alpha = 0
        transitionContext.containerView.addSubview(to)
        UIView.animate(withDuration: duration, animations: { to.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
