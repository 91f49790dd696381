import Foundation

/// `convert(_:to:)` and `convert(_:from:)` between layers of one tree, for points and rects.
/// Like the views' (View+Conversion.swift): model values and the affine part of each
/// transform; a superlayer's `sublayerTransform` (its affine part, about its anchor) counts
/// too, as it moves the sublayers. `nil` means the root of the layer's tree.
extension CALayer {
    /// The affine map from this layer's coordinates to its superlayer's.
    var transformToSuperlayer: CGAffineTransform {
        let anchor = anchorInBounds
        let p = position
        var t = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affine)
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        if let parent = parentLayer, !parent.sublayerTransform.isIdentity {
            let a = parent.anchorInBounds
            t = t.concatenating(CGAffineTransform(translationX: -a.x, y: -a.y))
                .concatenating(parent.sublayerTransform.affine)
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
