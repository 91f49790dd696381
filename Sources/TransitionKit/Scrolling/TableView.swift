import Foundation

/// A headless `UITableView`: a vertical scroll view of rows, one under the other, section by
/// section (the table header view, then per section its header, rows and footer, then the
/// table footer view). A row is `tableView(_:heightForRowAt:)` tall when the delegate has it,
/// else `rowHeight`, else — automatic — the height its cell's Auto Layout gives once shown
/// (TableView+SelfSizing.swift), `estimatedRowHeight` until then, else 44 points, the
/// default cell's height. As in UIKit, a cell exists only for the rows the bounds meet
/// (`cellForRow(at:)` is nil for the others), made and reused at the table's layout.
open class TableView: ScrollView {
    public let style: Style
    open weak var dataSource: (any TableViewDataSource)? {
        didSet { reloadData() }
    }

    /// `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    open var rowHeight: CGFloat = TableView.automaticDimension { didSet { geometryDidChange() } }
    open var estimatedRowHeight: CGFloat = TableView.automaticDimension { didSet { geometryDidChange() } }
    open var sectionHeaderHeight: CGFloat = TableView.automaticDimension { didSet { geometryDidChange() } }
    open var sectionFooterHeight: CGFloat = TableView.automaticDimension { didSet { geometryDidChange() } }
    open var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension
    open var separatorStyle: TableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset = EdgeInsets(left: 16)
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    open var tableHeaderView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            geometryDidChange()
        }
    }
    open var tableFooterView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            geometryDidChange()
        }
    }

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        addSelectionRecognizer("_selectTappedRow:") { ($0 as? TableView)?.selectTappedRow(at: $1) }
        if style != .plain {
            Timeline.current?.noteUnmodelled("UITableView.Style.\(style) (sections are laid out as in a plain table)", on: self)
        }
    }

    public override convenience init(frame: CGRect = .zero) {
        self.init(frame: frame, style: .plain)
    }

    var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

    /// The height a row gets when the delegate does not say.
    public var defaultRowHeight: CGFloat {
        rowHeight >= 0 ? rowHeight : (estimatedRowHeight > 0 ? estimatedRowHeight : 44)
    }

    // MARK: Registration and reuse

    var registeredClasses: [String: AnyClass] = [:]
    var reuseQueues: [String: [TableViewCell]] = [:]

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass
    }

    /// A cell off the identifier's queue (`prepareForReuse()` called), a new one of the
    /// registered class, or nil when nothing is registered, as UIKit's.
    open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if var queue = reuseQueues[identifier], !queue.isEmpty {
            let cell = queue.removeFirst()
            reuseQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        return (registeredClasses[identifier] as? TableViewCell.Type)?.init(_reusableStyle: .default, reuseIdentifier: identifier)
    }

    /// As `dequeueReusableCell(withIdentifier:)`, sized for the row; an unregistered identifier
    /// is a problem (UIKit raises).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        let cell =
            dequeueReusableCell(withIdentifier: identifier)
            ?? {
                TransitionProblem.report(
                    "unregistered-cell",
                    "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier")
                return TableViewCell(style: .default, reuseIdentifier: identifier)
            }()
        let rect = rectForRow(at: indexPath)
        cell.frame = rect
        cell.layoutIfNeeded()
        return cell
    }

    // MARK: Data and geometry

    /// Per section: header height, row heights, footer height — asked once per reload.
    struct SectionGeometry {
        var header: Double
        var rows: [Double]
        var footer: Double
        var height: Double { header + rows.reduce(0, +) + footer }
    }

    var geometry: [SectionGeometry]?
    var shownCells: [IndexPath: TableViewCell] = [:]
    var shownHeaderViews: [ElementKey: View] = [:]
    var selectedRows: [IndexPath] = []
    /// Rows whose height is automatic, and the heights their shown cells measured
    /// (TableView+SelfSizing.swift).
    var automaticRows: Set<IndexPath> = []
    var measuredRowHeights: [IndexPath: Double] = [:]

    open func reloadData() {
        geometry = nil
        measuredRowHeights = [:]
        for (indexPath, cell) in shownCells { hide(cell, at: indexPath) }
        shownCells = [:]
        for view in shownHeaderViews.values { view.removeFromSuperview() }
        shownHeaderViews = [:]
        setNeedsLayout()
    }

    func geometryDidChange() {
        geometry = nil
        setNeedsLayout()
    }

    var sections: [SectionGeometry] {
        if let geometry { return geometry }
        guard let dataSource else { return [] }
        let delegate = tableDelegate
        let count = Swift.max(0, dataSource.numberOfSections(in: self))
        automaticRows = []
        let made = (0..<count).map { section in
            let rows = (0..<Swift.max(0, dataSource.tableView(self, numberOfRowsInSection: section))).map { row in
                height(ofRowAt: IndexPath(row, in: section), delegate: delegate)
            }
            return SectionGeometry(
                header: headerHeight(section, asked: delegate?.tableView(self, heightForHeaderInSection: section), footer: false),
                rows: rows,
                footer: headerHeight(section, asked: delegate?.tableView(self, heightForFooterInSection: section), footer: true))
        }
        geometry = made
        contentSize = CGSize(
            width: bounds.width, height: tableTop + made.map { $0.height }.reduce(0, +) + (tableFooterView?.bounds.height ?? 0))
        return made
    }

    /// A section's header (or footer) height: the delegate's, else the table's property, else
    /// 28 points when there is a title or a view to show, else none.
    private func headerHeight(_ section: Int, asked: CGFloat?, footer: Bool) -> Double {
        if let asked, asked >= 0 { return Double(asked) }
        let property = footer ? sectionFooterHeight : sectionHeaderHeight
        let title =
            footer
            ? dataSource?.tableView(self, titleForFooterInSection: section) : dataSource?.tableView(self, titleForHeaderInSection: section)
        let view =
            footer
            ? tableDelegate?.tableView(self, viewForFooterInSection: section)
            : tableDelegate?.tableView(self, viewForHeaderInSection: section)
        guard title != nil || view != nil else { return 0 }
        if title != nil { Timeline.current?.noteUnmodelled("UITableView section titles (the header's space is kept, no text drawn)") }
        return property >= 0 ? property : 28
    }

    private var tableTop: Double { Double(tableHeaderView?.bounds.height ?? 0) }

    open var numberOfSections: Int { sections.count }

    open func numberOfRows(inSection section: Int) -> Int {
        let sections = sections
        return sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    open func rect(forSection section: Int) -> CGRect {
        let sections = sections
        guard sections.indices.contains(section) else { return .zero }
        let top = tableTop + sections[..<section].map(\.height).reduce(0, +)
        return CGRect(x: 0, y: top, width: bounds.width, height: sections[section].height)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        let rect = rect(forSection: section)
        return CGRect(x: 0, y: rect.minY, width: rect.width, height: sections.indices.contains(section) ? sections[section].header : 0)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        let rect = rect(forSection: section)
        let height = sections.indices.contains(section) ? sections[section].footer : 0
        return CGRect(x: 0, y: rect.maxY - height, width: rect.width, height: height)
    }

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let sections = sections
        guard sections.indices.contains(indexPath.sectionIndex), sections[indexPath.sectionIndex].rows.indices.contains(indexPath.itemIndex)
        else { return .zero }
        let section = sections[indexPath.sectionIndex]
        let top = rect(forSection: indexPath.sectionIndex).minY + section.header + section.rows[..<indexPath.itemIndex].reduce(0, +)
        return CGRect(x: 0, y: top, width: bounds.width, height: section.rows[indexPath.itemIndex])
    }

    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for (section, geometry) in sections.enumerated() {
            guard rect(forSection: section).contains(point) else { continue }
            var top = rect(forSection: section).minY + geometry.header
            for (row, height) in geometry.rows.enumerated() {
                if point.y >= top, point.y < top + height { return IndexPath(row, in: section) }
                top += height
            }
        }
        return nil
    }

    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        var found: [IndexPath] = []
        for (section, geometry) in sections.enumerated() where rect.intersects(self.rect(forSection: section)) {
            for row in geometry.rows.indices where rectForRow(at: IndexPath(row, in: section)).intersects(rect) {
                found.append(IndexPath(row, in: section))
            }
        }
        return found
    }

    // MARK: Layout

    override func contentOffsetDidChange() { setNeedsLayout() }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let width = super.bounds.width
            super.frame = newValue
            if super.bounds.width != width {
                geometry = nil
                measuredRowHeights = [:]
            }
        }
    }

    open override func layoutSubviews() {
        _ = sections
        super.layoutSubviews()
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.bounds.height)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = tableFooterView {
            let frame = CGRect(x: 0, y: contentSize.height - footer.bounds.height, width: bounds.width, height: footer.bounds.height)
            if footer.frame != frame { footer.frame = frame }
        }
        if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
        updateShownCells()
    }

    func updateShownCells() {
        // A measured cell that changes its row's height moves the rows below and may show or
        // hide others: lay out again (each pass measures only new cells, so this ends).
        var passes = 0
        while showCells(), passes < 8 { passes += 1 }
    }

    /// Shows the cells for the rows the bounds meet; true when a new cell changed its row's height.
    private func showCells() -> Bool {
        guard let dataSource else { return false }
        var resized = false
        let visible = Set(indexPathsForRows(in: bounds) ?? [])
        for (indexPath, cell) in shownCells where !visible.contains(indexPath) {
            shownCells[indexPath] = nil
            hide(cell, at: indexPath)
        }
        for indexPath in visible.sorted() {
            let rect = rectForRow(at: indexPath)
            if let cell = shownCells[indexPath] {
                if cell.frame != rect { cell.frame = rect }
                continue
            }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            if cell.frame != rect { cell.frame = rect }
            cell.isSelected = selectedRows.contains(indexPath)
            shownCells[indexPath] = cell
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            let after = shownCells.filter { $0.key > indexPath && $0.value.superview === self }.map(\.value)
            let index = subviews.firstIndex { view in after.contains { $0 === view } } ?? subviews.count
            insertSubview(cell, at: index)
            if measureIfSelfSizing(cell, at: indexPath, shownHeight: rect.height) { resized = true }
        }
        if resized { _ = sections }
        return resized
    }

    private func hide(_ cell: TableViewCell, at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
    }

    // MARK: Reading what is shown

    open func cellForRow(at indexPath: IndexPath) -> TableViewCell? { shownCells[indexPath] }

    open var visibleCells: [TableViewCell] { shownCells.keys.sorted().compactMap { shownCells[$0] } }

    open var indexPathsForVisibleRows: [IndexPath]? { shownCells.keys.sorted() }

    open func indexPath(for cell: TableViewCell) -> IndexPath? { shownCells.first { $0.value === cell }?.key }

    // MARK: Scrolling to a row

    /// Scrolls so the row is at the top, middle or bottom of the area inside the adjusted
    /// inset (`.none`: the least scroll that shows it), brought into the scrolling range.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        guard rect != .zero else {
            TransitionProblem.report("invalid-index-path", "attempt to scroll to invalid index path: \(indexPath)")
            return
        }
        let inset = adjustedContentInset
        let height = bounds.height - inset.top - inset.bottom
        var target = contentOffset
        switch scrollPosition {
        case .top: target.y = rect.minY - inset.top
        case .middle: target.y = rect.midY - inset.top - height / 2
        case .bottom: target.y = rect.maxY - inset.top - height
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        }
        setContentOffset(clampedOffset(target), animated: animated)
    }

    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let first = selectedRows.min() else { return }
        scrollToRow(at: first, at: scrollPosition, animated: animated)
    }
}

extension TableView {
    /// `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }
}

extension TableViewCell {
    /// `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
        case singleLineEtched = 2
    }
}
