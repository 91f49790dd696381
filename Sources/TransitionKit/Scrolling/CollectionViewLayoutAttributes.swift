import Foundation

/// `UICollectionViewLayoutAttributes`: where a layout puts one element (a cell, or a header or
/// footer of a section) and how it looks there. The collection view applies them to the view it
/// shows for the element (`CollectionReusableView.apply(_:)`).
open class CollectionViewLayoutAttributes: NSObject, NSCopying {
    open var center = CGPoint.zero
    open var size = CGSize.zero
    open var transform3D = Transform3D.identity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath: IndexPath
    open private(set) var representedElementCategory: CollectionView.ElementCategory
    open private(set) var representedElementKind: String?

    public required override init() {
        indexPath = IndexPath(indexes: [0, 0])
        representedElementCategory = .cell
        super.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    open var transform: CGAffineTransform {
        get { transform3D.affine }
        set { transform3D = Transform3D(newValue) }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// What identifies the element in its collection view: its kind (nil for a cell) and index path.
    var elementKey: ElementKey { ElementKey(kind: representedElementKind, indexPath: indexPath) }
}

/// A shown element of a collection or table view: a cell (`kind` nil) or a section's header or footer.
struct ElementKey: Hashable, Comparable {
    var kind: String?
    var indexPath: IndexPath

    static func < (a: ElementKey, b: ElementKey) -> Bool {
        (a.kind ?? "", a.indexPath) < (b.kind ?? "", b.indexPath)
    }
}

extension IndexPath {
    /// UIKit's `section`, `item` and `row` (the UIKit module's names for apps; these for the engine).
    var sectionIndex: Int { self[0] }
    var itemIndex: Int { self[1] }
    init(_ item: Int, in section: Int) { self.init(indexes: [section, item]) }
}
