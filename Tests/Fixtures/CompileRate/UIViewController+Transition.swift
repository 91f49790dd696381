import UIKit
import ObjectiveC

private var transitionDelegateKey: UInt8 = 0

extension UIViewController {
    var retainedTransitionDelegate: UIViewControllerTransitioningDelegate? {
        get { objc_getAssociatedObject(self, &transitionDelegateKey) as? UIViewControllerTransitioningDelegate }
        set { objc_setAssociatedObject(self, &transitionDelegateKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    func presentCard(_ controller: UIViewController, from source: UIView? = nil) {
        let delegate = LoggingTransitionDelegate()
        controller.retainedTransitionDelegate = delegate
        controller.transitioningDelegate = delegate
        controller.modalPresentationStyle = .custom
        controller.modalPresentationCapturesStatusBarAppearance = true
        if UIDevice.current.userInterfaceIdiom == .pad, let source = source {
            controller.modalPresentationStyle = .popover
            controller.popoverPresentationController?.sourceView = source
            controller.popoverPresentationController?.sourceRect = source.bounds
            controller.popoverPresentationController?.permittedArrowDirections = [.up, .down]
        }
        UIView.performWithoutAnimation { self.view.layoutIfNeeded() }
        present(controller, animated: true) { self.setNeedsStatusBarAppearanceUpdate() }
    }
}
