import UIKit

/// Vends the animators and captures the status bar's appearance for the viewer.
final class ModalTransitions: NSObject, UIViewControllerTransitioningDelegate {
    static let shared = ModalTransitions()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        StatusBarAwareAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        StatusBarAwareAnimator(presenting: false)
    }
}

extension MediaViewerController {
    static func makeForModal() -> MediaViewerController {
        let viewer = MediaViewerController()
        viewer.modalPresentationStyle = .custom
        viewer.modalPresentationCapturesStatusBarAppearance = true
        viewer.transitioningDelegate = ModalTransitions.shared
        return viewer
    }
}
