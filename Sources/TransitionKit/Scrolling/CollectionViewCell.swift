import Foundation

/// `UICollectionReusableView`: a view a collection view shows for an element and reuses once
/// the element scrolls out of sight.
open class CollectionReusableView: View {
    open internal(set) var reuseIdentifier: String?

    /// Called when the collection view takes the view off its reuse queue for a new element.
    open func prepareForReuse() {}

    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// Asked for each cell a self-sizing layout shows (CollectionView+SelfSizing.swift). By
    /// default the size Auto Layout gives the content — a cell's `contentView`, else the view —
    /// fitting the proposed size at `fittingSizeLevel` on both axes, rounded up to the screen's
    /// pixel; the attributes unchanged when that content has no constraints.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    )
        -> CollectionViewLayoutAttributes
    { fittedLayoutAttributes(layoutAttributes) }

    /// How a collection view makes a registered class: through this required initializer, which
    /// a subclass that overrides `init(frame:)` (as a cell class must, to be registered) inherits,
    /// and which calls that override. Swift cannot call a non-required initializer on a class
    /// known only at run time, as Objective-C does. docs/scrolling.md, "Registered classes".
    public required convenience init(_reusableFrame frame: CGRect) {
        self.init(frame: frame)
    }
}

/// `UICollectionViewCell`: content goes in `contentView`; selection and highlighting are
/// the collection view's.
open class CollectionViewCell: CollectionReusableView {
    public let contentView: View

    public override init(frame: CGRect = .zero) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.role = "contentView"
        addSubview(contentView)
    }

    open var isSelected = false {
        didSet { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) }
    }
    open var isHighlighted = false {
        didSet { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) }
    }

    open var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            layoutSubviews()
        }
    }

    open var selectedBackgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
                selectedBackgroundView.isHidden = !(isSelected || isHighlighted)
            }
            layoutSubviews()
        }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    /// The content view, background and selected background fill the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let fill = CGRect(origin: .zero, size: bounds.size)
        for view in [backgroundView, selectedBackgroundView, contentView] {
            if let view, view.frame != fill { view.frame = fill }
        }
    }
}
