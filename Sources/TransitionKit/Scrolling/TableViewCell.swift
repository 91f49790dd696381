import Foundation

/// A headless `UITableViewCell`. Its `contentView` fills the cell; the default style's
/// `imageView` and `textLabel` sit in it as UIKit places them: the image at the leading margin
/// (16 points, 20 on views wider than 400), centred vertically at its own size up to the row's
/// height, the label from the margin (or 16 points after the image) to the trailing margin,
/// the row's height. The subtitle and value styles' `detailTextLabel`, accessories and
/// separators are not drawn (reported where used: docs/scrolling.md).
open class TableViewCell: View {
    public let contentView = View()
    open private(set) var reuseIdentifier: String?
    public let style: CellStyle

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.role = "contentView"
        addSubview(contentView)
    }

    /// UIKit's `init(frame:)` for a cell is the default style without an identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table view makes a registered class: a required initializer a subclass overriding
    /// `init(style:reuseIdentifier:)` inherits and which calls that override (docs/scrolling.md,
    /// "Registered classes").
    public required convenience init(_reusableStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    private var madeTextLabel: Label?
    private var madeDetailTextLabel: Label?
    private var madeImageView: ImageView?

    /// Made on first use, as UIKit's.
    open var textLabel: Label? {
        if let madeTextLabel { return madeTextLabel }
        let label = Label()
        label.role = "textLabel"
        contentView.addSubview(label)
        madeTextLabel = label
        setNeedsLayout()
        return label
    }

    open var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if let madeDetailTextLabel { return madeDetailTextLabel }
        Timeline.current?.noteUnmodelled("UITableViewCell.detailTextLabel (placed at the text label's place)", on: self)
        let label = Label()
        label.role = "detailTextLabel"
        contentView.addSubview(label)
        madeDetailTextLabel = label
        return label
    }

    open var imageView: ImageView? {
        if let madeImageView { return madeImageView }
        let view = ImageView()
        view.role = "imageView"
        contentView.addSubview(view)
        madeImageView = view
        setNeedsLayout()
        return view
    }

    open var accessoryType: AccessoryType = .none {
        didSet {
            if accessoryType != .none { Timeline.current?.noteUnmodelled("UITableViewCell.accessoryType (not drawn)", on: self) }
        }
    }
    open var accessoryView: View? {
        didSet { if accessoryView != nil { Timeline.current?.noteUnmodelled("UITableViewCell.accessoryView (not shown)", on: self) } }
    }
    open var editingAccessoryType: AccessoryType = .none
    open var selectionStyle: SelectionStyle = .default
    open var separatorInset = EdgeInsets(left: 16)
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    open var selectedBackgroundView: View?

    open var isSelected = false
    open var isHighlighted = false

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        let fill = CGRect(origin: .zero, size: bounds.size)
        if contentView.frame != fill { contentView.frame = fill }
        if let backgroundView, backgroundView.frame != fill { backgroundView.frame = fill }
        let margin: Double = bounds.width > 400 ? 20 : 16
        var textStart = margin
        if let imageView = madeImageView, let image = imageView.image {
            let side = Swift.min(image.size.height, bounds.height)
            let width = image.size.height > 0 ? image.size.width * side / image.size.height : 0
            imageView.frame = CGRect(x: margin, y: (bounds.height - side) / 2, width: width, height: side)
            textStart = imageView.frame.maxX + 16
        }
        for label in [madeTextLabel, madeDetailTextLabel].compactMap({ $0 }) {
            let frame = CGRect(x: textStart, y: 0, width: Swift.max(0, bounds.width - textStart - margin), height: bounds.height)
            if label.frame != frame { label.frame = frame }
        }
    }
}

extension TableViewCell {
    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    /// `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }
}
