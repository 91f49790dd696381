extension CubicBezier {
    /// Core Animation's tolerance on x: its answers differ from the exact ones by at most
    /// ~1.4e-6 in y, which is what the reference vectors allow for.
    static let solverTolerance = 1e-5
    static let newtonSteps = 8
    /// Below this slope a Newton step would fly off, so the solver bisects instead.
    static let flatSlope = 1e-6

    /// The progress at time fraction `x`, which is clamped to [0, 1].
    ///
    /// Solved as Core Animation does rather than exactly, so frames match the device: Newton
    /// from s = x for at most 8 steps, stopping once |x(s) − x| < 1e-5, then bisection.
    /// The ends return exactly 0 and 1 so a finished animation lands on its target, and a
    /// curve whose y polynomial is its x polynomial (`linear`, or any x1 = y1, x2 = y2)
    /// returns x itself, the exact answer the solver would only approximate.
    /// Traps on NaN.
    public func value(at x: Double) -> Double {
        precondition(!x.isNaN, "CubicBezier.value(at:) needs a number, got NaN")
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isIdentity { return x }
        return Self.sample(ay, by, cy, solveCurveX(x))
    }

    var isIdentity: Bool { x1 == y1 && x2 == y2 }

    /// The parameter s with x(s) ≈ x.
    func solveCurveX(_ x: Double) -> Double {
        var s = x
        for _ in 0..<Self.newtonSteps {
            let error = Self.sample(ax, bx, cx, s) - x
            if abs(error) < Self.solverTolerance { return s }
            let slope = Self.slope(ax, bx, cx, s)
            if abs(slope) < Self.flatSlope { break }
            s -= error / slope
        }
        return bisect(x)
    }

    /// x(s) is monotonic on [0, 1] (x1, x2 ∈ [0, 1]), so halving always converges.
    private func bisect(_ x: Double) -> Double {
        var lo = 0.0
        var hi = 1.0
        var s = x
        // 60 halvings take [0, 1] below 1e-18: the loop always ends, even for a pathological curve.
        for _ in 0..<60 {
            let value = Self.sample(ax, bx, cx, s)
            if abs(value - x) < Self.solverTolerance { return s }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// ((a·s + b)·s + c)·s — one axis of the curve, in Horner form.
    @inline(__always)
    static func sample(_ a: Double, _ b: Double, _ c: Double, _ s: Double) -> Double {
        ((a * s + b) * s + c) * s
    }

    /// d/ds of `sample`.
    @inline(__always)
    static func slope(_ a: Double, _ b: Double, _ c: Double, _ s: Double) -> Double {
        (3 * a * s + 2 * b) * s + c
    }
}
