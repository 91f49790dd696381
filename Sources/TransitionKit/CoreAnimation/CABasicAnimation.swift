import Foundation

/// `CABasicAnimation`: one property from one value to another. At most two of the three
/// values are meant to be set; how each combination reads is `BasicValues.ends`.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public override init() { super.init() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CABasicAnimation()
        copyBasic(to: copy)
        return copy
    }

    public func copyBasic(to other: CABasicAnimation) {
        copyProperty(to: other)
        other.fromValue = fromValue
        other.toValue = toValue
        other.byValue = byValue
    }
}

/// `CASpringAnimation`: a basic animation moved by a damped spring (m·x″ + c·x′ + k·x = 0,
/// the engine's `Spring`), evaluated in seconds and cut off at `duration`, as Core Animation
/// does: a `duration` shorter than `settlingDuration` ends the animation before the spring
/// has settled.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    /// Positive towards the target, in units of the distance per second.
    open var initialVelocity: CGFloat = 0
    /// iOS 17: false (the default before iOS 17 too) moves a spring damped beyond critical as
    /// a critically damped one.
    open var allowsOverdamping = false

    public override init() { super.init() }

    /// iOS 17's `init(perceptualDuration:bounce:)`: SwiftUI's response/bounce spring
    /// (docs/fidelity.md §1), mass 1.
    public convenience init(perceptualDuration: Double, bounce: CGFloat) {
        self.init()
        let spring = Spring(duration: perceptualDuration, bounce: Double(bounce))
        mass = 1
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        perceptualDurationValue = perceptualDuration
        bounceValue = Double(bounce)
    }

    private var perceptualDurationValue: Double?
    private var bounceValue: Double?

    /// iOS 17: the response the spring was made with, else 2π/ω0.
    open var perceptualDuration: Double {
        perceptualDurationValue ?? 2 * Double.pi / (Double(stiffness) / Double(mass)).squareRoot()
    }

    /// iOS 17: the bounce it was made with, else 1 − ζ (ζ ≤ 1) or 1/ζ − 1.
    open var bounce: CGFloat {
        if let bounceValue { return CGFloat(bounceValue) }
        let ratio = spring.dampingRatio
        return CGFloat(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }

    /// When the spring is within 0.001 of the target for good (docs/fidelity.md §1): for
    /// m = 1, k = 100, c = 5 about 2.85 s, as Apple's documentation says.
    open var settlingDuration: Double { spring.settlingDuration }

    /// The spring as the engine solves it.
    var spring: Spring {
        Spring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CASpringAnimation()
        copyBasic(to: copy)
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
        copy.perceptualDurationValue = perceptualDurationValue
        copy.bounceValue = bounceValue
        return copy
    }
}

/// `CAAnimationGroup`: animations that run together on one layer, each timed inside the
/// group's time (its `beginTime` is relative to the group's start); the group's duration
/// cuts them off.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public override init() { super.init() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAAnimationGroup()
        copyTiming(to: copy)
        copy.animations = animations?.map { $0.copy() as! CAAnimation }
        return copy
    }
}
