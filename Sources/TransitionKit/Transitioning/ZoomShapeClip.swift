import Foundation

/// The iOS 18 zoom's shape: UIKit morphs the zoomed view between the source view's outline
/// (its rectangle and corner radius) and the zoomed view's own frame. Modelled as a clipping
/// view (role `zoomClip`) put in the zoomed view's place in the container for the length of
/// the zoom: its frame and `cornerRadius` animate in the zoom's spring block while the zoomed
/// view's centre moves the opposite way in the same block, so the zoomed view stays where the
/// scale puts it in container coordinates (both are linear in the spring's progress, so they
/// cancel at every instant) and only its visible outline changes. At the end the zoomed view
/// goes back into the container at the clip's index and the clip is removed, so the
/// hierarchy after the transition is UIKit's (docs/bring-your-own.md, "The iOS 18 zoom").
struct ZoomShapeClip {
    let view: View
    let zoomed: View
    /// The zoomed view's centre in container coordinates, the same before, during and after.
    let center: CGPoint

    /// Puts `zoomed` (a subview of `container`) into a clip showing `rect` (container
    /// coordinates) with `cornerRadius`.
    init(holding zoomed: View, in container: View, rect: CGRect, cornerRadius: CGFloat) {
        self.zoomed = zoomed
        center = zoomed.center
        view = View(frame: rect)
        view.role = "zoomClip"
        view.clipsToBounds = true
        // The clip's size changes; the zoomed view's must not (its autoresizing mask, usually
        // flexible width and height, would grow it with the clip).
        view.autoresizesSubviews = false
        view.layer.cornerRadius = cornerRadius
        let index = container.subviews.firstIndex { $0 === zoomed } ?? container.subviews.count
        container.insertSubview(view, at: index)
        view.addSubview(zoomed)
        zoomed.center = Self.center(center, in: rect)
    }

    /// Called inside the zoom's animation block: the clip moves to `rect`, `cornerRadius`, and
    /// the zoomed view is counter-moved so that it does not move on screen.
    func morph(to rect: CGRect, cornerRadius: CGFloat) {
        view.frame = rect
        view.layer.cornerRadius = cornerRadius
        zoomed.center = Self.center(center, in: rect)
    }

    /// The zoomed view back in the container where the clip was, at its own centre; the clip gone.
    func unwrap() {
        guard let container = view.superview else { return }
        let index = container.subviews.firstIndex { $0 === view } ?? container.subviews.count
        container.insertSubview(zoomed, at: index)
        zoomed.center = center
        view.removeFromSuperview()
    }

    /// A container point in the coordinates of a clip whose frame is `rect` (its bounds'
    /// origin stays zero).
    static func center(_ point: CGPoint, in rect: CGRect) -> CGPoint {
        CGPoint(x: point.x - rect.minX, y: point.y - rect.minY)
    }
}
