import Foundation

/// Large titles (`prefersLargeTitles`, `largeTitleDisplayMode`), as UIKit shows them
/// (docs/uikit-defaults.md, "Large titles"):
///
/// - the bar is 52 pt taller (44 + 52 under the status bar) while the top item shows a large
///   title, and the safe area top of the screens under it follows;
/// - the title is drawn large — 34 pt bold, left-aligned at the layout margin — in an area
///   under the 44-pt row, and the row's small centred title is hidden;
/// - as the top screen's first scroll view scrolls its content up, the bar's bottom follows the
///   content's top edge from 44 + 52 down to 44: the large title moves up with it, clipped
///   under the row, and the small title fades in (ScrollView+LargeTitle.swift); pulled down
///   past its top, the bar stretches with the content and the large title comes down with it;
/// - a push or pop between items animates all of it with the transition
///   (NavigationBar+Transition.swift).
///
/// The safe area top stays at the expanded bar's bottom while a scroll collapses the bar
/// (`largeTitleCollapse` is added back), so the scroll view's inset and resting offset do
/// not move under the finger.
extension NavigationBar {
    /// What a large title adds under the 44-pt row (UIKit's bar is 96 pt tall with one: 44 + 52).
    public static let largeTitleHeight = 52.0
    /// The large title's font size and its line's box inside the 52-pt area (a 41-pt line, 8 pt
    /// above the area's bottom: the kit's approximation of UIKit's large title view).
    static let largeTitleFontSize = 34.0
    static let largeTitleLineTop = 3.0
    static let largeTitleLineHeight = 41.0

    /// Whether the bar shows a large title for `stack`'s top: `.always` yes,
    /// `.never` and `.inline` no, `.automatic` as the item below it, the root's `.automatic` yes — when the bar prefers them.
    func showsLargeTitle(for stack: [ViewController]) -> Bool {
        guard prefersLargeTitles else { return false }
        for controller in stack.reversed() {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false  // .inline (iOS 17): the title in the row
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height under the status bar for `stack` with its large title expanded: the
    /// height the safe area below it is measured from.
    func height(for stack: [ViewController]) -> Double {
        statusBarHeight + Self.contentHeight + (showsLargeTitle(for: stack) ? Self.largeTitleHeight : 0)
    }

    /// How much of the large title (up to 52 pt) the top screen's scroll has collapsed: how far
    /// its first scroll view's content has moved up from resting under the expanded bar. Negative
    /// while the content is pulled down past its top: the bar stretches with it, the large title
    /// following the content down.
    func largeTitleCollapse(for stack: [ViewController]) -> Double {
        guard showsLargeTitle(for: stack), let scroll = stack.last?.scrollViewUnderBar else { return 0 }
        return Swift.min(Self.largeTitleHeight, scroll.contentOffset.y + restingInsetTop(of: scroll, stack))
    }

    /// The top inset the scroll view's content rests under with the bar expanded: its adjusted
    /// inset once it is in a window; before (a screen coming back in a pop), the bar's expanded
    /// bottom over a root view that starts at the top of the screen.
    func restingInsetTop(of scroll: ScrollView, _ stack: [ViewController]) -> Double {
        scroll.window != nil ? scroll.adjustedContentInset.top : scroll.contentInset.top + height(for: stack)
    }

    /// The bar's height drawn for `stack`: expanded less the scroll's collapse.
    func visibleHeight(for stack: [ViewController]) -> Double { height(for: stack) - largeTitleCollapse(for: stack) }

    /// The small title's opacity over a large title: hidden while it is expanded, fully shown
    /// once it has collapsed (linear in between: the kit's approximation of UIKit's fade).
    static func smallTitleAlpha(collapse: Double) -> Double { Swift.max(0, collapse) / largeTitleHeight }

    /// Sets the bar's height, its hairline and the large title's area for `stack`; in an
    /// animation block, all of them animate. At rest (no push or pop moving the items), the
    /// shown item's small title takes the opacity the collapse gives it.
    func applyHeight(for stack: [ViewController]) {
        guard showsItems else { return }
        let collapse = largeTitleCollapse(for: stack)
        let height = height(for: stack) - collapse
        collapsedBy = collapse
        if frame.height != height {
            frame.size.height = height
            for hairline in subviews where hairline.role == "hairline" { hairline.frame.origin.y = height - 0.5 }
        }
        layOutLargeTitleArea(barHeight: height)
        if !isTransitioning, let current {
            current.title.alpha = current.largeTitle == nil ? 1 : Self.smallTitleAlpha(collapse: collapse)
        }
    }

    /// The clipping area under the row (from the row's bottom to the bar's) and the row of large
    /// titles in it, kept against the area's bottom so a collapse moves them up under the row.
    func layOutLargeTitleArea(barHeight: Double) {
        guard let area = largeTitleArea, let row = area.subviews.first else { return }
        let top = contentTop + Self.contentHeight
        let areaHeight = Swift.max(0, barHeight - top)
        let areaFrame = CGRect(x: 0, y: top, width: frame.width, height: areaHeight)
        if area.frame != areaFrame { area.frame = areaFrame }
        let rowFrame = CGRect(x: 0, y: areaHeight - Self.largeTitleHeight, width: frame.width, height: Self.largeTitleHeight)
        if row.frame != rowFrame { row.frame = rowFrame }
    }

    /// The large title's line in the row: left-aligned at the navigation controller's layout margin.
    var largeTitleFrame: CGRect {
        let margin = navigationController?.systemMinimumLayoutMargins.leading ?? 16
        return CGRect(
            x: margin, y: Self.largeTitleLineTop, width: Swift.max(0, frame.width - 2 * margin), height: Self.largeTitleLineHeight)
    }

    /// A large title label for `item`, in the row (made with the area on first use, under the
    /// hairline and the row's titles).
    func makeLargeTitle(for item: NavigationItem) -> Label {
        let row = largeTitleRow()
        let label = Label(frame: largeTitleFrame)
        label.text = item.title
        label.fontSize = Self.largeTitleFontSize
        label.fontWeight = .bold
        label.textAlignment = .left
        label.role = "largeTitle"
        row.addSubview(label)
        return label
    }

    private func largeTitleRow() -> View {
        if let row = largeTitleArea?.subviews.first { return row }
        let area = View()
        area.role = "largeTitleArea"
        area.clipsToBounds = true
        area.isUserInteractionEnabled = false
        let row = View()
        row.role = "largeTitleRow"
        area.addSubview(row)
        if let hairline = subviews.first(where: { $0.role == "hairline" }) {
            insertSubview(area, belowSubview: hairline)
        } else {
            addSubview(area)
        }
        largeTitleArea = area
        View.performWithoutAnimation { layOutLargeTitleArea(barHeight: frame.height) }
        return row
    }

    /// A push or pop between a large-title item and a standard one when the bar's items do not
    /// move (see `beginTransition`): the height animates with the transition (alongside it, on
    /// its curve); a cancelled one puts the old height back.
    func animateHeight(_ coordinator: TransitionCoordinator, stack: [ViewController], previous: [ViewController]) {
        guard showsItems, !isHidden, visibleHeight(for: stack) != frame.height else { return }
        coordinator.animateAlongside(
            curve: { nil }, animation: { [weak self] _ in self?.applyHeight(for: stack) },
            completion: { [weak self] context in
                guard context.isCancelled else { return }
                View.performWithoutAnimation { self?.applyHeight(for: previous) }
            })
    }
}

extension ViewController {
    /// The scroll view whose content scrolls under the navigation bar: the root view itself when
    /// it scrolls, else the first scroll view met depth first (UIKit's choice when no
    /// `contentScrollView` is set).
    var scrollViewUnderBar: ScrollView? { viewIfLoaded.flatMap(ScrollView.firstScrollView(in:)) }
}
