/// A unit quaternion (x, y, z, w) = (axis·sin(θ/2), cos(θ/2)): the rotation part of a
/// decomposed `Transform3D`, because rotations only interpolate correctly as quaternions.
struct Quaternion: Hashable, Sendable {
    var x: Double, y: Double, z: Double, w: Double

    static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    var vector: SIMD4<Double> { SIMD4(x, y, z, w) }

    init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    init(_ v: SIMD4<Double>) { self.init(x: v.x, y: v.y, z: v.z, w: v.w) }

    /// The rotation whose row-vector matrix (Core Animation's layout) has these rows.
    ///
    /// Shepperd's method: start from the largest of |w|, |x|, |y|, |z| and read the others
    /// from the off-diagonal sums, so rotations near 180° keep the signs between x, y and z
    /// (reading each sign from the antisymmetric part alone, as some decompositions do,
    /// loses them there).
    init(rotationRows r: [SIMD3<Double>]) {
        let (m11, m12, m13) = (r[0].x, r[0].y, r[0].z)
        let (m21, m22, m23) = (r[1].x, r[1].y, r[1].z)
        let (m31, m32, m33) = (r[2].x, r[2].y, r[2].z)
        let trace = m11 + m22 + m33
        let q: SIMD4<Double>
        if trace > 0 {
            let s = 2 * (1 + trace).squareRoot()
            q = SIMD4((m23 - m32) / s, (m31 - m13) / s, (m12 - m21) / s, s / 4)
        } else if m11 > m22 && m11 > m33 {
            let s = 2 * (1 + m11 - m22 - m33).squareRoot()
            q = SIMD4(s / 4, (m12 + m21) / s, (m31 + m13) / s, (m23 - m32) / s)
        } else if m22 > m33 {
            let s = 2 * (1 + m22 - m11 - m33).squareRoot()
            q = SIMD4((m12 + m21) / s, s / 4, (m23 + m32) / s, (m31 - m13) / s)
        } else {
            let s = 2 * (1 + m33 - m11 - m22).squareRoot()
            q = SIMD4((m31 + m13) / s, (m23 + m32) / s, s / 4, (m12 - m21) / s)
        }
        self = Quaternion(q).normalized
    }

    /// The rows of the rotation matrix in Core Animation's row-vector layout (the transpose
    /// of the usual column-vector matrix), matching `Transform3D(rotationAngle:x:y:z:)`.
    /// A tuple rather than an array: recomposing a transform is on the frame path.
    var rotationRows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        (
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        )
    }

    /// Unit length; the identity for a zero quaternion (a Catmull-Rom blend can pass near one).
    var normalized: Quaternion {
        let length = (vector * vector).sum().squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        return Quaternion(vector / length)
    }

    /// q and −q are the same rotation; this picks the one with w ≥ 0, so a lone quaternion's
    /// components do not flip sign for no reason.
    var canonical: Quaternion { w < 0 ? Quaternion(-vector) : self }

    /// Spherical interpolation along the shorter arc, extrapolating for t outside [0, 1].
    ///
    /// The angle comes from 2·atan2(|a − b|, |a + b|), which stays accurate for nearly equal
    /// rotations where acos of the dot product would not.
    static func slerp(_ a: Quaternion, _ b: Quaternion, _ t: Double) -> Quaternion {
        let p = a.vector
        var q = b.vector
        if (p * q).sum() < 0 { q = -q }
        let difference = p - q
        let sum = p + q
        let half = Math.atan2((difference * difference).sum().squareRoot(), (sum * sum).sum().squareRoot())
        let angle = 2 * half
        let sine = Math.sin(angle)
        guard sine > 1e-12 else { return Quaternion(p + (q - p) * t).normalized }
        let wa = Math.sin((1 - t) * angle) / sine
        let wb = Math.sin(t * angle) / sine
        return Quaternion(p * wa + q * wb)
    }
}
