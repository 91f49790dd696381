extension Spring {
    /// x(t): the remaining fraction of the distance, 1 at t = 0 and → 0, with x′(0) = −v.
    ///
    /// The plain solution of the equation for any finite t, negative included: no clamping
    /// and no end-of-animation snap (those belong to `value(at:)`). Traps unless t is finite.
    public func displacement(at t: Double) -> Double {
        precondition(t.isFinite, "Spring.displacement(at:) needs a finite time, got \(t)")
        return Self.displacement(at: t, regime, velocity: initialVelocity)
    }

    static func displacement(at t: Double, _ regime: Regime, velocity v: Double) -> Double {
        switch regime {
        case .underdamped(let s, let ωd):
            return Self.underdampedDisplacement(t, decay: s, frequency: ωd, velocity: v)
        case .critical(let ω0):
            return Self.criticalDisplacement(t, rate: ω0, velocity: v)
        case .overdamped(let s, let r, let slow, let fast):
            return Self.overdampedDisplacement(t, decay: s, spread: r, slow: slow, fast: fast, velocity: v)
        }
    }

    /// The animation's progress at `t` seconds: 1 − x(t).
    ///
    /// 0 until the animation starts (t ≤ 0). A UIKit spring ends at `duration`, and from
    /// then on this is exactly 1 — the small jump UIKit shows at the end. Traps on NaN, and
    /// on +∞ for a spring with no `duration`.
    public func value(at t: Double) -> Double {
        precondition(!t.isNaN, "Spring.value(at:) needs a time, got NaN")
        if t <= 0 { return 0 }
        if let duration, t >= duration { return 1 }
        return 1 - displacement(at: t)
    }

    static func underdampedDisplacement(_ t: Double, decay s: Double, frequency ωd: Double, velocity v: Double) -> Double {
        let phase = ωd * t
        return Math.exp(-s * t) * (Math.cos(phase) + (s - v) / ωd * Math.sin(phase))
    }

    static func criticalDisplacement(_ t: Double, rate ω0: Double, velocity v: Double) -> Double {
        (1 + (ω0 - v) * t) * Math.exp(-ω0 * t)
    }

    /// A·e^(−fast·t) + B·e^(−slow·t), written as e^(−st)·[cosh rt + (s − v)·sinh(rt)/r]: the same
    /// function, but A and B grow without bound as ζ → 1⁺ and cancel, while this form tends
    /// smoothly to the critical solution.
    static func overdampedDisplacement(
        _ t: Double, decay s: Double, spread r: Double, slow: Double, fast: Double,
        velocity v: Double
    ) -> Double {
        dampedCosh(t, slow: slow, fast: fast) + (s - v) * dampedSinhOverSpread(t, decay: s, spread: r, slow: slow, fast: fast)
    }

    /// e^(−st)·cosh(rt), from the two decaying exponentials so nothing overflows.
    static func dampedCosh(_ t: Double, slow: Double, fast: Double) -> Double {
        (Math.exp(-slow * t) + Math.exp(-fast * t)) / 2
    }

    /// e^(−st)·sinh(rt)/r, by a series when rt is small (where the difference of
    /// exponentials would lose the digits that matter once divided by r).
    static func dampedSinhOverSpread(_ t: Double, decay s: Double, spread r: Double, slow: Double, fast: Double) -> Double {
        let rt = r * t
        if abs(rt) < 1e-3 {
            let rt2 = rt * rt
            return Math.exp(-s * t) * t * (1 + rt2 / 6 + rt2 * rt2 / 120)
        }
        return (Math.exp(-slow * t) - Math.exp(-fast * t)) / (2 * r)
    }
}
