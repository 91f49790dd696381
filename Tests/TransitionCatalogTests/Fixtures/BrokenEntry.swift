import UIKit

/// A deliberately broken entry (kept out of Catalog/), as a UIKit scenario: a navigation
/// controller whose delegate hands out animators that break the contract. Its push forgets
/// to remove its snapshot and never restores the hidden, half-faded from-view (which UIKit
/// shows again on the way back); its pop fades the popped view out (fine: it never comes
/// back) and calls completeTransition twice; its interactive pop — the detail's own pan
/// recognizer pops on `.began` and drives `StubbornSwipe` — completes with `true` even when
/// cancelled.
struct BrokenEntry: CatalogEntry {
    let id = "broken-fixture"
    let title = "Broken"
    let summary = "Everything a checker should catch."
    let origin = "test fixture"
    let operations: [TransitionOperation] = [.push, .pop]
    let interactiveOperations: [TransitionOperation] = [.pop]
    let parameters: [ParameterSpec] = []

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let root = BrokenRootViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.isNavigationBarHidden = true
        navigation.delegate = root.transitions
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = BrokenDetailViewController()
        detail.transitions = root.transitions
        // Push: animated. Pop: the detail is on top already; its pan pops it.
        navigation.pushViewController(detail, animated: operation == .push)
    }

    func sampleGesture(for operation: TransitionOperation, device: Device) -> [GestureSample]? {
        [GestureSample(t: 0, phase: .began, x: 0, y: 300), GestureSample(t: 0.1, phase: .changed, x: 150, y: 300),
         GestureSample(t: 0.2, phase: .ended, x: 160, y: 300)]
    }
}

final class BrokenRootViewController: UIViewController {
    let transitions = BrokenTransitions()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}

final class BrokenDetailViewController: UIViewController {
    weak var transitions: BrokenTransitions?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector.method(Self.handlePan(_:))))
    }

    func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) {
        guard let transitions else { return }
        if gestureRecognizer.state == .began {
            transitions.interaction = StubbornSwipe()
            navigationController?.popViewController(animated: true)
        }
        transitions.interaction?.handlePan(gestureRecognizer)
        if gestureRecognizer.state == .ended || gestureRecognizer.state == .cancelled { transitions.interaction = nil }
    }
}

/// The navigation delegate: the broken animators, and the swipe while a pan drives the pop.
final class BrokenTransitions: NSObject, UINavigationControllerDelegate {
    var interaction: StubbornSwipe?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push ? LeakyPush() : DoubleCompletePop()
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

final class LeakyPush: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let from = ctx.viewController(forKey: .from)!, to = ctx.viewController(forKey: .to)!
        let snapshot = from.view.snapshotView(afterScreenUpdates: false)!
        ctx.containerView.addSubview(to.view)
        ctx.containerView.addSubview(snapshot)
        from.view.isHidden = true
        // `.layoutSubviews` asks for a layout pass the engine does not model: a finding.
        UIView.animate(withDuration: 0.3, delay: 0, options: .layoutSubviews, animations: {
            snapshot.alpha = 0.2
            from.view.alpha = 0.5
        }) { _ in
            ctx.completeTransition(true)
        }
    }
}

final class DoubleCompletePop: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let to = ctx.viewController(forKey: .to)!
        ctx.containerView.insertSubview(to.view, at: 0)
        let from = ctx.viewController(forKey: .from)!
        UIView.animate(withDuration: 0.3, animations: { from.view.alpha = 0 }) { _ in
            ctx.completeTransition(true)
            ctx.completeTransition(true)
        }
    }
}

final class StubbornSwipe: UIPercentDrivenInteractiveTransition {
    func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) {
        switch gestureRecognizer.state {
        case .changed: update(gestureRecognizer.translation(in: nil).x / 200)
        case .ended, .cancelled: cancel()
        default: break
        }
    }
}
