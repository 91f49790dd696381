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

    init(scale: SIMD3<Double>, skew: SIMD3<Double>, rotation: Quaternion,
         translation: SIMD3<Double>, perspective: SIMD4<Double>) {
        self.scale = scale; self.skew = skew; self.rotation = rotation
        self.translation = translation; self.perspective = perspective
    }

    /// The matrix again: Scale · Skew · Rotation as rows, then translation and perspective.
    var transform: Transform3D {
        let r = rotation.rotationRows
        let rows = [scale.x * r[0],
                    scale.y * (skew.x * r[0] + r[1]),
                    scale.z * (skew.y * r[0] + skew.z * r[1] + r[2])]
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        let t = translation
        return Transform3D([rows[0].x, rows[0].y, rows[0].z, Self.dot(rows[0], p),
                            rows[1].x, rows[1].y, rows[1].z, Self.dot(rows[1], p),
                            rows[2].x, rows[2].y, rows[2].z, Self.dot(rows[2], p),
                            t.x, t.y, t.z, Self.dot(t, p) + perspective.w])
    }

    /// Translation, scale, skew and perspective in a straight line; rotation by SLERP.
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self {
        func lerp<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar == Double { x + (y - x) * t }
        return Self(scale: lerp(a.scale, b.scale), skew: lerp(a.skew, b.skew),
                    rotation: .slerp(a.rotation, b.rotation, t),
                    translation: lerp(a.translation, b.translation), perspective: lerp(a.perspective, b.perspective))
    }

    // MARK: Components

    static let componentCount = 17

    /// translation (3), scale (3), skew (3), perspective (4), rotation quaternion (4, w ≥ 0).
    var components: [Double] {
        let q = rotation.canonical
        return [translation.x, translation.y, translation.z, scale.x, scale.y, scale.z,
                skew.x, skew.y, skew.z, perspective.x, perspective.y, perspective.z, perspective.w,
                q.x, q.y, q.z, q.w]
    }

    /// From `components`, or from a blend of them: the quaternion is normalised again.
    init(components c: [Double]) {
        precondition(c.count == Self.componentCount, "a decomposed transform has 17 components, got \(c.count)")
        self.init(scale: SIMD3(c[3], c[4], c[5]), skew: SIMD3(c[6], c[7], c[8]),
                  rotation: Quaternion(x: c[13], y: c[14], z: c[15], w: c[16]).normalized,
                  translation: SIMD3(c[0], c[1], c[2]), perspective: SIMD4(c[9], c[10], c[11], c[12]))
    }
}
