import Foundation

/// `convert(_:to:)` and `convert(_:from:)`, using model values and the affine part of each
/// transform, as UIKit does for hit testing and layout.
extension View {
    /// The affine map from this view's bounds coordinates to its superview's.
    var transformToSuperview: CGAffineTransform {
        let anchor = layer.anchorInBounds
        let p = layer.position
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(layer.transform.affine)
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
    }

    /// The affine map from this view's bounds coordinates to its root's.
    var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var node: View? = self
        while let view = node, view.superview != nil {
            t = t.concatenating(view.transformToSuperview)
            node = view.superview
        }
        return t
    }

    /// `nil` means the window, as in UIKit.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let toRoot = transformToRoot
        guard let view else { return point.applying(toRoot) }
        return point.applying(toRoot).applying(view.transformToRoot.inverted())
    }

    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        guard let view else { return point.applying(transformToRoot.inverted()) }
        return view.convert(point, to: self)
    }

    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        let points = rect.corners.map { convert($0, to: view) }
        return CGRect.boundingBox(of: points)
    }

    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        guard let view else { return CGRect.boundingBox(of: rect.corners.map { convert($0, from: nil) }) }
        return view.convert(rect, to: self)
    }
}
