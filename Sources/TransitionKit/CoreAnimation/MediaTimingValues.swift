/// One `CAMediaTiming` object's numbers, and Core Animation's conversion from its parent's
/// time to its own (the `CAMediaTiming` protocol's two stages):
///
/// 1. active local time: `(parent − beginTime) × speed`, the time since the object started;
/// 2. basic local time: `timeOffset` added (wrapping round the active duration, as Apple's
///    timing guide describes an offset animation playing its end, then its start), then folded
///    into one cycle: with `autoreverses` a cycle is a forward play and the same path back
///    (`duration` each way), repeated `repeatCount` times or for `repeatDuration` seconds.
///
/// Before the start and after the end the object contributes only if its `fillMode` holds it
/// (`backwards` / `forwards` / `both`): then it shows its first / last state.
public struct MediaTimingValues: Sendable, Hashable {
    public var beginTime: Double = 0
    public var duration: Double = 0
    public var speed: Double = 1
    public var timeOffset: Double = 0
    public var repeatCount: Double = 0
    public var repeatDuration: Double = 0
    public var autoreverses = false
    public var fillsBackwards = false
    public var fillsForwards = false

    public init() {}

    /// One forward play and, when autoreversing, the play back.
    public var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// How long the object is active: `repeatDuration` when set, else `repeatCount` cycles
    /// (one when 0; infinite for `.infinity`).
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        return cycleDuration * (repeatCount > 0 ? repeatCount : 1)
    }

    /// The active local time for `parent` (stage 1).
    @inline(__always)
    public func activeTime(parent: Double) -> Double { (parent - beginTime) * speed }

    /// A time inside one play: seconds into the forward play (`duration` at its end) and the
    /// number of whole cycles before it (for `isCumulative`).
    public struct Basic: Sendable, Equatable {
        public var time: Double
        public var iteration: Double
    }

    /// The basic local time for `parent`, or nil when the object does not apply then.
    public func basicTime(parent: Double) -> Basic? {
        let active = activeTime(parent: parent)
        let total = activeDuration
        if active < 0 {
            guard fillsBackwards else { return nil }
            return fold(wrapped(timeOffset, total), atEnd: false)
        }
        if active >= total {
            guard fillsForwards else { return nil }
            return fold(wrapped(total + timeOffset, total), atEnd: true)
        }
        return fold(wrapped(active + timeOffset, total), atEnd: false)
    }

    private func wrapped(_ t: Double, _ total: Double) -> Double {
        guard total.isFinite, total > 0, t > total else { return t }
        let r = t.truncatingRemainder(dividingBy: total)
        return r == 0 ? total : r
    }

    /// Folds a time since the start into one forward play. `atEnd`: a cycle boundary reached
    /// exactly is the end of the cycle before, not the start of the next.
    private func fold(_ t: Double, atEnd: Bool) -> Basic {
        let cycle = cycleDuration
        guard cycle > 0, t.isFinite else { return Basic(time: duration, iteration: 0) }
        var iteration = (t / cycle).rounded(.down)
        var position = t - iteration * cycle
        if atEnd && position == 0 && iteration > 0 {
            iteration -= 1
            position = cycle
        }
        if autoreverses && position > duration { position = 2 * duration - position }
        return Basic(time: Swift.max(0, Swift.min(duration, position)), iteration: iteration)
    }
}

/// A layer's own timing (`CALayer`'s `CAMediaTiming`): layers have no duration, so only the
/// map from the superlayer's time is used, `(parent − beginTime) × speed + timeOffset`.
public struct LayerMediaTiming: Sendable, Hashable {
    public var beginTime: Double = 0
    public var speed: Double = 1
    public var timeOffset: Double = 0

    public init() {}

    public var isIdentity: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    @inline(__always)
    public func local(parent: Double) -> Double { (parent - beginTime) * speed + timeOffset }

    /// The parent time that maps to `local` (nil when the layer is paused: any parent does).
    public func parent(local: Double) -> Double? {
        speed == 0 ? nil : (local - timeOffset) / speed + beginTime
    }
}
