//
//  HapticDismissInteraction.swift
//

import UIKit

/// Pan-down-to-dismiss for a modal card with a haptic tick when crossing the threshold.
final class HapticDismissInteraction: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {

    private(set) var isInteracting = false
    private weak var presentedViewController: UIViewController?
    private lazy var panGesture = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    private let feedback = UIImpactFeedbackGenerator(style: .medium)
    private let selectionFeedback = UISelectionFeedbackGenerator()
    private var didCrossThreshold = false

    func attach(to viewController: UIViewController) {
        presentedViewController = viewController
        panGesture.delegate = self
        panGesture.maximumNumberOfTouches = 1
        viewController.view.addGestureRecognizer(panGesture)
    }

    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translationY = gesture.translation(in: view).y
        let progress = max(0, min(1, translationY / max(view.bounds.height, 1)))

        switch gesture.state {
        case .began:
            isInteracting = true
            feedback.prepare()
            presentedViewController?.dismiss(animated: true)
        case .changed:
            let crossed = progress > 0.35
            if crossed != didCrossThreshold {
                didCrossThreshold = crossed
                feedback.impactOccurred()
            }
            update(progress)
        case .ended:
            isInteracting = false
            let velocity = gesture.velocity(in: view)
            if progress > 0.35 || velocity.y > 1000 {
                finish()
            } else {
                cancel()
                selectionFeedback.selectionChanged()
            }
            didCrossThreshold = false
        case .cancelled, .failed:
            isInteracting = false
            didCrossThreshold = false
            cancel()
        default:
            break
        }
    }

    // MARK: - UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: pan.view)
        return abs(velocity.y) > abs(velocity.x) && velocity.y > 0
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        return otherGestureRecognizer is UIPanGestureRecognizer && otherGestureRecognizer.view is UIScrollView
    }
}

final class NotificationHaptics {
    static func success() {
        let generator = UINotificationFeedbackGenerator()
        generator.prepare()
        generator.notificationOccurred(.success)
    }
}
