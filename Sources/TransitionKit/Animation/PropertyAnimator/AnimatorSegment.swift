/// One stretch of a property animator's motion: progress going from `origin` to `target` on a
/// timing over `duration` seconds, possibly entered part-way (`elapsed0`) or played backwards
/// (`direction` −1: the same path retraced, as a reversed Core Animation animation is).
///
/// A value evaluated by the animator's media clock, so any frame at any time can be read
/// without replaying the pauses, scrubs and reversals that led to it.
public struct AnimatorSegment: Hashable, Sendable {
    public var origin: Double
    public var target: Double
    public var timing: AnimationTiming
    public var duration: Double
    /// Where in the timing the segment is entered, in seconds.
    public var elapsed0: Double
    /// +1 towards `target`, −1 back towards `origin`.
    public var direction: Double
    /// Wall seconds held at `elapsed0` before moving (a start delay or a delay factor).
    public var delay: Double

    public init(
        origin: Double, target: Double, timing: AnimationTiming, duration: Double,
        elapsed0: Double = 0, direction: Double = 1, delay: Double = 0
    ) {
        self.origin = origin
        self.target = target
        self.timing = timing
        self.duration = duration.isFinite ? Swift.max(0, duration) : 0
        self.elapsed0 = elapsed0
        self.direction = direction < 0 ? -1 : 1
        self.delay = delay.isFinite ? Swift.max(0, delay) : 0
    }

    /// Seconds into the timing `dt` wall seconds after the segment began.
    public func elapsed(after dt: Double) -> Double {
        Swift.min(duration, Swift.max(0, elapsed0 + direction * Swift.max(0, dt - delay)))
    }

    /// The progress shown `dt` wall seconds after the segment began.
    ///
    /// From the moment it comes to rest (`length`, less a nanosecond of floating-point slack)
    /// it is exactly `endValue`: a spring cut off at its settling time is a hair short of its
    /// target there, and the wall time a run ends at (start + length, as its completion is
    /// scheduled) can land a rounding error before the segment's own end — the frame at the
    /// run's end then showed the story 0.01 pt short of full screen.
    public func progress(after dt: Double) -> Double {
        if duration <= 0 { return dt >= delay ? endValue : (direction > 0 ? origin : target) }
        if dt >= length - 1e-9 { return endValue }
        return origin + (target - origin) * timing.progress(elapsed: elapsed(after: dt), duration: duration)
    }

    /// Wall seconds from the segment's start until it comes to rest at its end.
    public var length: Double { delay + (direction > 0 ? duration - elapsed0 : elapsed0) }

    /// The progress at which it comes to rest.
    public var endValue: Double { direction > 0 ? target : origin }

    /// The same path from `elapsed` on, in the other direction.
    func retraced(at elapsed: Double) -> AnimatorSegment {
        AnimatorSegment(
            origin: origin, target: target, timing: timing, duration: duration,
            elapsed0: elapsed, direction: -direction, delay: 0)
    }
}
