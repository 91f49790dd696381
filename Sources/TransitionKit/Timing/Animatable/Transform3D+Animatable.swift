/// Transforms interpolate the way Core Animation animates `transform`: decomposed into
/// translation, scale, skew, perspective and a rotation quaternion, blended part by part
/// (the rotation by SLERP), and recomposed. Blending the sixteen numbers directly would
/// shrink a rotating layer through the middle of the turn.
extension Transform3D: Animatable {
    /// The endpoints come back exactly at t = 0 and 1. A matrix that cannot be decomposed
    /// (see `TransformDecomposition.init?`) falls back to blending the sixteen numbers.
    public static func interpolate(_ a: Transform3D, _ b: Transform3D, _ t: Double) -> Transform3D {
        if t == 0 || a == b { return a }
        if t == 1 { return b }
        return blend(a, TransformDecomposition(a), b, TransformDecomposition(b), t)
    }

    /// The blend past `interpolate`'s endpoint checks, given the decompositions (made in
    /// advance by `FrameValue.key`): part by part, or element by element when either is nil.
    @inline(__always)
    static func blend(
        _ a: Transform3D, _ da: TransformDecomposition?, _ b: Transform3D, _ db: TransformDecomposition?,
        _ t: Double
    ) -> Transform3D {
        guard let da, let db else { return elementwise(a, b, t) }
        return TransformDecomposition.interpolate(da, db, t).transform
    }

    static func elementwise(_ a: Transform3D, _ b: Transform3D, _ t: Double) -> Transform3D {
        Transform3D(zip(a.elements, b.elements).map { Double.interpolate($0, $1, t) })
    }

    /// The 17 decomposed components (translation, scale, skew, perspective, quaternion with
    /// w ≥ 0), or the 16 raw elements for a matrix that cannot be decomposed. Catmull-Rom
    /// on the quaternion's numbers is not a spherical spline, but passes through the keys and
    /// is normalised again; keys more than 180° apart may turn the long way.
    public var animatableComponents: [Double] {
        TransformDecomposition(self)?.components ?? elements
    }

    /// 17 numbers recompose a decomposition; 16 are the raw elements.
    public init(animatableComponents c: [Double]) {
        switch c.count {
        case TransformDecomposition.componentCount:
            self = c.withUnsafeBufferPointer { TransformDecomposition(components: $0.baseAddress!).transform }
        case 16: self.init(c)
        default: preconditionFailure("a Transform3D has 17 (decomposed) or 16 (raw) components, got \(c.count)")
        }
    }
}
