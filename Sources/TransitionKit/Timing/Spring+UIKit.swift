extension Spring {
    /// UIKit's settling threshold: the envelope of x(t) is 0.001 at `duration`.
    static let uikitEpsilon = 0.001
    /// UIKit never overdamps, and never lets ζ reach 0.
    static let uikitDampingRatioRange = 1.19e-7...1.0
    static let uikitDurationRange = 0.01...10.0
    static let uikitNewtonIterations = 12

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    ///
    /// UIKit does not stretch a spring to fit the duration: it picks the natural frequency ω0
    /// whose envelope has decayed to 0.001 at `duration`, runs the spring in real seconds
    /// and stops it there. So ζ is clamped to [1.19e-7, 1], the duration to [0.01, 10], and
    /// ω0 is found the way UIKit finds it — 12 Newton steps from 5/duration — rather than
    /// exactly, so that frames agree with the device. Then m = 1, k = ω0², c = 2ζω0.
    ///
    /// Traps on NaN, ±∞, a negative duration or a negative ratio; `uikit(duration:…)`
    /// throws instead.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        if let problem = Self.uikitProblem(
            duration: duration, dampingRatio: dampingRatio,
            initialVelocity: initialVelocity)
        {
            preconditionFailure(problem.description)
        }
        let d = Self.clamp(duration, to: Self.uikitDurationRange)
        let ζ = Self.clamp(dampingRatio, to: Self.uikitDampingRatioRange)
        let ω0 = Self.uikitNaturalFrequency(duration: d, dampingRatio: ζ, initialVelocity: initialVelocity)
        self.init(
            checkedMass: 1, stiffness: ω0 * ω0, damping: 2 * ζ * ω0, dampingRatio: ζ,
            initialVelocity: initialVelocity, duration: d, allowsOverdamping: false)
    }

    /// The UIKit spring, for numbers typed by a person: throws a `TimingError` where the
    /// initialiser would trap.
    public static func uikit(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) throws -> Spring {
        if let problem = uikitProblem(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity) {
            throw problem
        }
        return Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    }

    static func uikitProblem(duration: Double, dampingRatio: Double, initialVelocity: Double) -> TimingError? {
        if let notFinite = TimingError.firstNonFinite([
            "duration": duration, "dampingRatio": dampingRatio,
            "initialVelocity": initialVelocity,
        ]) {
            return notFinite
        }
        if duration < 0 { return .negative(parameter: "duration", value: duration) }
        if dampingRatio < 0 { return .negative(parameter: "dampingRatio", value: dampingRatio) }
        return nil
    }

    static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }

    /// ω0 such that the envelope of x reaches ε at `duration`, by UIKit's fixed Newton run.
    ///
    /// When no such ω0 exists — for ζ below about ε the envelope starts under ε, and Newton
    /// runs off to −∞ — the start value 5/duration is kept: finite and deterministic, where
    /// what UIKit does is not known.
    static func uikitNaturalFrequency(duration d: Double, dampingRatio ζ: Double, initialVelocity v: Double) -> Double {
        let start = 5 / d
        var ω0 = start
        for _ in 0..<uikitNewtonIterations {
            let (f, slope) =
                ζ < 1
                ? underdampedEnvelopeResidual(ω0, duration: d, dampingRatio: ζ, velocity: v)
                : criticalEnvelopeResidual(ω0, duration: d, velocity: v)
            let next = ω0 - f / slope
            guard next.isFinite else { break }
            ω0 = next
        }
        return ω0.isFinite && ω0 > 0 ? ω0 : start
    }

    /// f(ω) = |(ζω − v) / (ω·√(1−ζ²))|·e^(−ζωd) − ε and df/dω.
    static func underdampedEnvelopeResidual(
        _ ω: Double, duration d: Double, dampingRatio ζ: Double,
        velocity v: Double
    ) -> (value: Double, slope: Double) {
        let root = ((1 - ζ) * (1 + ζ)).squareRoot()
        let amplitude = (ζ * ω - v) / (ω * root)
        let amplitudeSlope = v / (ω * ω * root)
        let decay = Math.exp(-ζ * ω * d)
        let sign: Double = amplitude < 0 ? -1 : 1
        return (
            abs(amplitude) * decay - uikitEpsilon,
            decay * (sign * amplitudeSlope - ζ * d * abs(amplitude))
        )
    }

    /// f(ω) = (1 + (ω − v)·d)·e^(−ωd) − ε and df/dω = −d²·(ω − v)·e^(−ωd).
    static func criticalEnvelopeResidual(_ ω: Double, duration d: Double, velocity v: Double) -> (value: Double, slope: Double) {
        let decay = Math.exp(-ω * d)
        return ((1 + (ω - v) * d) * decay - uikitEpsilon, -d * d * (ω - v) * decay)
    }
}
