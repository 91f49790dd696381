/// `CAKeyframeAnimation.calculationMode` (`UIView.KeyframeAnimationOptions.calculationMode…`).
public enum KeyframeCalculationMode: String, Sendable, Codable, CaseIterable {
    /// Straight interpolation between neighbouring keys.
    case linear
    /// Each key's value held until the next key time; no blending.
    case discrete
    /// Key times ignored: recomputed so the value moves at an even speed (by distance).
    case paced
    /// A Catmull-Rom spline through the keys, at the given key times.
    case cubic
    /// A Catmull-Rom spline at paced key times.
    case cubicPaced

    var isPaced: Bool { self == .paced || self == .cubicPaced }
    var isCubic: Bool { self == .cubic || self == .cubicPaced }
}
