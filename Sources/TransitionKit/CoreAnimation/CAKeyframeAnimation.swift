import Foundation

/// `CAKeyframeAnimation`: a property through a list of values, at `keyTimes` (fractions of
/// the duration, evenly spaced when nil), each segment paced by `timingFunctions` (one per
/// segment) inside the animation's own `timingFunction`, read through `calculationMode`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// A point property's path; when set it replaces `values` (KeyframePathMotion.swift).
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    open var rotationMode: CAAnimationRotationMode?

    public override init() { super.init() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAKeyframeAnimation()
        copyKeyframes(to: copy)
        return copy
    }

    public func copyKeyframes(to other: CAKeyframeAnimation) {
        copyProperty(to: other)
        other.values = values
        other.path = path
        other.keyTimes = keyTimes
        other.timingFunctions = timingFunctions
        other.calculationMode = calculationMode
        other.tensionValues = tensionValues
        other.continuityValues = continuityValues
        other.biasValues = biasValues
        other.rotationMode = rotationMode
    }
}

/// `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")

    /// The engine's mode (an unknown name reads as linear).
    var engineMode: KeyframeCalculationMode { KeyframeCalculationMode(rawValue: rawValue) ?? .linear }
}

/// `CAAnimationRotationMode`: how a layer moved along a `path` turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
