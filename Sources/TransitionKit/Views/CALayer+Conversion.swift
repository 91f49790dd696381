import Foundation

/// `convert(_:to:)` and `convert(_:from:)` between layers of one tree, for points and rects:
/// model values and the affine part of each transform, as UIKit uses for hit testing and
/// layout; a superlayer's `sublayerTransform` (its affine part, about its anchor) counts too,
/// as it moves the sublayers. `nil` means the root of the layer's tree. The views' conversions
/// (View+Conversion.swift) are these, on their layers.
extension CALayer {
    /// The affine map from this layer's coordinates to its superlayer's.
    var transformToSuperlayer: CGAffineTransform {
        let anchor = anchorInBounds
        let p = position
        var t = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affine)
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        // A perspective-only sublayerTransform (m34, the flip's) has an identity affine part:
        // skipped, so it adds no rounding to the conversion.
        if let parent = parentLayer, case let affine = parent.sublayerTransform.affine, !affine.isIdentity {
            let a = parent.anchorInBounds
            t = t.concatenating(CGAffineTransform(translationX: -a.x, y: -a.y))
                .concatenating(affine)
                .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
        }
        return t
    }

    /// The affine map from this layer's coordinates to its tree's root's.
    var transformToRootLayer: CGAffineTransform {
        var t = CGAffineTransform.identity
        var node: CALayer? = self
        while let layer = node, layer.parentLayer != nil {
            t = t.concatenating(layer.transformToSuperlayer)
            node = layer.parentLayer
        }
        return t
    }

    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let toRoot = transformToRootLayer
        guard let l else { return p.applying(toRoot) }
        return p.applying(toRoot).applying(l.transformToRootLayer.inverted())
    }

    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else { return p.applying(transformToRootLayer.inverted()) }
        return l.convert(p, to: self)
    }

    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        CGRect.boundingBox(of: r.corners.map { convert($0, to: l) })
    }

    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        CGRect.boundingBox(of: r.corners.map { convert($0, from: l) })
    }
}
