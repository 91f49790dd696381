/// The linear algebra behind `TransformDecomposition`, on 3-vectors.
extension TransformDecomposition {
    /// Rows this short compared with the longest count as zero (a layer scaled to 0).
    static let zeroRowTolerance = 1e-12
    /// A row whose part orthogonal to the rows before it is this short is dependent on them.
    static let dependentRowTolerance = 1e-10

    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

    static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }

    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// p with rows[i]·p = column[i] for each i (Cramer's rule), or nil when the rows are
    /// (nearly) singular.
    static func solve(rows r: [SIMD3<Double>], _ column: SIMD3<Double>) -> SIMD3<Double>? {
        let c12 = cross(r[1], r[2])
        let c20 = cross(r[2], r[0])
        let c01 = cross(r[0], r[1])
        let determinant = dot(r[0], c12)
        let size = length(r[0]) * length(r[1]) * length(r[2])
        guard size > 0, abs(determinant) > zeroRowTolerance * size else { return nil }
        return (column.x * c12 + column.y * c20 + column.z * c01) / determinant
    }

    /// Gram–Schmidt on the rows of the 3×3 part: rows = Scale · Skew · Rotation.
    ///
    /// Zero rows get scale 0 and no shear, and their rotation row is completed from the
    /// others so the rotation stays proper. A reflection (negative determinant) is folded
    /// into the scale, negating all three, as the reference algorithm does.
    static func orthonormalise(
        _ rows: [SIMD3<Double>]
    )
        -> (scale: SIMD3<Double>, skew: SIMD3<Double>, rotation: [SIMD3<Double>])?
    {
        let longest = rows.map(length).max() ?? 0
        guard longest > 0 else { return (.zero, .zero, [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]) }
        var scale = SIMD3<Double>.zero
        var shear = [[Double]](repeating: [0, 0, 0], count: 3)  // shear[i][j]: row i along basis j < i
        var basis: [SIMD3<Double>?] = [nil, nil, nil]
        for i in 0..<3 where length(rows[i]) > zeroRowTolerance * longest {
            var residual = rows[i]
            for j in 0..<i {
                guard let b = basis[j] else { continue }
                shear[i][j] = dot(b, residual)
                residual -= shear[i][j] * b
            }
            let size = length(residual)
            guard size > dependentRowTolerance * length(rows[i]) else { return nil }
            scale[i] = size
            basis[i] = residual / size
            for j in 0..<i { shear[i][j] /= size }
        }
        let skew = SIMD3(shear[1][0], shear[2][0], shear[2][1])
        var rotation = completed(basis)
        if basis.allSatisfy({ $0 != nil }) && dot(rotation[0], cross(rotation[1], rotation[2])) < 0 {
            scale = -scale
            rotation = rotation.map { -$0 }
        }
        return (scale, skew, rotation)
    }

    /// Fills missing rows of an orthonormal basis so that it is a proper rotation (det +1).
    static func completed(_ basis: [SIMD3<Double>?]) -> [SIMD3<Double>] {
        let present = (0..<3).filter { basis[$0] != nil }
        switch present.count {
        case 3:
            return basis.map { $0! }
        case 2:
            // The missing row is the cross product of the other two, in cyclic order.
            var rows = basis
            let missing = (0..<3).first { basis[$0] == nil }!
            rows[missing] = cross(basis[(missing + 1) % 3]!, basis[(missing + 2) % 3]!)
            return rows.map { $0! }
        case 1:
            let k = present[0]
            let axis = basis[k]!
            // The coordinate axis least aligned with the row we have, made orthogonal to it.
            let seeds = [SIMD3<Double>(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
            let seed = seeds.min { abs(dot($0, axis)) < abs(dot($1, axis)) }!
            let next = seed - dot(seed, axis) * axis
            var rows = basis
            rows[(k + 1) % 3] = next / length(next)
            rows[(k + 2) % 3] = cross(axis, rows[(k + 1) % 3]!)
            return rows.map { $0! }
        default:
            return [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
        }
    }
}
