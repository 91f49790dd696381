extension Keyframes {
    /// Key times in proportion to the distance travelled, or nil when nothing moves (then
    /// the given times stand).
    static func pacedKeyTimes(_ components: [[Double]]) -> [Double]? {
        var cumulative = [0.0]
        for (a, b) in zip(components, components.dropFirst()) {
            cumulative.append(cumulative[cumulative.count - 1] + distance(a, b))
        }
        let total = cumulative[cumulative.count - 1]
        guard total > 0, total.isFinite else { return nil }
        var times = cumulative.map { $0 / total }
        times[times.count - 1] = 1
        return times
    }

    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
    }

    /// Catmull-Rom tangents: centred differences inside, one-sided at the ends, zero across
    /// a span of no time.
    static func tangents(_ p: [[Double]], _ t: [Double]) -> [[Double]] {
        let last = p.count - 1
        return (0...last).map { i in
            let before = Swift.max(i - 1, 0), after = Swift.min(i + 1, last)
            let span = t[after] - t[before]
            guard span > 0 else { return [Double](repeating: 0, count: p[i].count) }
            return zip(p[before], p[after]).map { ($1 - $0) / span }
        }
    }

    /// The cubic Hermite segment from p0 to p1 over a span h, at u ∈ [0, 1]: tangents are in
    /// value per unit of fraction, so they are scaled by h to be per unit of u.
    static func hermite(_ p0: [Double], _ m0: [Double], _ p1: [Double], _ m1: [Double], h: Double, u: Double) -> [Double] {
        (0..<p0.count).map { j in hermite(p0[j], m0[j], p1[j], m1[j], h: h, u: u) }
    }

    @inline(__always)
    static func hermite(_ p0: Double, _ m0: Double, _ p1: Double, _ m1: Double, h: Double, u: Double) -> Double {
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u
        let h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return h00 * p0 + h10 * h * m0 + h01 * p1 + h11 * h * m1
    }
}
