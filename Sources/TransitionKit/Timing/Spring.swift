/// A damped spring, m·x″ + c·x′ + k·x = 0, read as an animation curve: `value(at:)` is the
/// progress from 0 to 1 at a time in seconds.
///
/// A value: the parameters are fixed at creation, and everything derived from them — the
/// damping ratio, the motion regime, the settling time, the overshoot — is worked out once
/// there, so that evaluating a frame is just the closed-form solution.
///
/// Four ways to make one, matching the four APIs people write springs with:
/// - `init(duration:dampingRatio:initialVelocity:)` — `UIView.animate(…usingSpringWithDamping:…)`
/// - `init(mass:stiffness:damping:initialVelocity:allowsOverdamping:)` — `CASpringAnimation`
/// - `init(duration:bounce:)` — `UISpringTimingParameters(duration:bounce:)`
/// - `init(response:dampingFraction:)` — SwiftUI's `spring(response:dampingFraction:)`
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    /// In fractions of the distance per second, positive towards the target (UIKit's
    /// `initialSpringVelocity`), so x′(0) = −initialVelocity.
    public let initialVelocity: Double
    /// ζ = c / (2√(k·m)). Kept exactly as given by the initialisers that take a ratio, so a
    /// UIKit spring made with ζ = 1 is critically damped and not off by a rounding error.
    public let dampingRatio: Double
    /// Only a UIKit spring has one: UIKit stops the animation at this time and snaps the
    /// value to the target, whatever the spring is doing.
    public let duration: Double?
    /// Whether ζ > 1 moves as an overdamped spring. When false, ζ > 1 moves as a critically
    /// damped spring of the same natural frequency, as UIKit's springs do.
    public let allowsOverdamping: Bool
    /// When |x(t)| stays below 0.001 from then on (Core Animation's `settlingDuration`);
    /// see `Spring+Settling.swift` for how each regime gets it. ∞ for an undamped spring.
    public let settlingDuration: Double
    /// How far the progress peaks past 1 (0 when it never does), within `duration` if set.
    public let overshoot: Double

    /// ω0 = √(k/m), in radians per second.
    let naturalFrequency: Double
    let regime: Regime

    /// Every initialiser ends here, with numbers already checked.
    init(
        checkedMass mass: Double, stiffness: Double, damping: Double, dampingRatio: Double,
        initialVelocity: Double, duration: Double?, allowsOverdamping: Bool
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
        self.duration = duration
        self.allowsOverdamping = allowsOverdamping
        let ω0 = Self.naturalFrequency(mass: mass, stiffness: stiffness)
        naturalFrequency = ω0
        let regime = Regime(naturalFrequency: ω0, dampingRatio: dampingRatio, allowsOverdamping: allowsOverdamping)
        self.regime = regime
        settlingDuration = Self.settlingDuration(regime, velocity: initialVelocity)
        overshoot = Self.overshoot(regime, naturalFrequency: ω0, velocity: initialVelocity, duration: duration)
    }

    /// A `CASpringAnimation`-style spring.
    ///
    /// Traps unless every number is finite, mass and stiffness are positive and damping is
    /// not negative (zero damping is allowed: it never settles).
    public init(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0,
        allowsOverdamping: Bool = false
    ) {
        if let problem = TimingError.firstNonFinite([
            "mass": mass, "stiffness": stiffness,
            "damping": damping, "initialVelocity": initialVelocity,
        ]) {
            preconditionFailure(problem.description)
        }
        precondition(mass > 0, "Spring mass must be positive, got \(mass)")
        precondition(stiffness > 0, "Spring stiffness must be positive, got \(stiffness)")
        precondition(damping >= 0, "Spring damping must not be negative, got \(damping)")
        self.init(
            checkedMass: mass, stiffness: stiffness, damping: damping,
            dampingRatio: Self.dampingRatio(mass: mass, stiffness: stiffness, damping: damping),
            initialVelocity: initialVelocity, duration: nil, allowsOverdamping: allowsOverdamping)
    }

    // MARK: Formulas

    static func naturalFrequency(mass: Double, stiffness: Double) -> Double {
        (stiffness / mass).squareRoot()
    }

    static func dampingRatio(mass: Double, stiffness: Double, damping: Double) -> Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    public var description: String {
        var parts = [
            "mass: \(mass)", "stiffness: \(stiffness)", "damping: \(damping)",
            "dampingRatio: \(dampingRatio)", "initialVelocity: \(initialVelocity)",
        ]
        if let duration { parts.append("duration: \(duration)") }
        if allowsOverdamping { parts.append("allowsOverdamping: true") }
        parts += ["settlingDuration: \(settlingDuration)", "overshoot: \(overshoot)"]
        return "Spring(\(parts.joined(separator: ", ")))"
    }
}
