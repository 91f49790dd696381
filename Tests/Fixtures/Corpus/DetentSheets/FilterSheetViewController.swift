import Foundation
import UIKit

/// A filters panel shown at half height that grows to full height when "More" is tapped.
final class FilterSheetViewController: UIViewController {
    let moreButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        moreButton.setTitle("More filters", for: .normal)
        moreButton.frame = CGRect(x: 20, y: 40, width: 200, height: 44)
        moreButton.addTarget(self, action: #selector(showMore), for: .touchUpInside)
        view.addSubview(moreButton)
    }

    @objc func showMore() {
        guard let sheet = sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .large
        }
    }

    static func makeSheet() -> FilterSheetViewController {
        let filters = FilterSheetViewController()
        filters.modalPresentationStyle = .pageSheet
        if #available(iOS 15.0, *), let sheet = filters.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 20
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        return filters
    }
}
