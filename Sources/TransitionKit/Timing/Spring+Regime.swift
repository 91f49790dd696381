extension Spring {
    /// Which closed form the spring follows, with the rates it needs worked out once.
    enum Regime: Hashable, Sendable {
        /// ζ < 1: e^(−s·t)·[cos ωd·t + ((s − v)/ωd)·sin ωd·t], s = ζω0, ωd = ω0√(1−ζ²).
        case underdamped(decay: Double, frequency: Double)
        /// ζ = 1, and ζ > 1 when overdamping is not allowed: (1 + (ω0 − v)·t)·e^(−ω0·t).
        case critical(rate: Double)
        /// ζ > 1 when allowed: A·e^(−fast·t) + B·e^(−slow·t), fast = s + r, slow = s − r,
        /// s = ζω0, r = ω0√(ζ²−1).
        case overdamped(decay: Double, spread: Double, slow: Double, fast: Double)

        init(naturalFrequency ω0: Double, dampingRatio ζ: Double, allowsOverdamping: Bool) {
            if ζ < 1 {
                // (1 − ζ)(1 + ζ) rather than 1 − ζ², which loses digits as ζ → 1.
                self = .underdamped(decay: ζ * ω0, frequency: ω0 * ((1 - ζ) * (1 + ζ)).squareRoot())
            } else if ζ > 1 && allowsOverdamping {
                let s = ζ * ω0
                let r = ω0 * ((ζ - 1) * (ζ + 1)).squareRoot()
                // slow = (s² − r²)/(s + r) = ω0²/(s + r): s − r would cancel for large ζ.
                self = .overdamped(decay: s, spread: r, slow: ω0 * ω0 / (s + r), fast: s + r)
            } else {
                self = .critical(rate: ω0)
            }
        }
    }
}
