/// Where a fraction falls among a keyframe animation's key times: the key at or before it,
/// how far it is towards the next, and the cubic Hermite weights there.
///
/// `Keyframes.value(at:)` works it out for one property; frame evaluation works it out once
/// per animation group and key-time list and shares it between every track that uses them
/// (in `animateKeyframes`, usually every property of the block), so that the lookup and the
/// weights are not repeated per track. Both go through this type, so they agree exactly.
struct KeySegment {
    /// The last key whose time is at or before the (clamped) fraction.
    var index: Int
    /// The fraction is exactly at key `index`, or at or past the last key: that key's value
    /// shows, whatever the calculation mode.
    var atKey: Bool
    /// How far through the span from key `index` to the next (0…1) when not `atKey`.
    var u: Double
    /// The Hermite basis at `u` for the cubic modes (zero when `atKey`).
    var weights: HermiteWeights

    /// `times` ascend from 0 to 1 and hold at least two keys. Fractions outside [0, 1] clamp.
    @inline(__always)
    init(_ fraction: Double, in times: UnsafeBufferPointer<Double>) {
        let f = Swift.min(Swift.max(fraction, 0), 1)
        let i = Self.lastKey(atOrBefore: f, in: times)
        index = i
        if times[i] == f || i == times.count - 1 {
            atKey = true
            u = 0
            weights = .zero
            return
        }
        let h = times[i + 1] - times[i]
        atKey = false
        u = (f - times[i]) / h
        weights = HermiteWeights(u: u, h: h)
    }

    /// The largest index whose time is ≤ f (the later key wins at a repeated time); 0 if none.
    @inline(__always)
    static func lastKey(atOrBefore f: Double, in times: UnsafeBufferPointer<Double>) -> Int {
        var lo = 0
        var hi = times.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if times[mid] <= f { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}

/// The cubic Hermite basis at u ∈ [0, 1] of a segment spanning h, with the tangent weights
/// already multiplied by h (tangents are per unit of fraction, u is per segment). A frame
/// computes them once per keyframe segment and applies them to every component of every
/// track on that segment.
struct HermiteWeights {
    var p0: Double, m0: Double, p1: Double, m1: Double

    static let zero = HermiteWeights(p0: 0, m0: 0, p1: 0, m1: 0)

    init(p0: Double, m0: Double, p1: Double, m1: Double) {
        self.p0 = p0
        self.m0 = m0
        self.p1 = p1
        self.m1 = m1
    }

    @inline(__always)
    init(u: Double, h: Double) {
        let u2 = u * u
        let u3 = u2 * u
        p0 = 2 * u3 - 3 * u2 + 1
        m0 = (u3 - 2 * u2 + u) * h
        p1 = -2 * u3 + 3 * u2
        m1 = (u3 - u2) * h
    }

    /// h00·p0 + h10·h·m0 + h01·p1 + h11·h·m1, summed left to right.
    @inline(__always)
    func blend(_ p0: Double, _ m0: Double, _ p1: Double, _ m1: Double) -> Double {
        self.p0 * p0 + self.m0 * m0 + self.p1 * p1 + self.m1 * m1
    }
}
