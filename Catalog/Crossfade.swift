import UIKit

/// The simplest transition there is: the new screen fades in over the old one — push: the
/// blue second screen over the white first one; pop: the white one back over the blue one.
/// It is the walkthrough's example (docs/adding-an-entry.md), so it stays small on purpose:
/// the app's code in plain UIKit, a navigation controller whose delegate returns the animator.
struct CrossfadeEntry: CatalogEntry {
    let id = "crossfade"
    let title = "Cross-dissolve"
    let summary = "The new screen fades in over the old one."
    let origin = "UIKit's cross-dissolve, written as a UIViewControllerAnimatedTransitioning"
    let operations: [TransitionOperation] = [.push, .pop]

    static let duration = NumberParameter("duration", "Duration", default: 0.3, range: 0.05...3, step: 0.05, unit: "s",
                                          help: "UIView.animate(withDuration:) of the fade")
    var parameters: [ParameterSpec] { [Self.duration.spec] }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let first = CrossfadeFirstViewController(duration: parameters[Self.duration])
        let navigation = UINavigationController(rootViewController: first)
        navigation.delegate = first.transitions
        navigation.isNavigationBarHidden = true
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        let second = UIViewController()
        second.view.backgroundColor = .systemBlue
        if operation == .push {
            navigation.pushViewController(second, animated: true)
        } else {
            navigation.pushViewController(second, animated: false)
            navigation.popViewController(animated: true)
        }
    }
}

/// The first screen, white. It keeps the navigation controller's delegate, which UIKit holds
/// weakly.
final class CrossfadeFirstViewController: UIViewController {
    let transitions: CrossfadeTransitions

    init(duration: TimeInterval) {
        transitions = CrossfadeTransitions(duration: duration)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}

/// The navigation controller's delegate: the cross-dissolve both ways.
final class CrossfadeTransitions: NSObject, UINavigationControllerDelegate {
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CrossfadeAnimator(duration: duration)
    }
}

/// Fades the to-view in above the from-view; UIKit removes the from-view at the end.
final class CrossfadeAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let toView = toVC.view!
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.insertSubview(toView, aboveSubview: fromVC.view)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
