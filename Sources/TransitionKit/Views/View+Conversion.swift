import Foundation

/// `convert(_:to:)` and `convert(_:from:)` between views: their layers' conversions
/// (CALayer+Conversion.swift) — model values and the affine part of each transform, as UIKit
/// uses for hit testing and layout, a superview's affine `sublayerTransform` included.
extension View {
    /// The affine map from this view's bounds coordinates to its superview's.
    var transformToSuperview: CGAffineTransform { layer.transformToSuperlayer }

    /// The affine map from this view's bounds coordinates to its root's (the window's, when
    /// the view is in one).
    var transformToRoot: CGAffineTransform { layer.transformToRootLayer }

    /// `nil` means the window, as in UIKit.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }

    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        layer.convert(rect, to: view?.layer)
    }

    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        layer.convert(rect, from: view?.layer)
    }
}
