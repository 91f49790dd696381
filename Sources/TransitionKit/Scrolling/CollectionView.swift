import Foundation

/// A headless `UICollectionView`: a scroll view whose layout places the data source's items,
/// and which shows a cell only for the items its visible rect (the bounds) meets — as UIKit
/// does, `cellForItem(at:)` is nil for the others, and a cell that scrolls out of sight goes
/// to the reuse queue of its identifier. Cells are made, placed and reused at the collection
/// view's layout (the end of the turn, or `layoutIfNeeded()`), as in UIKit; a tap on a cell
/// selects it (CollectionView+Selection.swift). docs/scrolling.md has the rules.
open class CollectionView: ScrollView {
    open var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutDidInvalidate()
        }
    }

    open weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }

    open var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isPrefetchingEnabled = true
    open var remembersLastFocusedIndexPath = false

    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        addSelectionRecognizer("_selectTappedItem:") { ($0 as? CollectionView)?.selectTappedItem(at: $1) }
    }

    /// The delegate, as a collection view's (UIKit's `delegate` property is the scroll view's,
    /// typed `UICollectionViewDelegate` there; Swift cannot narrow a property's type in a subclass).
    var collectionDelegate: (any CollectionViewDelegate)? { delegate as? any CollectionViewDelegate }

    // MARK: Registration and reuse

    var registeredClasses: [ElementRegistration: AnyClass] = [:]
    var reuseQueues: [ElementRegistration: [CollectionReusableView]] = [:]

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredClasses[ElementRegistration(kind: nil, identifier: identifier)] = cellClass
    }

    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registeredClasses[ElementRegistration(kind: elementKind, identifier: identifier)] = viewClass
    }

    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        let view = dequeue(ElementRegistration(kind: nil, identifier: identifier), attributes: layoutAttributesForItem(at: indexPath))
        guard let cell = view as? CollectionViewCell else {
            TransitionProblem.report(
                "unregistered-cell",
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier"
            )
            return CollectionViewCell(frame: view.frame)
        }
        return cell
    }

    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        dequeue(
            ElementRegistration(kind: elementKind, identifier: identifier),
            attributes: layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath))
    }

    /// A view off the identifier's queue (`prepareForReuse()` called) or a new one of the
    /// registered class, with the element's layout attributes applied, as UIKit hands it to
    /// the data source.
    private func dequeue(_ registration: ElementRegistration, attributes: CollectionViewLayoutAttributes?) -> CollectionReusableView {
        let view: CollectionReusableView
        if var queue = reuseQueues[registration], !queue.isEmpty {
            view = queue.removeFirst()
            reuseQueues[registration] = queue
            view.prepareForReuse()
        } else if let made = (registeredClasses[registration] as? CollectionReusableView.Type)?.init(
            _reusableFrame: attributes?.frame ?? .zero)
        {
            view = made
            view.reuseIdentifier = registration.identifier
        } else {
            TransitionProblem.report(
                "unregistered-cell",
                "could not dequeue a view of kind: \(registration.kind ?? "UICollectionElementKindCell") with identifier \(registration.identifier) - must register a nib or a class for the identifier"
            )
            view = registration.kind == nil ? CollectionViewCell() : CollectionReusableView()
            view.reuseIdentifier = registration.identifier
        }
        if let attributes { show(view, with: attributes) }
        return view
    }

    func enqueue(_ view: CollectionReusableView, kind: String?) {
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else { return }
        reuseQueues[ElementRegistration(kind: kind, identifier: identifier), default: []].append(view)
    }

    // MARK: Data

    /// The counts, asked of the data source once per reload.
    var itemCounts: [Int]?
    /// Whether the layout must `prepare()` again before it is read.
    var layoutIsInvalid = true
    /// The views shown, by element.
    var shownElements: [ElementKey: CollectionReusableView] = [:]
    var selectedIndexPaths: [IndexPath] = []

    /// Forgets the counts and the cells shown; the next layout asks the data source again.
    open func reloadData() {
        itemCounts = nil
        collectionViewLayout.dataDidReload()
        for (key, view) in shownElements {
            if let cell = view as? CollectionViewCell {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            }
            enqueue(view, kind: key.kind)
        }
        shownElements = [:]
        layoutDidInvalidate()
    }

    open var numberOfSections: Int { counts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        let counts = counts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    private var counts: [Int] {
        if let itemCounts { return itemCounts }
        guard let dataSource else { return [] }
        let sections = Swift.max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sections).map { Swift.max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        itemCounts = counts
        return counts
    }

    func layoutDidInvalidate() {
        layoutIsInvalid = true
        setNeedsLayout()
    }

    /// Prepares the layout when it is invalid, and takes its content size.
    func prepareLayoutIfNeeded() {
        for _ in 0..<3 where layoutIsInvalid {
            layoutIsInvalid = false
            collectionViewLayout.prepare()
            contentSize = collectionViewLayout.collectionViewContentSize
            reportRightToLeftGaps()
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue.size != super.bounds.size, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                layoutIsInvalid = true
            }
            super.bounds = newValue
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let size = super.bounds.size
            super.frame = newValue
            if super.bounds.size != size { layoutIsInvalid = true }
        }
    }

    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        layoutIsInvalid = true
        setNeedsLayout()
    }

    override func contentOffsetDidChange() { setNeedsLayout() }

    // MARK: Layout

    open override func layoutSubviews() {
        prepareLayoutIfNeeded()
        super.layoutSubviews()
        prepareLayoutIfNeeded()
        if let backgroundView {
            let frame = CGRect(origin: bounds.origin, size: bounds.size)
            if backgroundView.frame != frame { backgroundView.frame = frame }
        }
        updateShownElements()
    }

    /// Shows a view for every element the layout puts in the bounds and takes the others away.
    func updateShownElements() {
        // A self-sizing cell that changes its size moves the items after it: lay out again
        // (each pass asks only new cells, so this ends).
        var passes = 0
        while showElements(), passes < 8 {
            passes += 1
            prepareLayoutIfNeeded()
        }
    }

    /// Shows a view for every element the layout puts in the bounds and takes the others away;
    /// true when a new cell's preferred size invalidated the layout.
    private func showElements() -> Bool {
        guard dataSource != nil else { return false }
        var invalidated = false
        let visible = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.frame.intersects(bounds) }
        var keep: [ElementKey: CollectionViewLayoutAttributes] = [:]
        for attributes in visible { keep[attributes.elementKey] = attributes }
        for (key, view) in shownElements where keep[key] == nil {
            shownElements[key] = nil
            if let cell = view as? CollectionViewCell {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            }
            enqueue(view, kind: key.kind)
        }
        for key in keep.keys.sorted() {
            guard let attributes = keep[key] else { continue }
            if let view = shownElements[key] {
                show(view, with: attributes)
                continue
            }
            let view = makeView(for: attributes)
            shownElements[key] = view
            if let cell = view as? CollectionViewCell {
                cell.isSelected = selectedIndexPaths.contains(key.indexPath)
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
            }
            insertSubview(view, at: insertionIndex(for: key))
            if key.kind == nil, askPreferredAttributes(of: view, for: attributes) { invalidated = true }
        }
        return invalidated
    }

    private func makeView(for attributes: CollectionViewLayoutAttributes) -> CollectionReusableView {
        guard let dataSource else { return CollectionReusableView() }
        let view: CollectionReusableView
        if let kind = attributes.representedElementKind {
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
        } else {
            view = dataSource.collectionView(self, cellForItemAt: attributes.indexPath)
        }
        show(view, with: attributes)
        return view
    }

    /// Cells and supplementary views in element order, above the background view.
    private func insertionIndex(for key: ElementKey) -> Int {
        let following = shownElements.filter { $0.key > key && $0.value.superview === self }.map(\.value)
        if let index = subviews.firstIndex(where: { view in following.contains { $0 === view } }) { return index }
        let shown = subviews.lastIndex { view in shownElements.values.contains { $0 === view } }
        return shown.map { $0 + 1 } ?? (backgroundView?.superview === self ? 1 : 0)
    }

    /// Puts a view where its attributes say, as UIKit applies them.
    func show(_ view: CollectionReusableView, with attributes: CollectionViewLayoutAttributes) {
        if view.transform3D != attributes.transform3D { view.transform3D = attributes.transform3D }
        if view.bounds.size != attributes.size { view.bounds = CGRect(origin: view.bounds.origin, size: attributes.size) }
        if view.center != attributes.center { view.center = attributes.center }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        if view.layer.zPosition != Double(attributes.zIndex) { view.layer.zPosition = Double(attributes.zIndex) }
        view.apply(attributes)
        view.layoutIfNeeded()
    }

    // MARK: Reading what is shown

    open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        shownElements[ElementKey(kind: nil, indexPath: indexPath)] as? CollectionViewCell
    }

    open var visibleCells: [CollectionViewCell] {
        shownElements.filter { $0.key.kind == nil }.sorted { $0.key < $1.key }.compactMap { $0.value as? CollectionViewCell }
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        shownElements.keys.filter { $0.kind == nil }.sorted().map(\.indexPath)
    }

    open func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        shownElements.first { $0.key.kind == nil && $0.value === cell }?.key.indexPath
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        shownElements[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        shownElements.filter { $0.key.kind == elementKind }.sorted { $0.key < $1.key }.map(\.value)
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        shownElements.keys.filter { $0.kind == elementKind }.sorted().map(\.indexPath)
    }

    /// The item whose layout frame contains `point` (the collection view's coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let rect = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes (the layout prepared first if it is invalid).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    )
        -> CollectionViewLayoutAttributes?
    {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Scrolling to an item

    /// Scrolls so the item sits where `scrollPosition` says in the area inside the adjusted
    /// inset, brought into the scrolling range (an axis the position does not name keeps its offset).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            TransitionProblem.report("invalid-index-path", "attempt to scroll to invalid index path: \(indexPath)")
            return
        }
        let inset = adjustedContentInset
        var target = contentOffset
        let height = bounds.height - inset.top - inset.bottom
        let width = bounds.width - inset.left - inset.right
        if scrollPosition.contains(.top) {
            target.y = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            target.y = frame.midY - inset.top - height / 2
        } else if scrollPosition.contains(.bottom) {
            target.y = frame.maxY - inset.top - height
        }
        if scrollPosition.contains(.left) {
            target.x = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            target.x = frame.midX - inset.left - width / 2
        } else if scrollPosition.contains(.right) {
            target.x = frame.maxX - inset.left - width
        }
        setContentOffset(clampedOffset(target), animated: animated)
    }
}

/// A registered class's key: the element kind (nil for cells) and the reuse identifier.
struct ElementRegistration: Hashable {
    var kind: String?
    var identifier: String
}

extension CollectionView {
    /// `UICollectionView.ScrollPosition`, with UIKit's raw values.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
