import UIKit

/// Pull the photo down to close it: the pan starts the dismissal and drives its progress.
final class PullDownDismissInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    private weak var viewController: UIViewController?

    func attach(to viewController: UIViewController) {
        self.viewController = viewController
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        viewController.view.addGestureRecognizer(pan)
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let translation = pan.translation(in: view)
        let progress = min(max(translation.y / (view.bounds.height * 0.5), 0), 1)
        switch pan.state {
        case .began:
            isInteracting = true
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            if progress > 0.3 || pan.velocity(in: view).y > 1000 {
                completionSpeed = 0.8
                finish()
            } else {
                cancel()
            }
        case .cancelled, .failed:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}
