import Foundation

/// Core Animation's hierarchical timing (`CAMediaTiming`), adopted by animations and layers.
/// Apple's declaration: `speed` and `repeatCount` are `Float`, times are `CFTimeInterval`
/// (`Double`). The semantics are in `MediaTimingValues`.
public protocol CAMediaTiming {
    var beginTime: Double { get set }
    var duration: Double { get set }
    var speed: Float { get set }
    var timeOffset: Double { get set }
    var repeatCount: Float { get set }
    var repeatDuration: Double { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// `CAMediaTimingFillMode`: what an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Nothing outside the active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final state is held after the end (while the animation stays on the layer).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first state is shown before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// `CAMediaTimingFunctionName`: the predefined curves (docs/fidelity.md §2).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1), solved as the engine's
/// `CubicBezier` (docs/fidelity.md §2). Apple's declaration takes `Float` control points.
open class CAMediaTimingFunction: NSObject {
    /// The curve, in the engine's doubles (the `Float` control points widened).
    public let curve: CubicBezier

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        super.init()
    }

    /// An unknown name gives the linear curve (Core Animation returns nil for it in
    /// Objective-C; Swift's initializer is not failable).
    public convenience init(name: CAMediaTimingFunctionName) {
        let curve = CubicBezier(name: name.rawValue) ?? .linear
        self.init(curve)
    }

    /// The engine's curve exactly (the predefined names are given in doubles).
    init(_ curve: CubicBezier) {
        self.curve = curve
        super.init()
    }

    /// Control point `idx` (0…3) as two floats: (0, 0), c1, c2, (1, 1).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (curve.x1, curve.y1), (curve.x2, curve.y2), (1, 1)]
        let point = points[Swift.max(0, Swift.min(3, idx))]
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CAMediaTimingFunction)?.curve == curve
    }

    open override var hash: Int { curve.hashValue }
}
