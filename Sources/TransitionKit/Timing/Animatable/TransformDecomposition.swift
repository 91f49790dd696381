/// A `Transform3D` split into parts that interpolate independently — the decomposition of
/// WebKit's `TransformationMatrix::decompose` and CSS "unmatrix", in Core Animation's
/// row-vector layout, where points are transformed as p·M:
///
///     M = Scale · Skew · Rotation · Translation · Perspective
///
/// (leftmost applied first). Rows 1–3 of M are the scaled, skewed rotation; row 4 holds the
/// translation; the fourth column holds the perspective.
struct TransformDecomposition: Hashable, Sendable {
    var scale: SIMD3<Double>
    /// xy, xz and yz shear factors (`Skew` is lower-triangular with a unit diagonal).
    var skew: SIMD3<Double>
    var rotation: Quaternion
    var translation: SIMD3<Double>
    /// (px, py, pz, w): `Perspective` is the identity with this as its fourth column.
    var perspective: SIMD4<Double>

    /// Nil when M cannot be split: m44 = 0, a number is not finite, two rows of the 3×3 part
    /// are dependent without either being zero, or the 3×3 part is singular while there is
    /// perspective. A zero row (a layer scaled to 0 along an axis) does decompose, with scale
    /// 0, so shrinking to nothing still interpolates through the decomposition.
    init?(_ matrix: Transform3D) {
        guard matrix.isFinite, matrix.m44 != 0 else { return nil }
        // Homogeneous: M and M/m44 are the same map.
        let e = matrix.elements.map { $0 / matrix.m44 }
        let rows = [SIMD3(e[0], e[1], e[2]), SIMD3(e[4], e[5], e[6]), SIMD3(e[8], e[9], e[10])]
        let column = SIMD3(e[3], e[7], e[11])
        translation = SIMD3(e[12], e[13], e[14])
        if column == .zero {
            perspective = SIMD4(0, 0, 0, 1)
        } else {
            guard let p = Self.solve(rows: rows, column) else { return nil }
            perspective = SIMD4(p.x, p.y, p.z, 1 - Self.dot(translation, p))
        }
        guard let parts = Self.orthonormalise(rows) else { return nil }
        scale = parts.scale
        skew = parts.skew
        rotation = Quaternion(rotationRows: parts.rotation)
    }

    init(
        scale: SIMD3<Double>, skew: SIMD3<Double>, rotation: Quaternion,
        translation: SIMD3<Double>, perspective: SIMD4<Double>
    ) {
        self.scale = scale
        self.skew = skew
        self.rotation = rotation
        self.translation = translation
        self.perspective = perspective
    }

    /// The matrix again: Scale · Skew · Rotation as rows, then translation and perspective.
    /// (On the frame path for every animated transform, so no arrays.)
    var transform: Transform3D {
        let (r0, r1, r2) = rotation.rotationRows
        let row0 = scale.x * r0
        let row1 = scale.y * (skew.x * r0 + r1)
        let row2 = scale.z * (skew.y * r0 + skew.z * r1 + r2)
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        let t = translation
        return Transform3D(
            m11: row0.x, m12: row0.y, m13: row0.z, m14: Self.dot(row0, p),
            m21: row1.x, m22: row1.y, m23: row1.z, m24: Self.dot(row1, p),
            m31: row2.x, m32: row2.y, m33: row2.z, m34: Self.dot(row2, p),
            m41: t.x, m42: t.y, m43: t.z, m44: Self.dot(t, p) + perspective.w)
    }

    /// Translation, scale, skew and perspective in a straight line; rotation by SLERP.
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self {
        func lerp<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar == Double { x + (y - x) * t }
        return Self(
            scale: lerp(a.scale, b.scale), skew: lerp(a.skew, b.skew),
            rotation: .slerp(a.rotation, b.rotation, t),
            translation: lerp(a.translation, b.translation), perspective: lerp(a.perspective, b.perspective))
    }

    // MARK: Components

    static let componentCount = 17

    /// translation (3), scale (3), skew (3), perspective (4), rotation quaternion (4, w ≥ 0).
    var components: [Double] {
        let q = rotation.canonical
        return [
            translation.x, translation.y, translation.z, scale.x, scale.y, scale.z,
            skew.x, skew.y, skew.z, perspective.x, perspective.y, perspective.z, perspective.w,
            q.x, q.y, q.z, q.w,
        ]
    }

    /// From `components`, or from a blend of them: the quaternion is normalised again.
    init(components c: [Double]) {
        precondition(c.count == Self.componentCount, "a decomposed transform has 17 components, got \(c.count)")
        self = c.withUnsafeBufferPointer { Self(components: $0.baseAddress!) }
    }

    /// From `componentCount` numbers at `c`, in `components`' order.
    init(components c: UnsafePointer<Double>) {
        self.init(
            scale: SIMD3(c[3], c[4], c[5]), skew: SIMD3(c[6], c[7], c[8]),
            rotation: Quaternion(x: c[13], y: c[14], z: c[15], w: c[16]).normalized,
            translation: SIMD3(c[0], c[1], c[2]), perspective: SIMD4(c[9], c[10], c[11], c[12]))
    }
}
