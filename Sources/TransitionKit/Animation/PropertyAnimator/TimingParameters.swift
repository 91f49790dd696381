import Foundation

/// `UITimingCurveType`: which of the provider's parameter sets a property animator reads.
public enum TimingCurveType: Int, Sendable, Hashable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// `UITimingCurveProvider`: what `UIViewPropertyAnimator(duration:timingParameters:)` and
/// `continueAnimation(withTimingParameters:durationFactor:)` take. The engine reads the cubic
/// parameters for `.builtin`/`.cubic`, the spring ones for `.spring`, and for `.composed`
/// the spring (UIKit's composed curves use the spring for position, the cubic for the rest;
/// one curve per animator here — docs/fidelity.md §7).
public protocol TimingCurveProvider: AnyObject {
    var timingCurveType: TimingCurveType { get }
    var cubicTimingParameters: CubicTimingParameters? { get }
    var springTimingParameters: SpringTimingParameters? { get }
}

/// `UICubicTimingParameters`: a Core Animation cubic Bézier, from a named curve or two points.
public final class CubicTimingParameters: TimingCurveProvider {
    public let animationCurve: ViewAnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// UIKit's default is `.easeInOut`.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: ViewAnimationCurve) {
        animationCurve = curve
        let bezier = curve.bezier
        controlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
        controlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
    }

    /// Custom control points; `animationCurve` then reads `.easeInOut`, as UIKit's does.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    public var timingCurveType: TimingCurveType { .cubic }
    public var cubicTimingParameters: CubicTimingParameters? { self }
    public var springTimingParameters: SpringTimingParameters? { nil }

    public var bezier: CubicBezier {
        CubicBezier(controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)
    }
}

/// `UISpringTimingParameters`. Two families, as Apple documents them:
/// - damping ratio (+ velocity): the spring takes the animator's duration and settles by its
///   end (the same duration → stiffness mapping as `UIView.animate(…usingSpringWithDamping:…)`);
/// - mass/stiffness/damping and duration/bounce: a physical spring whose settling time
///   replaces the animator's duration.
public final class SpringTimingParameters: TimingCurveProvider {
    public enum Form: Hashable, Sendable {
        case dampingRatio(Double)
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    public let form: Form
    /// Normalised by the distance still to travel (points per second ÷ remaining points).
    public let initialVelocity: CGVector

    /// Documented as a critically damped spring: damping ratio 4.56 clamps to 1, velocity 0.
    public convenience init() { self.init(dampingRatio: 4.56, initialVelocity: .zero) }

    public convenience init(dampingRatio ratio: Double) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    public init(dampingRatio ratio: Double, initialVelocity velocity: CGVector) {
        form = .dampingRatio(ratio.isFinite ? ratio : 1)
        initialVelocity = Self.finite(velocity)
    }

    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity velocity: CGVector) {
        form = .physical(
            mass: mass.isFinite && mass > 0 ? mass : 1,
            stiffness: stiffness.isFinite && stiffness > 0 ? stiffness : 100,
            damping: damping.isFinite && damping >= 0 ? damping : 10)
        initialVelocity = Self.finite(velocity)
    }

    /// iOS 17's perceptual spring: ζ = 1 − bounce (or 1/(1 + bounce) below 0), k = (2π/duration)².
    public convenience init(duration: Double, bounce: Double = 0, initialVelocity velocity: CGVector = .zero) {
        let response = duration.isFinite && duration > 0 ? duration : 0.5
        let bounce = bounce.isFinite ? Swift.min(1, Swift.max(-0.99, bounce)) : 0
        let spring = Spring(duration: response, bounce: bounce)
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: velocity)
    }

    public var dampingRatio: Double {
        switch form {
        case .dampingRatio(let ratio): return ratio
        case .physical(let m, let k, let c): return Spring.dampingRatio(mass: m, stiffness: k, damping: c)
        }
    }

    public var timingCurveType: TimingCurveType { .spring }
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }

    /// Whether the animator's duration is replaced by the spring's own settling time.
    public var overridesDuration: Bool {
        if case .physical = form { return true }
        return false
    }

    /// The spring for a stretch lasting `duration` seconds (ignored by a physical spring)
    /// with velocity `velocity` in fractions of that stretch's distance per second.
    public func spring(duration: Double, velocity: Double) -> Spring {
        switch form {
        case .dampingRatio(let ratio):
            return Spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
        case .physical(let m, let k, let c):
            return Spring(mass: m, stiffness: k, damping: c, initialVelocity: velocity, allowsOverdamping: true)
        }
    }

    private static func finite(_ v: CGVector) -> CGVector {
        CGVector(dx: v.dx.isFinite ? v.dx : 0, dy: v.dy.isFinite ? v.dy : 0)
    }
}

extension TimingCurveProvider {
    /// The timing for a stretch of `duration` seconds; its length may differ for a physical spring.
    func timing(duration: Double) -> (timing: AnimationTiming, duration: Double) {
        if timingCurveType == .spring || timingCurveType == .composed, let spring = springTimingParameters {
            let s = spring.spring(duration: Swift.max(duration, 0.01), velocity: spring.initialVelocity.dx)
            if spring.overridesDuration { return (.spring(s), s.settlingDuration.isFinite ? s.settlingDuration : 10) }
            return (.spring(s), duration)
        }
        return (.bezier(cubicTimingParameters?.bezier ?? .easeInEaseOut), duration)
    }
}
