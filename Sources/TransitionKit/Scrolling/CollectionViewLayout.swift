import Foundation

/// `UICollectionViewLayout`: the abstract layout a collection view asks where its elements go.
/// An app's own subclass works as in UIKit — the collection view calls `prepare()` when the
/// layout is invalid, reads `collectionViewContentSize`, and shows the elements
/// `layoutAttributesForElements(in:)` gives for its visible rect.
open class CollectionViewLayout: NSObject {
    open internal(set) weak var collectionView: CollectionView?

    public override init() { super.init() }

    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }

    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    )
        -> CollectionViewLayoutAttributes?
    { nil }

    /// Marks the layout for a new `prepare()` at the collection view's next layout.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate()
    }

    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// UIKit's default answer: no. A self-sizing layout (the flow layout with an
    /// `estimatedItemSize`) says yes when the cell's preferred size differs.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Whether the collection view asks its cells for their preferred attributes (the engine's
    /// switch; UIKit asks every cell and lets the layout decide).
    var selfSizesItems: Bool { false }
    /// A preferred size the layout agreed to take (`shouldInvalidateLayout(forPreferred…)`
    /// answered yes): kept until the data reloads.
    func takePreferredAttributes(_ attributes: CollectionViewLayoutAttributes) {}
    /// The collection view reloaded its data.
    func dataDidReload() {}

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}
