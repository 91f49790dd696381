import Foundation

/// `isPagingEnabled`: Apple documents that "the scroll view stops on multiples of the scroll
/// view's bounds when the user scrolls". Which multiple is not documented; the rule here is
/// ours, close to what a paging scroll view does on a device:
///
/// - pages are the bounds' size on each scrollable axis, counted from the minimum offset;
/// - a release faster than `pagingFlickVelocity` (points per millisecond) moves one page from
///   the page the drag began on, in the flick's direction; a slower one settles on the page
///   nearest the offset, at most one page from where the drag began;
/// - the page is brought into the scrolling range, told to
///   `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (which may move it), and
///   the offset eases out to it over `ScrollAnimation.duration` — one step per refresh, each a
///   `scrollViewDidScroll` — then `scrollViewDidEndDecelerating`.
extension ScrollView {
    /// Faster than this (points per millisecond) a release turns the page.
    static let pagingFlickVelocity = 0.5

    /// The resting offset of a paging release at `offset` with `velocity` (points per ms, in
    /// the direction the offset moves), for a drag that began at `start`.
    func pagedTarget(offset: CGPoint, velocity: CGPoint, start: CGPoint) -> CGPoint {
        let low = minimumContentOffset
        func axis(_ offset: Double, _ velocity: Double, _ start: Double, _ low: Double, _ page: Double) -> Double {
            guard page > 0 else { return offset }
            let startPage = ((start - low) / page).rounded()
            var target: Double
            if Swift.abs(velocity) > Self.pagingFlickVelocity {
                target = startPage + (velocity > 0 ? 1 : -1)
            } else {
                target = ((offset - low) / page).rounded()
            }
            target = Swift.min(Swift.max(target, startPage - 1), startPage + 1)
            return low + target * page
        }
        return clampedOffset(
            CGPoint(
                x: scrollsHorizontally ? axis(offset.x, velocity.x, start.x, low.x, bounds.width) : offset.x,
                y: scrollsVertically ? axis(offset.y, velocity.y, start.y, low.y, bounds.height) : offset.y))
    }

    /// Ends a paging drag: the delegate hears of the page, then the offset eases to it.
    func endPagingDrag(velocity perMillisecond: CGPoint, start: CGPoint) {
        var target = pagedTarget(offset: contentOffset, velocity: perMillisecond, start: start)
        delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: &target)
        isTracking = false
        isDragging = false
        let from = contentOffset
        let decelerate = Swift.abs(target.x - from.x) >= 0.5 || Swift.abs(target.y - from.y) >= 0.5
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else {
            contentOffset = target
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        animateScroll(
            { [weak self] fraction in
                let eased = 1 - (1 - fraction) * (1 - fraction)
                self?.contentOffset = CGPoint(x: from.x + (target.x - from.x) * eased, y: from.y + (target.y - from.y) * eased)
            },
            ended: { [weak self] in
                guard let self else { return }
                self.isDecelerating = false
                self.delegate?.scrollViewDidEndDecelerating(self)
            })
    }
}
