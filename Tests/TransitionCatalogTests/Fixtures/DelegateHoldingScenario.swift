import UIKit

// A scenario written as apps write code: a class holding its transitioning delegate (which
// UIKit holds weakly) and mutable state in stored properties, never saying `Sendable`. Used by
// ScenarioInstanceTests.

final class SlowFadeTransitions: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        self
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.45 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.45, animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(true)
        })
    }
}

final class DelegateHoldingScenario: CatalogEntry {
    let id = "delegate-holding"
    let title = "A scenario class holding its delegate"
    let operations: [TransitionOperation] = [.present]
    let transitions = SlowFadeTransitions()
    private(set) var starts = 0
    private(set) var presented: UIViewController?

    init() {}

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        starts += 1
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = transitions
        presented = detail
        root.present(detail, animated: true)
    }
}
