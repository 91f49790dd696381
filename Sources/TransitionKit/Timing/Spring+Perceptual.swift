extension Spring {
    /// `UISpringTimingParameters(duration:bounce:)` and SwiftUI's `Spring(duration:bounce:)`.
    ///
    /// `duration` is the perceptual duration (the undamped period), not a cut-off: the spring
    /// runs until it settles, so `self.duration` stays nil. A negative bounce overdamps
    /// (ζ = 1/(1 + bounce) > 1), which these APIs do, unlike `UIView.animate`.
    /// Traps unless duration is finite and positive and bounce is in (−1, 1].
    public init(duration: Double, bounce: Double) {
        precondition(duration.isFinite && duration > 0, "Spring duration must be finite and positive, got \(duration)")
        precondition(bounce > -1 && bounce <= 1, "Spring bounce must be in (-1, 1], got \(bounce)")
        self.init(response: duration, dampingFraction: Self.dampingRatio(bounce: bounce))
    }

    /// SwiftUI's `spring(response:dampingFraction:)`: m = 1, the undamped period is
    /// `response` seconds, and `dampingFraction` is ζ (above 1 overdamps).
    /// Traps unless response is finite and positive and dampingFraction finite and ≥ 0.
    public init(response: Double, dampingFraction: Double) {
        precondition(response.isFinite && response > 0, "Spring response must be finite and positive, got \(response)")
        precondition(
            dampingFraction.isFinite && dampingFraction >= 0,
            "Spring dampingFraction must be finite and not negative, got \(dampingFraction)")
        self.init(
            checkedMass: 1, stiffness: Self.stiffness(response: response),
            damping: Self.damping(response: response, dampingRatio: dampingFraction),
            dampingRatio: dampingFraction, initialVelocity: 0, duration: nil, allowsOverdamping: true)
    }

    /// ζ = 1 − bounce for bounce ≥ 0, else 1/(1 + bounce): continuous at 0, ∞ at −1.
    static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// k = (2π/response)² for m = 1.
    static func stiffness(response: Double) -> Double {
        let ω0 = 2 * Double.pi / response
        return ω0 * ω0
    }

    /// c = 4πζ/response, i.e. 2ζω0 for m = 1.
    static func damping(response: Double, dampingRatio: Double) -> Double {
        4 * Double.pi * dampingRatio / response
    }
}
