import Foundation

/// Self-sizing cells, as UIKit's flow layout runs them with an `estimatedItemSize`: a cell
/// just shown is asked `preferredLayoutAttributesFitting(_:)` with a copy of its attributes;
/// when the layout's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
/// agrees, the layout keeps the preferred size and is prepared again — the items after it move,
/// the content size follows, and cells not shown yet keep their estimates, as in UIKit
/// (`layoutAttributesForItem(at:)` says so). Apple calls estimated sizes approximate; so are
/// ours: a size is asked once per cell shown and kept until `reloadData()` (UIKit also asks
/// again when a cell is reused or the layout invalidated), and invalidation contexts are not
/// modelled — the whole layout is prepared again.
extension CollectionView {
    /// True when the layout took a new size for the cell.
    func askPreferredAttributes(of view: CollectionReusableView, for attributes: CollectionViewLayoutAttributes) -> Bool {
        let layout = collectionViewLayout
        guard layout.selfSizesItems, let original = attributes.copy() as? CollectionViewLayoutAttributes else { return false }
        let preferred = view.preferredLayoutAttributesFitting(original)
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) else {
            return false
        }
        layout.takePreferredAttributes(preferred)
        layoutDidInvalidate()
        return true
    }
}

extension CollectionReusableView {
    /// The default `preferredLayoutAttributesFitting(_:)`.
    func fittedLayoutAttributes(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let content = (self as? CollectionViewCell)?.contentView ?? self
        guard content.allViews().contains(where: { !$0.constraints.isEmpty }) else { return attributes }
        let fitted = content.systemLayoutSizeFitting(attributes.size)
        let size = CGSize(
            width: TableView.roundedUpToPixel(Double(fitted.width)), height: TableView.roundedUpToPixel(Double(fitted.height)))
        guard size != attributes.size, let copy = attributes.copy() as? CollectionViewLayoutAttributes else { return attributes }
        copy.size = size
        return copy
    }
}
