import Foundation

/// `NSCollectionLayoutDimension`: a length absolute, or a fraction of the container's width or
/// height. An estimated one is laid out at its estimate (self-sizing is not modelled; reported).
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth, fractionalWidth) }
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight, fractionalHeight) }
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute, absoluteDimension) }
    public class func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`.
    func resolve(in size: CGSize) -> Double {
        switch kind {
        case .fractionalWidth: return size.width * dimension
        case .fractionalHeight: return size.height * dimension
        case .absolute: return dimension
        case .estimated:
            Timeline.current?.noteUnmodelled("NSCollectionLayoutDimension.estimated (laid out at the estimate)")
            return dimension
        }
    }
}

/// `NSCollectionLayoutSize`.
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    func resolve(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: size), height: heightDimension.resolve(in: size))
    }
}

/// `NSCollectionLayoutSpacing`: fixed spacing is modelled; flexible is laid out as fixed (reported).
open class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(fixedSpacing, flexible: false) }
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(flexibleSpacing, flexible: true)
    }
}

/// `NSCollectionLayoutItem`: one cell's size in its group.
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// Appends the frames of the cells this item holds (one, or a group's), placed at `origin`
    /// in a container of `container` size, up to `limit` frames in all; returns the item's size.
    func place(at origin: CGPoint, in container: CGSize, into frames: inout [CGRect], limit: Int) -> CGSize {
        let size = layoutSize.resolve(in: container)
        if frames.count < limit { frames.append(CGRect(origin: origin, size: size)) }
        return size
    }
}

/// `NSCollectionLayoutGroup`: items side by side (horizontal) or stacked (vertical).
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public let subitems: [NSCollectionLayoutItem]
    let isHorizontal: Bool
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool) {
        self.subitems = subitems
        isHorizontal = horizontal
        super.init(layoutSize: layoutSize)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false)
    }

    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: count), horizontal: true)
    }

    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: count), horizontal: false)
    }

    /// Subitems in order, each sized against the group; repeated (as UIKit does with one
    /// subitem) while they fit.
    override func place(at origin: CGPoint, in container: CGSize, into frames: inout [CGRect], limit: Int) -> CGSize {
        let size = layoutSize.resolve(in: container)
        if interItemSpacing?.isFlexibleSpacing == true {
            Timeline.current?.noteUnmodelled("NSCollectionLayoutSpacing.flexible (laid out as fixed)")
        }
        let spacing = Double(interItemSpacing?.spacing ?? 0)
        var position = 0.0
        let length = isHorizontal ? size.width : size.height
        // One subitem fills the group, repeated while it fits (UIKit's rule); several are each placed once.
        let repeats = subitems.count == 1
        var index = 0
        while frames.count < limit, !subitems.isEmpty, repeats || index < subitems.count {
            let item = repeats ? subitems[0] : subitems[index]
            let itemSize = item.layoutSize.resolve(in: size)
            let along = isHorizontal ? itemSize.width : itemSize.height
            if repeats && index > 0 && (along <= 0 || position + along > length + 1e-9) { break }
            let at = isHorizontal ? CGPoint(x: origin.x + position, y: origin.y) : CGPoint(x: origin.x, y: origin.y + position)
            _ = item.place(at: at, in: size, into: &frames, limit: limit)
            position += along + spacing
            index += 1
        }
        return size
    }
}

/// `NSCollectionLayoutSection`: the group repeated down the collection view.
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none {
        didSet {
            if orthogonalScrollingBehavior != .none {
                Timeline.current?.noteUnmodelled("NSCollectionLayoutSection.orthogonalScrollingBehavior (laid out without scrolling)")
            }
        }
    }

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous = 1
    case continuousGroupLeadingBoundary = 2
    case paging = 3
    case groupPaging = 4
    case groupPagingCentered = 5
}

/// `UICollectionViewCompositionalLayout` with one section description for every section:
/// groups repeated down the width the adjusted content inset leaves, `interGroupSpacing` apart;
/// items sized against their group, fractions of the group's size. Supplementary items,
/// decoration, orthogonal scrolling and self-sizing are not modelled (reported where used).
open class UICollectionViewCompositionalLayout: CollectionViewLayout {
    public let section: NSCollectionLayoutSection
    private var attributes: [[CollectionViewLayoutAttributes]] = []
    private var contentSize = CGSize.zero

    public init(section: NSCollectionLayoutSection) {
        self.section = section
        super.init()
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        attributes = []
        guard let collectionView else { return }
        let inset = collectionView.adjustedContentInset
        let container = CGSize(
            width: collectionView.bounds.width - inset.left - inset.right,
            height: collectionView.bounds.height - inset.top - inset.bottom)
        var top = 0.0
        for sectionIndex in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: sectionIndex)
            var frames: [CGRect] = []
            var first = true
            while frames.count < count {
                if !first { top += section.interGroupSpacing }
                first = false
                let before = frames.count
                let size = section.group.place(at: CGPoint(x: 0, y: top), in: container, into: &frames, limit: count)
                top += size.height
                if frames.count == before { break }
            }
            attributes.append(
                frames.enumerated().map { item, frame in
                    let made = CollectionViewLayoutAttributes(forCellWith: IndexPath(item, in: sectionIndex))
                    made.frame = frame
                    return made
                })
        }
        contentSize = CGSize(width: container.width, height: top)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        attributes.joined().filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard attributes.indices.contains(indexPath.sectionIndex), attributes[indexPath.sectionIndex].indices.contains(indexPath.itemIndex)
        else { return nil }
        return attributes[indexPath.sectionIndex][indexPath.itemIndex]
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }
}
