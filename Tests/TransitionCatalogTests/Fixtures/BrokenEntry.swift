import UIKit

/// A deliberately broken entry (kept out of Catalog/): its push forgets to remove its
/// snapshot and never restores the hidden, half-faded from-view (which UIKit shows again on
/// the way back); its pop fades the popped view out (fine: it never comes back) and calls
/// completeTransition twice;
/// its interactive pop completes with `true` even when cancelled.
struct BrokenEntry: CatalogEntry, SetupCatalogEntry {
    let id = "broken-fixture"
    let title = "Broken"
    let summary = "Everything a checker should catch."
    let origin = "test fixture"
    let operations: [TransitionOperation] = [.push, .pop]
    let interactiveOperations: [TransitionOperation] = [.pop]
    let parameters: [ParameterSpec] = []

    func makeTransition(_ request: TransitionRequest) -> TransitionSetup {
        let window = UIWindow(frame: request.device.bounds)
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let from = UIViewController(), to = UIViewController()
        from.view.frame = container.bounds
        from.view.backgroundColor = .white
        to.view.frame = container.bounds
        to.view.backgroundColor = .black
        container.addSubview(from.view)
        let animator: any UIViewControllerAnimatedTransitioning = request.operation == .push ? LeakyPush() : DoubleCompletePop()
        return TransitionSetup(window: window, containerView: container, fromViewController: from, toViewController: to,
                               operation: request.operation, animator: animator,
                               interactionController: request.interactive ? StubbornSwipe() : nil)
    }

    func sampleGesture(for operation: TransitionOperation, device: Device) -> [GestureSample]? {
        [GestureSample(t: 0, phase: .began, x: 0, y: 300), GestureSample(t: 0.1, phase: .changed, x: 150, y: 300),
         GestureSample(t: 0.2, phase: .ended, x: 160, y: 300)]
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

final class StubbornSwipe: UIPercentDrivenInteractiveTransition, PanGestureHandling {
    func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) {
        switch gestureRecognizer.state {
        case .changed: update(gestureRecognizer.translation(in: nil).x / 200)
        case .ended, .cancelled: cancel()
        default: break
        }
    }
}
