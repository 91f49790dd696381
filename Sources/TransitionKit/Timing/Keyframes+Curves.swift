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
            let before = Swift.max(i - 1, 0)
            let after = Swift.min(i + 1, last)
            let span = t[after] - t[before]
            guard span > 0 else { return [Double](repeating: 0, count: p[i].count) }
            return zip(p[before], p[after]).map { ($1 - $0) / span }
        }
    }
}
