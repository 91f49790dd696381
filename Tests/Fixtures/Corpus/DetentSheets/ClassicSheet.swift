import UIKit

/// An iOS 13 app's compose screen: the default `.automatic` style, a card over the pushed-back
/// presenter, refusing the swipe down while there is a draft.
final class ComposeViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    var hasDraft = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        isModalInPresentation = hasDraft
        presentationController?.delegate = self
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        hasDraft = false
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        hasDraft = false
    }
}
