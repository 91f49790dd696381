extension Keyframes {
    /// Key times and values from `animateKeyframes` blocks, the way UIKit builds its
    /// `CAKeyframeAnimation` for one property (docs/fidelity.md §3).
    ///
    /// Frames are sorted by start, keeping the given order for equal starts. An implicit
    /// first frame holds `initial` from 0 to the first start; each frame reaches its value at
    /// min(start + duration, next start) and, if there is a gap before the next start, holds
    /// it until then; the last value is held to 1. A frame running past 1 is cut at 1.
    /// Traps unless every start and duration is finite, starts lie in [0, 1] and durations
    /// are not negative.
    public init(initial: Value, frames: [(start: Double, duration: Double, value: Value)], mode: KeyframeCalculationMode) {
        for frame in frames {
            precondition(
                frame.start.isFinite && (0...1).contains(frame.start),
                "a keyframe's relative start time must lie in [0, 1], got \(frame.start)")
            precondition(
                frame.duration.isFinite && frame.duration >= 0,
                "a keyframe's relative duration must be finite and not negative, got \(frame.duration)")
        }
        let sorted = frames.enumerated()
            .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
            .map(\.element)
        var times = [0.0]
        var values = [initial]
        func key(_ time: Double, _ value: Value) {
            times.append(time)
            values.append(value)
        }
        if let first = sorted.first, first.start > 0 { key(first.start, initial) }
        for (i, frame) in sorted.enumerated() {
            let next = i + 1 < sorted.count ? sorted[i + 1].start : 1
            let reached = Swift.min(frame.start + frame.duration, next)
            key(reached, frame.value)
            if reached < next { key(next, frame.value) }
        }
        if sorted.isEmpty { key(1, initial) }
        self.init(keyTimes: times, values: values, mode: mode)
    }
}
