/// A 4×4 homogeneous transform with Core Animation's conventions (`CATransform3D`):
/// row vectors, `p′ = p · M`, so `concatenating(b)` applies `self` first, then `b`.
/// Perspective lives in `m34` (= −1/d).
public struct Transform3D: Hashable, Sendable, Codable {
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The sixteen numbers in CATransform3D order, m11 … m44 (what the wire format sends).
    public init(_ m: [Double]) {
        precondition(m.count == 16, "a Transform3D has 16 numbers")
        self.init(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3],
            m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11],
            m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }

    /// Sixteen numbers at `m`, in the same order (no array needed).
    init(elements m: UnsafePointer<Double>) {
        self.init(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3],
            m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11],
            m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }

    public var elements: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// Four vector compares against literals: the wire encoder asks this of every layer of
    /// every frame, and `self == .identity` (a lazily initialised global, then sixteen
    /// scalar compares) was a sixth of the encoding. `==` on lanes, so −0 counts as 0.
    @inline(__always)
    public var isIdentity: Bool {
        let rows =
            (SIMD4(m11, m12, m13, m14) .== SIMD4(1, 0, 0, 0)) .& (SIMD4(m21, m22, m23, m24) .== SIMD4(0, 1, 0, 0))
            .& (SIMD4(m31, m32, m33, m34) .== SIMD4(0, 0, 1, 0)) .& (SIMD4(m41, m42, m43, m44) .== SIMD4(0, 0, 0, 1))
        return all(rows)
    }

    // MARK: Makers (CATransform3DMake…)

    public init(translationX tx: Double, y ty: Double, z tz: Double) {
        self = .identity
        m41 = tx
        m42 = ty
        m43 = tz
    }

    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self = .identity
        m11 = sx
        m22 = sy
        m33 = sz
    }

    /// Rotation by `angle` radians about the axis (x, y, z), as `CATransform3DMakeRotation`.
    /// A zero axis gives the identity, as Core Animation does.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = Math.cos(angle)
        let s = Math.sin(angle)
        let t = 1 - c
        self.init(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A pure perspective: `m34 = −1/distance` (the usual `transform.m34 = -1.0 / 500`).
    public init(perspectiveDistance distance: Double) {
        self = .identity
        m34 = distance == 0 ? 0 : -1 / distance
    }

    public init(_ affine: CGAffineTransform) {
        self.init(
            m11: affine.a, m12: affine.b, m13: 0, m14: 0,
            m21: affine.c, m22: affine.d, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: affine.tx, m42: affine.ty, m43: 0, m44: 1)
    }

    /// True when the transform only maps the xy plane affinely (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The affine part (`CATransform3DGetAffineTransform`): what `View.transform` reads.
    public var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    // MARK: Composition

    /// `self · b`: `self` applied first (`CATransform3DConcat(self, b)`).
    public func concatenating(_ b: Transform3D) -> Transform3D {
        let a = self
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// `CATransform3DRotate(self, …)`: the rotation first, then `self`.
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// `CATransform3DScale(self, …)`: the scale first, then `self`.
    public func scaledBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// `CATransform3DTranslate(self, …)`: the translation first, then `self`.
    public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// Maps a point given as homogeneous row vector (x, y, z, w).
    @inline(__always)
    public func apply(x: Double, y: Double, z: Double, w: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            x * m11 + y * m21 + z * m31 + w * m41,
            x * m12 + y * m22 + z * m32 + w * m42,
            x * m13 + y * m23 + z * m33 + w * m43,
            x * m14 + y * m24 + z * m34 + w * m44
        )
    }

    /// Drops z after mapping, as a plain (non-`CATransformLayer`) layer flattens its sublayers
    /// into its own plane: the z column is zeroed, w is kept for the final divide.
    public var flattened: Transform3D {
        var t = self
        t.m13 = 0
        t.m23 = 0
        t.m33 = 0
        t.m43 = 0
        return t
    }

    /// Every number finite: the contract checker rejects a frame that has a NaN or ∞.
    public var isFinite: Bool { elements.allSatisfy(\.isFinite) }
}

// MARK: Shortcuts for frame evaluation

extension Transform3D {
    /// Every element finite, checked without building `elements`: x − x is 0 for a finite x
    /// and NaN for ±∞ or NaN, and one NaN makes the sum NaN. Summed as a tree, not a chain,
    /// so the additions overlap.
    @inline(__always)
    var allElementsFinite: Bool {
        let row1 = ((m11 - m11) + (m12 - m12)) + ((m13 - m13) + (m14 - m14))
        let row2 = ((m21 - m21) + (m22 - m22)) + ((m23 - m23) + (m24 - m24))
        let row3 = ((m31 - m31) + (m32 - m32)) + ((m33 - m33) + (m34 - m34))
        let row4 = ((m41 - m41) + (m42 - m42)) + ((m43 - m43) + (m44 - m44))
        return (row1 + row2) + (row3 + row4) == 0
    }

    /// `translate(−anchor) · self · translate(position, z)`, a layer's map into its parent
    /// (docs/fidelity.md §4), with the translations' products by 0 and 1 left out: 24 multiply-adds
    /// instead of two full products.
    ///
    /// Each element is the same sum of the same products, in the same order, as
    /// `Transform3D(translationX: -ax, y: -ay, z: 0).concatenating(self).concatenating(
    /// Transform3D(translationX: px, y: py, z: pz))` computes, less its terms that are exactly
    /// ±0 — so the result is equal (==), at most a zero's sign differing. That holds when
    /// `self` and the anchor are finite (0 · ∞ is NaN, not 0); callers check.
    @inline(__always)
    func positioned(anchorX ax: Double, anchorY ay: Double, x px: Double, y py: Double, z pz: Double) -> Transform3D {
        // translate(−anchor) · self: rows 1–3 are self's, row 4 gains −anchor in x and y.
        let a41 = (-ax * m11 + -ay * m21) + m41
        let a42 = (-ax * m12 + -ay * m22) + m42
        let a43 = (-ax * m13 + -ay * m23) + m43
        let a44 = (-ax * m14 + -ay * m24) + m44
        // · translate(position, z): column j of each row gains that row's w (column 4) · p_j.
        return Transform3D(
            m11: m11 + m14 * px, m12: m12 + m14 * py, m13: m13 + m14 * pz, m14: m14,
            m21: m21 + m24 * px, m22: m22 + m24 * py, m23: m23 + m24 * pz, m24: m24,
            m31: m31 + m34 * px, m32: m32 + m34 * py, m33: m33 + m34 * pz, m34: m34,
            m41: a41 + a44 * px, m42: a42 + a44 * py, m43: a43 + a44 * pz, m44: a44)
    }

    /// `flattened.concatenating(parent)` without the products of the zeroed z column: equal
    /// (==), at most a zero's sign differing, when `parent`'s third row is finite.
    @inline(__always)
    func flattenedConcatenating(_ b: Transform3D) -> Transform3D {
        let a = self
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m44 * b.m44)
    }

    /// `Transform3D(translationX: x, y: y, z: z).flattened.concatenating(self)`, a translated
    /// plain layer's map to the viewport given its parent's (`self`): the parent's rows 1
    /// and 2, a zero row 3, and row 4 moved by x·row 1 + y·row 2. Equal (==) to the full
    /// product, at most a zero's sign differing, when `self` and x, y are finite.
    @inline(__always)
    func prependingFlatTranslation(x tx: Double, y ty: Double) -> Transform3D {
        Transform3D(
            m11: m11, m12: m12, m13: m13, m14: m14,
            m21: m21, m22: m22, m23: m23, m24: m24,
            m31: 0, m32: 0, m33: 0, m34: 0,
            m41: (tx * m11 + ty * m21) + m41, m42: (tx * m12 + ty * m22) + m42,
            m43: (tx * m13 + ty * m23) + m43, m44: (tx * m14 + ty * m24) + m44)
    }

    /// `apply(x: x, y: y, z: 0, w: 1)`; when `thirdRowFinite` is true (the caller checked),
    /// without the 0 · row 3 products, which are ±0 then: equal, at most a zero's sign
    /// differing.
    @inline(__always)
    func applyToPlanePoint(x: Double, y: Double, _ thirdRowFinite: Bool) -> (x: Double, y: Double, w: Double) {
        guard thirdRowFinite else {
            let p = apply(x: x, y: y, z: 0, w: 1)
            return (p.x, p.y, p.w)
        }
        return ((x * m11 + y * m21) + m41, (x * m12 + y * m22) + m42, (x * m14 + y * m24) + m44)
    }

    /// The third row finite: what `flattenedConcatenating` needs of its argument.
    @inline(__always)
    var thirdRowFinite: Bool { ((m31 - m31) + (m32 - m32)) + ((m33 - m33) + (m34 - m34)) == 0 }
}
