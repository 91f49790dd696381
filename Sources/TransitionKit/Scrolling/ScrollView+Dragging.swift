import Foundation

/// Scrolling from a drag, with the scroll view's own `panGestureRecognizer`:
///
/// - **Following the finger.** From the moment the pan begins (past the pan's 10-point
///   threshold, without a jump: the offset follows the finger's motion from there) the offset
///   moves with the translation on each scrollable axis — vertical when the content is taller
///   than the bounds less the adjusted inset, or `alwaysBounceVertical`; horizontal likewise.
/// - **Rubber band.** Past an edge, with `bounces`, the content follows the finger less and
///   less: an overshoot `x` in a dimension `d` shows as `(1 − 1 / (0.55·x/d + 1))·d`, the rule
///   commonly measured on iOS (Apple does not document one); without `bounces` it stops at the
///   edge.
/// - **Release.** The velocity (points per second, the pan's, opposite to the finger) goes to
///   `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` in points per millisecond
///   with the resting point of a deceleration at `decelerationRate` — per millisecond the
///   velocity is multiplied by the rate, so a flick at `v` points/ms travels `v·r/(1 − r)` —
///   brought into the scrolling range; the delegate may move it. Then the offset decelerates
///   towards it, as `o + D·(1 − rᵗ)` (t in ms) — UIKit's curve when the point was not moved —
///   until less than half a point is left; released past an edge, it returns to the edge over
///   `ScrollAnimation.duration`, easing out. Delegate calls in UIKit's order: will-begin-dragging,
///   did-scroll at every move, will-end-dragging, did-end-dragging(willDecelerate:),
///   will-begin-decelerating, did-scroll at every refresh, did-end-decelerating.
/// - With `isPagingEnabled` the release settles on a page instead (ScrollView+Paging.swift).
extension ScrollView {
    /// The rubber band's constant.
    static let rubberBandConstant = 0.55

    var scrollsVertically: Bool {
        let inset = adjustedContentInset
        return alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
    }

    var scrollsHorizontally: Bool {
        let inset = adjustedContentInset
        return alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
    }

    func handlePan(_ pan: ScrollPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopScrollAnimation()
            isDecelerating = false
            isTracking = true
            isDragging = true
            pan.dragStart = (contentOffset, pan.translation(in: self))
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            guard let start = pan.dragStart else { return }
            let translation = pan.translation(in: self)
            let proposed = CGPoint(
                x: scrollsHorizontally ? start.offset.x - (translation.x - start.translation.x) : start.offset.x,
                y: scrollsVertically ? start.offset.y - (translation.y - start.translation.y) : start.offset.y)
            contentOffset = rubberBanded(proposed)
        case .ended, .cancelled:
            guard let start = pan.dragStart else { return }
            pan.dragStart = nil
            let velocity = pan.state == .ended ? pan.velocity(in: self) : .zero
            let moving = CGPoint(x: scrollsHorizontally ? -velocity.x : 0, y: scrollsVertically ? -velocity.y : 0)
            if isPagingEnabled {
                endPagingDrag(velocity: CGPoint(x: moving.x / 1000, y: moving.y / 1000), start: start.offset)
            } else {
                endDragging(velocity: moving)
            }
        default:
            break
        }
    }

    /// `proposed` with each overshoot past the resting range shrunk by the rubber band (or
    /// cut off without `bounces`).
    func rubberBanded(_ proposed: CGPoint) -> CGPoint {
        let low = minimumContentOffset
        let high = maximumContentOffset
        func axis(_ value: Double, _ low: Double, _ high: Double, _ dimension: Double) -> Double {
            let overshoot = value < low ? value - low : (value > high ? value - high : 0)
            guard overshoot != 0 else { return value }
            guard bounces, dimension > 0 else { return Swift.min(Swift.max(value, low), high) }
            let magnitude = Swift.abs(overshoot)
            let shown = (1 - 1 / (magnitude * Self.rubberBandConstant / dimension + 1)) * dimension
            return (overshoot < 0 ? low : high) + (overshoot < 0 ? -shown : shown)
        }
        return CGPoint(
            x: axis(proposed.x, low.x, high.x, bounds.width), y: axis(proposed.y, low.y, high.y, bounds.height))
    }

    /// The finger lifted with `velocity` (points per second, in the direction the offset moves).
    private func endDragging(velocity: CGPoint) {
        let rate = Double(decelerationRate.rawValue)
        let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        let travel = rate / (1 - rate)
        var target = clampedOffset(
            CGPoint(x: contentOffset.x + perMillisecond.x * travel, y: contentOffset.y + perMillisecond.y * travel))
        delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: &target)
        isTracking = false
        isDragging = false
        let outside = clampedOffset(contentOffset) != contentOffset
        let decelerate = outside || Swift.abs(target.x - contentOffset.x) >= 0.5 || Swift.abs(target.y - contentOffset.y) >= 0.5
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let from = contentOffset
        let finish: () -> Void = { [weak self] in
            guard let self else { return }
            self.isDecelerating = false
            self.delegate?.scrollViewDidEndDecelerating(self)
        }
        if outside {
            let edge = clampedOffset(from)
            animateScroll(
                { [weak self] fraction in
                    let eased = 1 - (1 - fraction) * (1 - fraction)
                    self?.contentOffset = CGPoint(x: from.x + (edge.x - from.x) * eased, y: from.y + (edge.y - from.y) * eased)
                }, ended: finish)
            return
        }
        let distance = CGPoint(x: target.x - from.x, y: target.y - from.y)
        runScrollAnimation(
            { [weak self] elapsed in
                guard let self else { return false }
                let left = Foundation.pow(rate, elapsed * 1000)
                let done = Swift.max(Swift.abs(distance.x), Swift.abs(distance.y)) * left < 0.5
                self.contentOffset =
                    done ? target : CGPoint(x: from.x + distance.x * (1 - left), y: from.y + distance.y * (1 - left))
                return !done
            }, ended: finish)
    }
}

/// The scroll view's `panGestureRecognizer`: a `UIPanGestureRecognizer` whose every state
/// change scrolls its scroll view (ScrollView+Dragging.swift).
final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    private weak var scrollView: ScrollView?
    /// The offset and translation when the drag began.
    var dragStart: (offset: CGPoint, translation: CGPoint)?

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
    }

    override var state: State {
        didSet { if state != oldValue || state == .changed { scrollView?.handlePan(self) } }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        scrollView?.touchWentDown()
    }
}

extension ScrollView {
    /// A finger on the content stops a deceleration or scroll animation, as in UIKit.
    func touchWentDown() {
        guard scrollAnimation != nil else { return }
        stopScrollAnimation()
        if isDecelerating {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }
}
