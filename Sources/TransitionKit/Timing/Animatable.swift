/// A value the engine can animate.
///
/// Two views of the same value, because the calculation modes need both: `interpolate` for
/// a straight blend that respects the value's own geometry (a rotation turns, it does not
/// shear), and a flat vector of numbers for what only makes sense on numbers — Catmull-Rom
/// tangents and the distances that pace a keyframe animation.
public protocol Animatable: Equatable, Sendable {
    /// Straight interpolation from a to b. `t` may lie outside [0, 1]: a spring overshoots and must extrapolate.
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self
    /// A flat vector of numbers, for cubic (Catmull-Rom) keyframes and for paced distances.
    var animatableComponents: [Double] { get }
    init(animatableComponents: [Double])
}
