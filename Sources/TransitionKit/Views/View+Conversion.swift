/// `convert(_:to:)` and `convert(_:from:)`, using model values and the affine part of each
/// transform, as UIKit does for hit testing and layout.
extension View {
    /// The affine map from this view's bounds coordinates to its superview's.
    var transformToSuperview: AffineTransform {
        let anchor = layer.anchorInBounds
        let p = layer.position
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(layer.transform.affine)
            .concatenating(AffineTransform(translationX: p.x, y: p.y))
    }

    /// The affine map from this view's bounds coordinates to its root's.
    var transformToRoot: AffineTransform {
        var t = AffineTransform.identity
        var node: View? = self
        while let view = node, view.superview != nil {
            t = t.concatenating(view.transformToSuperview)
            node = view.superview
        }
        return t
    }

    /// `nil` means the window, as in UIKit.
    public func convert(_ point: Point, to view: View?) -> Point {
        let toRoot = transformToRoot
        guard let view else { return point.applying(toRoot) }
        return point.applying(toRoot).applying(view.transformToRoot.inverted())
    }

    public func convert(_ point: Point, from view: View?) -> Point {
        guard let view else { return point.applying(transformToRoot.inverted()) }
        return view.convert(point, to: self)
    }

    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let points = rect.corners.map { convert($0, to: view) }
        return Rect.boundingBox(of: points)
    }

    public func convert(_ rect: Rect, from view: View?) -> Rect {
        guard let view else { return Rect.boundingBox(of: rect.corners.map { convert($0, from: nil) }) }
        return view.convert(rect, to: self)
    }
}
