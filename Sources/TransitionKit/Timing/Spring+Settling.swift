extension Spring {
    /// Core Animation's settling threshold on |x|.
    static let settlingEpsilon = 0.001

    /// When the spring has settled, by regime.
    ///
    /// - ζ < 1: Core Animation's formula, T = ln((1 + |B|)/ε)/(ζω0) with B = (ζω0 − v)/ωd —
    ///   the time the envelope e^(−ζω0·t)·(1 + |B|) ≥ |x(t)| falls to ε.
    /// - ζ ≥ 1: the same idea with this regime's envelope, e^(−st)·[cosh rt + |s − v|·sinh(rt)/r]
    ///   (r = 0 for critical: e^(−ω0·t)·(1 + |ω0 − v|·t)), which bounds |x(t)| and equals it
    ///   when v ≤ s. It has no closed-form inverse, so the crossing of ε is found by bisection.
    ///   The envelope stays above ε until its peak and falls after it, so the crossing is
    ///   unique. For a UIKit spring with ζ = 1 and v = 0 this gives back its `duration`, since
    ///   UIKit chose ω0 by the same equation.
    static func settlingDuration(_ regime: Regime, velocity v: Double) -> Double {
        switch regime {
        case .underdamped(let s, let ωd):
            let b = (s - v) / ωd
            return Math.log((1 + abs(b)) / settlingEpsilon) / s
        case .critical(let ω0):
            return envelopeCrossing(start: 1 / ω0) { t in
                (1 + abs(ω0 - v) * t) * Math.exp(-ω0 * t)
            }
        case .overdamped(let s, let r, let slow, let fast):
            return envelopeCrossing(start: 1 / slow) { t in
                dampedCosh(t, slow: slow, fast: fast)
                    + abs(s - v) * dampedSinhOverSpread(t, decay: s, spread: r, slow: slow, fast: fast)
            }
        }
    }

    /// The one t where `envelope` falls through ε, for an envelope that is above ε up to its
    /// peak and decreasing after: double `start` until below ε, then bisect to the last bit.
    static func envelopeCrossing(start: Double, _ envelope: (Double) -> Double) -> Double {
        var lo = 0.0
        var hi = start
        var doublings = 0
        while envelope(hi) >= settlingEpsilon {
            lo = hi
            hi *= 2
            doublings += 1
            if doublings > 2_000 || !hi.isFinite { return .infinity }
        }
        while true {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { return hi }
            if envelope(mid) >= settlingEpsilon { lo = mid } else { hi = mid }
        }
    }

    /// The peak of the progress past 1: the most negative x(t) for t > 0 (and t < `duration`
    /// when set), or 0 if x never goes negative.
    ///
    /// Exact, not sampled: x′ has a closed form, so its zeros are the only candidates, with
    /// `duration` itself when the animation is cut off there.
    static func overshoot(_ regime: Regime, naturalFrequency ω0: Double, velocity v: Double, duration: Double?) -> Double {
        var times = extremumTimes(regime, naturalFrequency: ω0, velocity: v)
        if let duration {
            times = times.filter { $0 < duration } + [duration]
        }
        let deepest = times.map { displacement(at: $0, regime, velocity: v) }.min() ?? 0
        return Swift.max(0, -deepest)
    }

    /// Times t > 0 with x′(t) = 0 that can hold the most negative x.
    ///
    /// x′(t) is proportional to v·ωd·cos ωd·t + K·sin ωd·t (underdamped) or to
    /// v·cosh rt + K·sinh(rt)/r (otherwise), with K = ω0² − s·v. Underdamped, the extrema
    /// alternate in sign and shrink, so the deepest is one of the first two; otherwise there
    /// is at most one, where tanh(rt)/r = −v/K.
    static func extremumTimes(_ regime: Regime, naturalFrequency ω0: Double, velocity v: Double) -> [Double] {
        switch regime {
        case .underdamped(let s, let ωd):
            let φ = Math.atan2(v * ωd, ω0 * ω0 - s * v)
            return (0...2).map { (Double($0) * .pi - φ) / ωd }.filter { $0 > 0 }.prefix(2).map { $0 }
        case .critical(let ω0):
            return hyperbolicExtremum(decay: ω0, spread: 0, naturalFrequency: ω0, velocity: v).map { [$0] } ?? []
        case .overdamped(let s, let r, _, _):
            return hyperbolicExtremum(decay: s, spread: r, naturalFrequency: ω0, velocity: v).map { [$0] } ?? []
        }
    }

    /// t = atanh(r·g)/r with g = −v/K, when 0 < r·g < 1 (r = 0: t = g).
    static func hyperbolicExtremum(decay s: Double, spread r: Double, naturalFrequency ω0: Double, velocity v: Double) -> Double? {
        let k = ω0 * ω0 - s * v
        guard k != 0 else { return nil }
        let g = -v / k
        let y = r * g
        guard g > 0, y < 1 else { return nil }
        return g * atanhOverArgument(y)
    }

    /// atanh(y)/y, by its series near 0 where the logarithm would lose the digits.
    static func atanhOverArgument(_ y: Double) -> Double {
        if y < 1e-4 { return 1 + y * y / 3 + y * y * y * y / 5 }
        return Math.log((1 + y) / (1 - y)) / (2 * y)
    }
}
