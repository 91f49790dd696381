import UIKit

/// A card's content that knows its height and asks for more when it expands.
final class ShareSheetViewController: UIViewController {
    private let rows = 4
    private let rowHeight: CGFloat = 56
    private(set) var isExpanded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for index in 0..<rows {
            let row = UIView(frame: CGRect(x: 16, y: 24 + CGFloat(index) * rowHeight, width: 300, height: rowHeight - 8))
            row.backgroundColor = UIColor(white: 0.94, alpha: 1)
            row.layer.cornerRadius = 8
            view.addSubview(row)
        }
        preferredContentSize = CGSize(width: 0, height: 48 + CGFloat(rows) * rowHeight)
    }

    func expand() {
        isExpanded = true
        preferredContentSize.height += 2 * rowHeight
    }
}
