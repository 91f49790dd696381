import TransitionKit
import UIKit

/// A plain table view's look: rows 44 points tall (a thumbnail row 72 with `thumbnails`),
/// separators inset 16 points, starting under the navigation bar. `rows[i]` is a real view
/// with its frame, for animators that start from a tapped row.
open class ListViewController: ScenarioViewController {
    public let items: [String]
    public let showsThumbnails: Bool
    public private(set) var rows: [UIView] = []

    public init(device: Device, title: String = "List", items: [String]? = nil, thumbnails: Bool = false) {
        self.items = items ?? (1...30).map { "Item \($0)" }
        showsThumbnails = thumbnails
        super.init(device: device)
        self.title = title
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public var rowHeight: Double { showsThumbnails ? 72 : 44 }

    /// Row `index`'s frame in the list's view.
    public func frameForRow(at index: Int) -> CGRect {
        CGRect(x: 0, y: device.contentTop + Double(index) * rowHeight, width: device.screenSize.width, height: rowHeight)
    }

    open override func loadView() {
        let root = makeRootView(.white)
        let width = device.screenSize.width
        let visible = Int((device.screenSize.height - device.contentTop) / rowHeight) + 1
        for (index, item) in items.prefix(visible).enumerated() {
            let row = UIView(frame: frameForRow(at: index))
            row.role = "row"
            var textX = 16.0
            if showsThumbnails {
                row.addSubview(
                    UIImageView.make(
                        photo: StockPhotos.photo(index), frame: CGRect(x: 16, y: 8, width: 56, height: 56),
                        role: "thumbnail"))
                textX = 84
            }
            row.addSubview(
                UILabel.make(
                    frame: CGRect(x: textX, y: (rowHeight - 22) / 2, width: width - textX - 16, height: 22),
                    text: item, role: "rowTitle"))
            let separator = UIView(frame: CGRect(x: textX, y: rowHeight - 0.5, width: width - textX, height: 0.5))
            separator.backgroundColor = .separator
            separator.role = "separator"
            row.addSubview(separator)
            root.addSubview(row)
            rows.append(row)
        }
        view = root
    }
}

/// A full-width rounded card with a photo and a title, as the App Store's Today tab shows
/// one; `cardView` is where a card-expansion animator starts.
open class FeaturedCardViewController: ScenarioViewController {
    public static let cornerRadius = 16.0
    public let cardView = UIView()
    public let imageView: UIImageView
    public let headline: String

    public init(device: Device, headline: String = "Today", image: UIImage = StockPhotos.photo(1)) {
        self.headline = headline
        imageView = UIImageView(image: image)
        super.init(device: device)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The card's frame in the view: 20-point margins, 4:5, under the large title.
    public var cardFrame: CGRect {
        let width = Swift.min(device.screenSize.width - 40, 500)
        return CGRect(
            x: (device.screenSize.width - width) / 2, y: device.safeAreaInsets.top + 64,
            width: width, height: width * 1.25)
    }

    open override func loadView() {
        let root = makeRootView(.secondarySystemBackground)
        root.addSubview(
            UILabel.make(
                frame: CGRect(x: 20, y: device.safeAreaInsets.top + 12, width: 300, height: 41),
                text: headline, fontSize: 34, weight: .bold, role: "largeTitle"))
        cardView.frame = cardFrame
        cardView.backgroundColor = .white
        cardView.layer.cornerRadius = Self.cornerRadius
        cardView.clipsToBounds = true
        cardView.role = "card"
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = cardView.bounds
        imageView.role = "cardImage"
        cardView.addSubview(imageView)
        cardView.addSubview(
            UILabel.make(
                frame: CGRect(x: 20, y: cardView.bounds.height - 64, width: cardView.bounds.width - 40, height: 44),
                text: "Featured", fontSize: 28, weight: .bold, color: .white, role: "cardTitle"))
        root.addSubview(cardView)
        view = root
    }
}
