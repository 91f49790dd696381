import UIKit

/// Drives the pop from a left-edge pan; finishes past half way or on a fast flick.
class EdgePanPopInteraction: UIPercentDrivenInteractiveTransition {
    weak var navigationController: UINavigationController?
    weak var coordinator: NavigationTransitionCoordinator?
    private var shouldFinish = false

    func attach(to viewController: UIViewController) {
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdgePan(_:)))
        pan.edges = .left
        viewController.view.addGestureRecognizer(pan)
    }

    @objc func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view.superview)
        let progress = max(0, min(1, translation.x / view.bounds.width))
        switch gesture.state {
        case UIGestureRecognizerState.began:
            coordinator?.interactionController = self
            navigationController?.popViewController(animated: true)
        case UIGestureRecognizerState.changed:
            shouldFinish = progress > 0.5 || gesture.velocity(in: view).x > 800
            update(progress)
        case UIGestureRecognizerState.ended:
            shouldFinish ? finish() : cancel()
            coordinator?.interactionController = nil
        case UIGestureRecognizerState.cancelled:
            cancel()
            coordinator?.interactionController = nil
        default:
            break
        }
    }
}
