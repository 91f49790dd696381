/// A keyframe animation's values over the fraction 0…1 of its duration.
///
/// Every mode passes exactly through each key value at its key time. What each does between
/// keys:
/// - linear: `Value.interpolate` between neighbours.
/// - discrete: key i is held until key i + 1; from the last key time on, the last value.
/// - paced: key times recomputed in proportion to the cumulative Euclidean distance between
///   successive values' `animatableComponents`, then linear.
/// - cubic: the non-uniform Catmull-Rom spline (Kochanek–Bartels with tension, continuity
///   and bias 0) on `animatableComponents`: interior tangent m_i = (p_{i+1} − p_{i−1}) /
///   (t_{i+1} − t_{i−1}), end tangents the one-sided differences (p_1 − p_0)/(t_1 − t_0) and
///   (p_n − p_{n−1})/(t_n − t_{n−1}), and a cubic Hermite per segment with the tangents
///   scaled by the segment's length. Core Animation's end tangents and its handling of
///   unequal intervals are not publicly confirmed; this is the standard choice. On two keys
///   it is exactly linear. A hold after a cubic segment (two equal values in a row) is not
///   flat: the tangent at the first of them carries the incoming slope, so the curve
///   overshoots inside the hold.
/// - cubicPaced: cubic at the paced key times.
///
/// Values whose component vectors differ in length (only a `Transform3D` that cannot be
/// decomposed has 16 instead of 17) leave nothing to pace or spline: the paced and cubic
/// modes then fall back to linear at the given key times.
public struct Keyframes<Value: Animatable>: Sendable, Equatable {
    /// Ascending, first 0, last 1 (fractions of the whole animation). Repeated times make a jump.
    public let keyTimes: [Double]
    public let values: [Value]
    public let mode: KeyframeCalculationMode
    /// The times the values are actually reached: `keyTimes`, or the paced times in the
    /// paced modes.
    public let resolvedKeyTimes: [Double]
    /// Per key, for the cubic modes only (empty otherwise): components and tangents.
    let points: [[Double]]
    let tangents: [[Double]]

    /// Traps unless the counts are equal and at least 1, every key time is finite, in [0, 1]
    /// and not below the one before, and (with two keys or more) the first is 0 and the last 1.
    public init(keyTimes: [Double], values: [Value], mode: KeyframeCalculationMode) {
        precondition(!values.isEmpty, "Keyframes need at least one value")
        precondition(
            keyTimes.count == values.count,
            "Keyframes need one key time per value: \(keyTimes.count) times, \(values.count) values")
        precondition(keyTimes.allSatisfy { $0.isFinite && (0...1).contains($0) }, "key times must lie in [0, 1]: \(keyTimes)")
        precondition(zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 }, "key times must ascend: \(keyTimes)")
        precondition(
            keyTimes.count == 1 || (keyTimes.first == 0 && keyTimes.last == 1),
            "key times must run from 0 to 1: \(keyTimes)")
        self.keyTimes = keyTimes
        self.values = values
        self.mode = mode
        let components = mode == .linear || mode == .discrete ? [] : values.map(\.animatableComponents)
        let uniform = components.allSatisfy { $0.count == components.first?.count }
        let times = mode.isPaced && uniform ? Self.pacedKeyTimes(components) ?? keyTimes : keyTimes
        resolvedKeyTimes = times
        if mode.isCubic && uniform {
            points = components
            tangents = Self.tangents(components, times)
        } else {
            points = []
            tangents = []
        }
    }

    public var finalValue: Value { values[values.count - 1] }

    /// The value at a fraction 0…1 of the whole animation (the overall curve has already
    /// been applied by the caller).
    ///
    /// Fractions outside [0, 1] clamp — except for two keys in linear mode, which
    /// extrapolate, so that a spring's overshoot carries through a plain from–to animation.
    /// Traps on NaN.
    public func value(at fraction: Double) -> Value {
        precondition(!fraction.isNaN, "Keyframes.value(at:) needs a fraction, got NaN")
        if values.count == 1 { return values[0] }
        if mode == .linear && values.count == 2 {
            return Value.interpolate(values[0], values[1], fraction)
        }
        let segment = resolvedKeyTimes.withUnsafeBufferPointer { KeySegment(fraction, in: $0) }
        let i = segment.index
        if mode == .discrete || segment.atKey { return values[i] }
        if !tangents.isEmpty {
            // Numbers (corner radius, opacity …) are the common case: one component, no array to build.
            if Value.self == Double.self {
                let scalar = segment.weights.blend(points[i][0], tangents[i][0], points[i + 1][0], tangents[i + 1][0])
                return unsafeBitCast(scalar, to: Value.self)  // Value is Double: same type, no dynamic cast
            }
            let w = segment.weights
            let components = (0..<points[i].count).map { j in
                w.blend(points[i][j], tangents[i][j], points[i + 1][j], tangents[i + 1][j])
            }
            return Value(animatableComponents: components)
        }
        return Value.interpolate(values[i], values[i + 1], segment.u)
    }

    /// The largest index whose time is ≤ f (the later key wins at a repeated time); 0 if none.
    static func lastKey(atOrBefore f: Double, in times: [Double]) -> Int {
        times.withUnsafeBufferPointer { KeySegment.lastKey(atOrBefore: f, in: $0) }
    }
}
