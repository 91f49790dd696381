import Foundation

/// Zooming as UIKit does it: the view the delegate's `viewForZooming(in:)` names gets a scale
/// transform of `zoomScale` (kept at its frame's top-left), the content size becomes that
/// view's frame size, and the offset keeps the point at the middle of the bounds in place (or,
/// for `zoom(to:animated:)`, centres the rect), brought into the scrolling range. Without a
/// view to zoom nothing changes and `zoomScale` stays 1, as in UIKit.
extension ScrollView {
    public var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// The view the delegate names for zooming (`viewForZooming(in:)`).
    var zoomingView: View? { delegate?.viewForZooming(in: self) }

    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = zoomingView else { return }
        let target = clampedZoomScale(scale)
        let from = storedZoomScale
        let middle = CGPoint(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
        let origin = view.frame.origin
        let contentPoint = CGPoint(x: (middle.x - origin.x) / from, y: (middle.y - origin.y) / from)
        func offset(at scale: Double) -> CGPoint {
            CGPoint(
                x: origin.x + contentPoint.x * scale - bounds.width / 2, y: origin.y + contentPoint.y * scale - bounds.height / 2)
        }
        let end = clampedOffset(offset(at: target), zoomedTo: target, view: view)
        zoom(view, to: target, offset: end, animated: animated)
    }

    public func zoom(to rect: CGRect, animated: Bool) {
        guard let view = zoomingView, rect.width > 0, rect.height > 0 else { return }
        let target = clampedZoomScale(Swift.min(bounds.width / rect.width, bounds.height / rect.height))
        let origin = view.frame.origin
        let centre = CGPoint(x: origin.x + rect.midX * target, y: origin.y + rect.midY * target)
        let end = clampedOffset(
            CGPoint(x: centre.x - bounds.width / 2, y: centre.y - bounds.height / 2), zoomedTo: target, view: view)
        zoom(view, to: target, offset: end, animated: animated)
    }

    private func clampedZoomScale(_ scale: Double) -> Double {
        Swift.min(Swift.max(scale, Swift.min(minimumZoomScale, maximumZoomScale)), maximumZoomScale)
    }

    /// The offset brought into the range the content will have at `scale`.
    private func clampedOffset(_ offset: CGPoint, zoomedTo scale: Double, view: View) -> CGPoint {
        let saved = contentSize
        contentSize = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        defer { contentSize = saved }
        return clampedOffset(offset)
    }

    private func zoom(_ view: View, to target: Double, offset end: CGPoint, animated: Bool) {
        stopScrollAnimation()
        guard animated, target != storedZoomScale || end != contentOffset else {
            apply(scale: target, to: view)
            contentOffset = end
            return
        }
        let fromScale = storedZoomScale
        let fromOffset = contentOffset
        isZooming = true
        delegate?.scrollViewWillBeginZooming(self, with: view)
        animateScroll(
            { [weak self, weak view] fraction in
                guard let self, let view else { return }
                self.apply(scale: fromScale + (target - fromScale) * fraction, to: view)
                self.contentOffset = CGPoint(
                    x: fromOffset.x + (end.x - fromOffset.x) * fraction, y: fromOffset.y + (end.y - fromOffset.y) * fraction)
            },
            ended: { [weak self, weak view] in
                guard let self else { return }
                self.isZooming = false
                self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: self.storedZoomScale)
            })
    }

    /// Scales the zoomed view about its frame's top-left and sizes the content to it.
    func apply(scale: Double, to view: View) {
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.frame.origin = origin
        storedZoomScale = scale
        contentSize = view.frame.size
        delegate?.scrollViewDidZoom(self)
    }
}
