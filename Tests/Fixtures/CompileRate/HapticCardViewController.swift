import UIKit

class HapticCardViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private let feedback = UIImpactFeedbackGenerator(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        presentationController?.delegate = self
        isModalInPresentation = false
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 24
        }
        feedback.prepare()
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        feedback.impactOccurred()
    }

    func expand() {
        sheetPresentationController?.animateChanges {
            sheetPresentationController?.selectedDetentIdentifier = .large
        }
    }
}
