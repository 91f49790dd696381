import Foundation

/// `CAAnimationDelegate`. Both methods are optional in Objective-C; here each has a default
/// that does nothing (docs/bring-your-own.md, "Optional requirements").
public protocol CAAnimationDelegate: NSObjectProtocol {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `CAAnimation`: Core Animation's abstract animation, with its timing (`CAMediaTiming`).
///
/// `CALayer.add(_:forKey:)` copies it (`copy()`), so later changes to the object do not reach
/// the layer, and the delegate callbacks receive the copy, as on iOS. The delegate is held
/// strongly, as Core Animation documents ("retained").
open class CAAnimation: NSObject, NSCopying, CAMediaTiming {
    open var beginTime: Double = 0
    /// 0 means the transaction's animation duration, else 0.25 s, when the animation is added.
    open var duration: Double = 0
    open var speed: Float = 1
    open var timeOffset: Double = 0
    open var repeatCount: Float = 0
    open var repeatDuration: Double = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the layer drops the animation once its active duration has passed.
    open var isRemovedOnCompletion = true
    /// nil is linear pacing.
    open var timingFunction: CAMediaTimingFunction?
    /// Retained, as Core Animation's `delegate` is (a strong reference, unlike most delegates).
    open var delegate: (any CAAnimationDelegate)?

    public override init() { super.init() }

    /// `CAAnimation.defaultValue(forKey:)`: nil for every key (the zero of the property's type).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A new animation of the same class with the same settings. Subclasses override
    /// `copy(with:)` to copy their own settings too.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAAnimation()
        copyTiming(to: copy)
        return copy
    }

    /// Copies the settings every animation has.
    public func copyTiming(to other: CAAnimation) {
        other.beginTime = beginTime
        other.duration = duration
        other.speed = speed
        other.timeOffset = timeOffset
        other.repeatCount = repeatCount
        other.repeatDuration = repeatDuration
        other.autoreverses = autoreverses
        other.fillMode = fillMode
        other.isRemovedOnCompletion = isRemovedOnCompletion
        other.timingFunction = timingFunction
        other.delegate = delegate
    }

    /// The timing values, `duration` 0 already replaced by `defaultDuration`.
    func timingValues(defaultDuration: Double) -> MediaTimingValues {
        var values = MediaTimingValues()
        values.beginTime = beginTime
        values.duration = duration > 0 ? duration : defaultDuration
        values.speed = Double(speed)
        values.timeOffset = timeOffset
        values.repeatCount = Double(repeatCount)
        values.repeatDuration = repeatDuration
        values.autoreverses = autoreverses
        values.fillsForwards = fillMode.fillsForwards
        values.fillsBackwards = fillMode.fillsBackwards
        return values
    }
}

/// `CAPropertyAnimation`: an animation of one layer property, named by a key path.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// The animated value is added to the property's current render value.
    open var isAdditive = false
    /// Each repeat cycle builds on the value at the end of the one before.
    open var isCumulative = false
    open var valueFunction: CAValueFunction?

    public override init() { super.init() }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAPropertyAnimation()
        copyProperty(to: copy)
        return copy
    }

    public func copyProperty(to other: CAPropertyAnimation) {
        copyTiming(to: other)
        other.keyPath = keyPath
        other.isAdditive = isAdditive
        other.isCumulative = isCumulative
        other.valueFunction = valueFunction
    }
}

/// `CAValueFunction`: turns the animated numbers into a transform (`rotateZ`, `scale` …).
open class CAValueFunction: NSObject {
    public let name: CAValueFunctionName

    public init?(name: CAValueFunctionName) {
        self.name = name
        super.init()
    }
}

/// `CAValueFunctionName`.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
