import TransitionKit
import UIKit

/// A row of the kit's list: an optional 56-point thumbnail, a title and a separator inset to
/// the text, laid out in `layoutSubviews` as a custom cell is (the table's own separators are
/// off, as apps that draw their own have them).
open class ListRowCell: UITableViewCell {
    public static let reuseIdentifier = "ListRowCell"
    public let thumbnail = UIImageView()
    public let title = UILabel()
    public let separator = UIView()

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.role = "thumbnail"
        title.fontSize = 17
        title.textColor = .label
        title.role = "rowTitle"
        separator.backgroundColor = .separator
        separator.role = "separator"
        contentView.addSubview(thumbnail)
        contentView.addSubview(title)
        contentView.addSubview(separator)
        role = "row"
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        let showsThumbnail = thumbnail.image != nil
        thumbnail.isHidden = !showsThumbnail
        thumbnail.frame = CGRect(x: 16, y: 8, width: 56, height: 56)
        let textX = showsThumbnail ? 84.0 : 16.0
        title.frame = CGRect(x: textX, y: (bounds.height - 22) / 2, width: bounds.width - textX - 16, height: 22)
        separator.frame = CGRect(x: textX, y: bounds.height - 0.5, width: bounds.width - textX, height: 0.5)
    }
}

/// A plain table view as apps build one: a `UITableView` with a data source, rows 44 points
/// tall (a thumbnail row 72 with `thumbnails`), separators inset to the text, the content
/// starting under the navigation bar. Cells exist only for the rows on screen, as in UIKit.
open class ListViewController: ScenarioViewController, UITableViewDataSource, UITableViewDelegate {
    public let items: [String]
    public let showsThumbnails: Bool
    public private(set) var tableView: UITableView!

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

    /// Row `index`'s frame in the list's view: the table's `rectForRow(at:)`, converted.
    public func frameForRow(at index: Int) -> CGRect {
        _ = view
        return tableView.convert(tableView.rectForRow(at: IndexPath(row: index, section: 0)), to: view)
    }

    /// The cells on screen, top to bottom (laid out first).
    public var rows: [UITableViewCell] {
        _ = view
        tableView.layoutIfNeeded()
        return tableView.visibleCells
    }

    open override func loadView() {
        let root = makeRootView(.white)
        let table = UITableView(frame: root.bounds, style: .plain)
        table.rowHeight = rowHeight
        table.separatorStyle = .none
        table.contentInsetAdjustmentBehavior = .never
        table.contentInset = UIEdgeInsets(top: device.contentTop, left: 0, bottom: 0, right: 0)
        table.contentOffset = CGPoint(x: 0, y: -device.contentTop)
        table.register(ListRowCell.self, forCellReuseIdentifier: ListRowCell.reuseIdentifier)
        table.dataSource = self
        table.delegate = self
        root.addSubview(table)
        tableView = table
        view = root
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ListRowCell.reuseIdentifier, for: indexPath)
        guard let row = cell as? ListRowCell else { return cell }
        row.title.text = items[indexPath.row]
        row.thumbnail.image = showsThumbnails ? StockPhotos.photo(indexPath.row) : nil
        row.setNeedsLayout()
        return row
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
