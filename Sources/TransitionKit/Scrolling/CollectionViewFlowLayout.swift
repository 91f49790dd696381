import Foundation

/// `UICollectionViewFlowLayout`: items in lines (rows when scrolling vertically, columns when
/// scrolling horizontally), sections one after another, each with an optional header and footer.
///
/// Apple documents that items are packed per line with at least `minimumInteritemSpacing`
/// between them and that the spacing "may be adjusted upward"; how is not documented. The
/// engine follows what UIKit is observed to do (docs/engine.md, "Collection views"):
///
/// - as many items go on a line as fit in the section's width (the collection view's bounds
///   less the adjusted content inset and the section inset) with the minimum spacing, at least
///   one;
/// - a line of two or more items is justified: its first item at the section inset, its last at
///   the far edge, the space left shared equally between the items — the last line too;
/// - a line of one item centres it;
/// - across the line, each item is centred in the line's thickness (its largest item);
/// - lines are `minimumLineSpacing` apart; the header comes before the section inset, the
///   footer after it, each as long as the collection view is wide (or tall, scrolling
///   horizontally).
///
/// With an `estimatedItemSize` items self-size: each gets the estimate (with `automaticSize`,
/// `itemSize`) until its cell is shown, then the size its cell prefers
/// (CollectionView+SelfSizing.swift), and the lines are laid out again.
open class CollectionViewFlowLayout: CollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = EdgeInsets() { didSet { invalidateLayout() } }
    open var scrollDirection: CollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    /// `UICollectionViewFlowLayout.automaticSize`, for `estimatedItemSize`.
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// Sizes self-sizing cells preferred, until the data reloads.
    var preferredItemSizes: [IndexPath: CGSize] = [:]
    private var items: [[CollectionViewLayoutAttributes]] = []
    private var supplementary: [String: [Int: CollectionViewLayoutAttributes]] = [:]
    private var contentSize = CGSize.zero

    public override init() { super.init() }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        items = []
        supplementary = [:]
        contentSize = .zero
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        // Along: the scrolling axis; across: the lines' length.
        let across =
            vertical ? collectionView.bounds.width - inset.left - inset.right : collectionView.bounds.height - inset.top - inset.bottom
        var along = 0.0
        for section in 0..<collectionView.numberOfSections {
            let metrics = SectionMetrics(layout: self, collectionView: collectionView, section: section)
            if metrics.header.along > 0 {
                addSupplementary(CollectionView.elementKindSectionHeader, section, at: along, length: metrics.header.along, across: across)
                along += metrics.header.along
            }
            along += metrics.insetBefore
            let lineLength = across - metrics.insetStart - metrics.insetEnd
            var attributes: [CollectionViewLayoutAttributes] = []
            let count = collectionView.numberOfItems(inSection: section)
            var start = 0
            while start < count {
                var end = start + 1
                var used = metrics.size(of: start).across
                while end < count, used + metrics.interitem + metrics.size(of: end).across <= lineLength {
                    used += metrics.interitem + metrics.size(of: end).across
                    end += 1
                }
                let sizes = (start..<end).map(metrics.size(of:))
                let thickness = sizes.map(\.along).max() ?? 0
                let total = sizes.map(\.across).reduce(0, +)
                let gap = sizes.count > 1 ? (lineLength - total) / Double(sizes.count - 1) : 0
                var position = sizes.count > 1 ? metrics.insetStart : metrics.insetStart + Swift.max(0, (lineLength - total) / 2)
                for (offset, size) in sizes.enumerated() {
                    let item = CollectionViewLayoutAttributes(forCellWith: IndexPath(start + offset, in: section))
                    let lineOffset = along + (thickness - size.along) / 2
                    item.frame =
                        vertical
                        ? CGRect(x: position, y: lineOffset, width: size.across, height: size.along)
                        : CGRect(x: lineOffset, y: position, width: size.along, height: size.across)
                    attributes.append(item)
                    position += size.across + gap
                }
                along += thickness
                start = end
                if start < count { along += metrics.lineSpacing }
            }
            along += metrics.insetAfter
            items.append(attributes)
            if metrics.footer.along > 0 {
                addSupplementary(CollectionView.elementKindSectionFooter, section, at: along, length: metrics.footer.along, across: across)
                along += metrics.footer.along
            }
        }
        contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
        if flipsHorizontallyInOppositeLayoutDirection, collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection {
            mirrorHorizontally()
        }
    }

    /// Right to left, the layout's left is the content's right: every frame mirrored across
    /// the content's width (ours: the flow layout flips its own attributes, so a subclass
    /// calling `super` sees them flipped).
    private func mirrorHorizontally() {
        let width = contentSize.width
        for attributes in items.joined() + supplementary.values.flatMap(\.values) {
            attributes.center.x = width - attributes.center.x
        }
    }

    /// UIKit's flow layout flips its lines in a right-to-left collection view (observed).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    private func addSupplementary(_ kind: String, _ section: Int, at along: Double, length: Double, across: Double) {
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(indexes: [section, 0]))
        attributes.frame =
            scrollDirection == .vertical
            ? CGRect(x: 0, y: along, width: across, height: length) : CGRect(x: along, y: 0, width: length, height: across)
        supplementary[kind, default: [:]][section] = attributes
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let cells = items.joined().filter { $0.frame.intersects(rect) }
        let views = supplementary.values.flatMap(\.values).filter { $0.frame.intersects(rect) }
        return (cells + views).sorted { $0.elementKey < $1.elementKey }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, items.indices.contains(indexPath.sectionIndex),
            items[indexPath.sectionIndex].indices.contains(indexPath.itemIndex)
        else { return nil }
        return items[indexPath.sectionIndex][indexPath.itemIndex]
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    )
        -> CollectionViewLayoutAttributes?
    {
        guard indexPath.count >= 1 else { return nil }
        return supplementary[elementKind]?[indexPath.sectionIndex]
    }

    // Self-sizing (CollectionView+SelfSizing.swift).
    override var selfSizesItems: Bool { estimatedItemSize != .zero }

    /// UIKit's flow layout invalidates when a self-sizing cell prefers another size.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        selfSizesItems && preferredAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    override func takePreferredAttributes(_ attributes: CollectionViewLayoutAttributes) {
        preferredItemSizes[attributes.indexPath] = attributes.size
    }

    override func dataDidReload() { preferredItemSizes = [:] }

    /// A new width (height, scrolling horizontally) changes the lines.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return scrollDirection == .vertical
            ? newBounds.width != collectionView.bounds.width : newBounds.height != collectionView.bounds.height
    }
}

extension CollectionViewFlowLayout {
    /// `UICollectionViewFlowLayout.SectionInsetReference`: only `.fromContentInset` is modelled.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset = 0
        case fromSafeArea = 1
        case fromLayoutMargins = 2
    }
}

/// One section's sizes, from the delegate's flow-layout methods where it has them, else the
/// layout's properties, in the scrolling direction's terms.
private struct SectionMetrics {
    let insetBefore, insetAfter, insetStart, insetEnd: Double
    let lineSpacing, interitem: Double
    let header, footer: (along: Double, across: Double)
    private let sizes: [(along: Double, across: Double)]

    init(layout: CollectionViewFlowLayout, collectionView: CollectionView, section: Int) {
        let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
        func ask<T>(_ call: (any CollectionViewDelegateFlowLayout) -> T) -> T? {
            guard let delegate else { return nil }
            return OptionalRequirementCall.result { call(delegate) }
        }
        let vertical = layout.scrollDirection == .vertical
        func oriented(_ size: CGSize) -> (along: Double, across: Double) {
            vertical ? (size.height, size.width) : (size.width, size.height)
        }
        let inset = ask { $0.collectionView(collectionView, layout: layout, insetForSectionAt: section) } ?? layout.sectionInset
        insetBefore = vertical ? inset.top : inset.left
        insetAfter = vertical ? inset.bottom : inset.right
        insetStart = vertical ? inset.left : inset.top
        insetEnd = vertical ? inset.right : inset.bottom
        lineSpacing =
            ask { $0.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section) }
            ?? layout.minimumLineSpacing
        interitem =
            ask { $0.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section) }
            ?? layout.minimumInteritemSpacing
        header = oriented(
            ask { $0.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section) }
                ?? layout.headerReferenceSize)
        footer = oriented(
            ask { $0.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section) }
                ?? layout.footerReferenceSize)
        let estimated = layout.estimatedItemSize
        let fallback = estimated == .zero || estimated == CollectionViewFlowLayout.automaticSize ? layout.itemSize : estimated
        sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
            let indexPath = IndexPath(item, in: section)
            return oriented(
                layout.preferredItemSizes[indexPath]
                    ?? ask { $0.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) } ?? fallback)
        }
    }

    func size(of item: Int) -> (along: Double, across: Double) { sizes[item] }
}
