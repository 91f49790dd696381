/// `CAKeyframeAnimation`'s values over one play, read as Core Animation documents them:
/// - `keyTimes` (fractions of the duration) place the values; nil spaces them evenly. In the
///   paced modes they are ignored (the engine's `Keyframes` paces by distance).
/// - `discrete` holds each value until the next key time; its `keyTimes` may have one more
///   entry than `values` (the end of the last value), and when nil each value holds 1/n.
/// - `timingFunctions` (one per segment) pace the time inside each segment, after the
///   animation's own `timingFunction` mapped the whole play; ignored in the paced modes.
/// - linear, cubic (the engine's non-uniform Catmull-Rom), paced and cubicPaced are the
///   engine's `Keyframes` modes (docs/fidelity.md §3).
/// Key times that break the documented rules (wrong count, not ascending, outside 0…1, not
/// from 0 to 1) are reported and replaced by even spacing.
struct KeyframeCurve<V: CAAnimationValue> {
    private let mode: KeyframeCalculationMode
    private let values: [V]
    private let keyTimes: [Double]
    private let segmentTimings: [CubicBezier]?
    private let keyframes: Keyframes<V>?

    init(_ animation: CAKeyframeAnimation, values: [V], report: (String) -> Void) {
        let mode = animation.calculationMode.engineMode
        let n = values.count
        self.mode = mode
        self.values = values
        let even = mode == .discrete ? (0..<n).map { Double($0) / Double(n) } : (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        var times = even
        if let given = animation.keyTimes?.map(\.doubleValue), !mode.isPaced {
            let counts = mode == .discrete ? [n, n + 1] : [n]
            let ascending = zip(given, given.dropFirst()).allSatisfy { $0 <= $1 }
            let inRange = given.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }
            let spans = mode == .discrete || n == 1 || (given.first == 0 && given.last == 1)
            if counts.contains(given.count) && ascending && inRange && spans {
                times = Array(given.prefix(n))
            } else {
                report("CAKeyframeAnimation keyTimes \(given) for \(n) values in \(mode.rawValue) mode (played evenly spaced)")
            }
        }
        keyTimes = times
        if let functions = animation.timingFunctions, !mode.isPaced, mode != .discrete, n > 1 {
            if functions.count >= n - 1 {
                segmentTimings = functions.prefix(n - 1).map(\.curve)
            } else {
                report("CAKeyframeAnimation with \(functions.count) timingFunctions for \(n - 1) segments (the rest played linearly)")
                segmentTimings = functions.map(\.curve) + Array(repeating: .linear, count: n - 1 - functions.count)
            }
        } else {
            segmentTimings = nil
        }
        keyframes = mode == .discrete || n == 1 ? nil : Keyframes(keyTimes: times, values: values, mode: mode)
    }

    /// The value at a fraction 0…1 of the play (after the animation's `timingFunction`).
    func value(at fraction: Double) -> V {
        guard let keyframes else {
            var index = 0
            while index + 1 < values.count && keyTimes[index + 1] <= fraction { index += 1 }
            return values[index]
        }
        guard let segmentTimings else { return keyframes.value(at: fraction) }
        var i = 0
        while i + 2 < keyTimes.count && keyTimes[i + 1] <= fraction { i += 1 }
        let start = keyTimes[i]
        let end = keyTimes[i + 1]
        guard end > start else { return keyframes.value(at: fraction) }
        let local = Swift.min(1, Swift.max(0, (fraction - start) / (end - start)))
        return keyframes.value(at: start + segmentTimings[i].value(at: local) * (end - start))
    }
}
