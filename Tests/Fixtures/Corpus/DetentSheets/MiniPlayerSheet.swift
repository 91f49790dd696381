import UIKit

/// A compact "now playing" sheet with a custom detent of its own height (iOS 16).
final class MiniPlayerSheet: UIViewController, UISheetPresentationControllerDelegate {
    static let compact = UISheetPresentationController.Detent.Identifier("compact")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.12, green: 0.12, blue: 0.14, alpha: 1)
        let artwork = UIImageView(image: UIImage(named: "album-artwork"))
        artwork.frame = CGRect(x: 16, y: 24, width: 64, height: 64)
        artwork.layer.cornerRadius = 6
        artwork.clipsToBounds = true
        view.addSubview(artwork)
    }

    func configure() {
        modalPresentationStyle = .pageSheet
        guard let sheet = sheetPresentationController else { return }
        let compact = UISheetPresentationController.Detent.custom(identifier: Self.compact) { context in
            min(120, context.maximumDetentValue * 0.3)
        }
        sheet.detents = [compact, .large()]
        sheet.largestUndimmedDetentIdentifier = Self.compact
        sheet.delegate = self
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        view.alpha = sheetPresentationController.selectedDetentIdentifier == .large ? 1 : 0.95
    }
}
