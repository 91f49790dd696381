import Foundation

/// A headless `UIScrollView`. The content offset *is* the bounds origin, as in UIKit: the
/// scroll view's subviews keep their frames and move on screen because the origin of the
/// coordinate space they live in moves, so `convert(_:to:)` and the frames the page draws follow
/// a scroll with nothing else to do. Its bounds clip (`clipsToBounds` is true, as UIKit's
/// default for scroll views).
///
/// Every change of the offset — set directly, through `bounds`, animated or dragged — calls the
/// delegate's `scrollViewDidScroll(_:)`, as UIKit does. docs/scrolling.md has the rules and the
/// declarations they follow.
open class ScrollView: View {
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
    }

    /// UIKit's delegate for scrolling and zooming (`UIScrollViewDelegate`).
    open weak var delegate: (any ScrollViewDelegate)?

    /// Where the content's origin sits in the scroll view: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The bounds; a new origin is a scroll (`scrollViewDidScroll(_:)`).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if newValue.origin != old { didChangeContentOffset() }
        }
    }

    /// Sets the offset at once, or, `animated`, over `ScrollAnimation.duration` at a constant
    /// velocity (as Apple documents it), one step per screen refresh, each calling
    /// `scrollViewDidScroll(_:)`; `scrollViewDidEndScrollingAnimation(_:)` when it ends.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopScrollAnimation()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        let from = self.contentOffset
        animateScroll { [weak self] fraction in
            self?.contentOffset = CGPoint(
                x: from.x + (contentOffset.x - from.x) * fraction, y: from.y + (contentOffset.y - from.y) * fraction)
        }
    }

    /// Scrolls the least that makes `rect` (content coordinates) visible, as UIKit does.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = CGRect(
            x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
            width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        func axis(_ offset: Double, _ low: Double, _ high: Double, _ visibleLow: Double, _ visibleHigh: Double) -> Double {
            if low < visibleLow { return offset - (visibleLow - low) }
            if high > visibleHigh { return offset + Swift.min(high - visibleHigh, low - visibleLow) }
            return offset
        }
        let target = CGPoint(
            x: axis(contentOffset.x, rect.minX, rect.maxX, visible.minX, visible.maxX),
            y: axis(contentOffset.y, rect.minY, rect.maxY, visible.minY, visible.maxY))
        setContentOffset(clampedOffset(target), animated: animated)
    }

    /// The size of the content, in points (at the current zoom).
    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { updateAdjustedContentInset() } }
    }

    /// The app's own insets around the content.
    open var contentInset = EdgeInsets() {
        didSet { if contentInset != oldValue { updateAdjustedContentInset() } }
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }

    /// `contentInset` plus the safe area where `contentInsetAdjustmentBehavior` adds it
    /// (ScrollView+Insets.swift).
    open var adjustedContentInset: EdgeInsets { contentInset + safeAreaAdjustment }

    /// Called when `adjustedContentInset` changes.
    open func adjustedContentInsetDidChange() {}

    /// The adjusted inset last seen, to move an offset resting at the top with it.
    var lastAdjustedContentInset = EdgeInsets()

    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var bounces = true
    open var bouncesZoom = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var keyboardDismissMode: KeyboardDismissMode = .none

    // The scroll indicators are not drawn (a transition's frames show none).
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    open var verticalScrollIndicatorInsets = EdgeInsets()
    open var horizontalScrollIndicatorInsets = EdgeInsets()
    open var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open func flashScrollIndicators() {}

    /// How fast a flick slows down once the finger lifts (ScrollView+Dragging.swift).
    open var decelerationRate: DecelerationRate = .normal

    /// The scroll view's own pan: a drag on the page scrolls it (ScrollView+Dragging.swift).
    public private(set) lazy var panGestureRecognizer: PanGestureRecognizer = ScrollPanGestureRecognizer(scrollView: self)

    /// The finger is on the content.
    open internal(set) var isTracking = false
    /// The content moves with the finger.
    open internal(set) var isDragging = false
    /// The content moves on after the finger lifted.
    open internal(set) var isDecelerating = false
    open internal(set) var isZooming = false
    open internal(set) var isZoomBouncing = false

    // Zooming (ScrollView+Zoom.swift).
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    var storedZoomScale: Double = 1

    /// The scroll or zoom animation in progress (`setContentOffset(_:animated:)`, deceleration…).
    var scrollAnimation: ScrollAnimation?

    /// A new content offset: the delegate hears of it, and subclasses lay out what came into view.
    func didChangeContentOffset() {
        contentOffsetDidChange()
        updateNavigationBarForScroll()
        delegate?.scrollViewDidScroll(self)
    }

    /// For subclasses that show what is visible (collection and table views ask for layout).
    func contentOffsetDidChange() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAdjustedContentInset()
    }

    /// A collection or table view's own tap recognizer, which selects what the tap is on
    /// (`select` gets the view and the tap's point in it); it leaves the content's touches alone.
    func addSelectionRecognizer(_ name: String, _ select: @escaping (ScrollView, CGPoint) -> Void) {
        let recognizer = TapGestureRecognizer(
            target: self,
            action: Selector(name: name) { target, sender in
                guard let view = target as? ScrollView, let tap = sender as? TapGestureRecognizer else { return }
                select(view, tap.location(in: view))
            })
        recognizer.cancelsTouchesInView = false
        addGestureRecognizer(recognizer)
    }
}

extension ScrollView {
    /// `UIScrollView.DecelerationRate`: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's values (UIScrollViewDecelerationRateNormal and …Fast).
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// `UIScrollView.ContentInsetAdjustmentBehavior`, with UIKit's raw values.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }

    /// `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        case `default` = 0
        case black = 1
        case white = 2
    }

    /// `UIScrollView.KeyboardDismissMode` (there is no keyboard: it changes nothing).
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
        case onDragWithAccessory = 3
        case interactiveWithAccessory = 4
    }
}
