import UIKit

/// A popover anchored to a button, kept as a popover on a phone by the adaptive delegate.
final class ShareMenuPopover: UIViewController, UIPopoverPresentationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        preferredContentSize = CGSize(width: 220, height: 160)
    }

    func prepare(from button: UIView) {
        modalPresentationStyle = .popover
        guard let popover = popoverPresentationController else { return }
        popover.sourceView = button
        popover.sourceRect = button.bounds
        popover.permittedArrowDirections = [.up, .down]
        popover.backgroundColor = .white
        popover.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .none
    }
}
