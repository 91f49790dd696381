/// Everything one `animate` or `animateKeyframes` call started: shared timing, a lifetime on
/// the wall clock, and the completion block UIKit runs when it ends.
///
/// A class because its end is not always known when it is recorded: under a percent-driven
/// interaction the animations stay paused until the gesture finishes or cancels them.
public final class AnimationGroup: @unchecked Sendable {
    public enum Kind: String, Sendable { case basic, spring, keyframes }

    public let kind: Kind
    /// Index into the timeline's clocks: 0 is wall time, others are paused/driven media times.
    let clock: Int
    /// Wall time at which the animation was added.
    public let createdAt: Double
    /// Media time at which it starts moving (creation media time + delay).
    public let begin: Double
    public let duration: Double
    public let timing: AnimationTiming
    /// `.repeat` / `.autoreverse`; `duration` is one forward play.
    public let repetition: AnimationRepetition
    /// For keyframe animations: the relative key times of every property, for timeline markers.
    public internal(set) var keyTimes: [Double] = []
    public internal(set) var calculationMode: KeyframeCalculationMode = .linear
    /// Wall time at which the animation is removed and the model value shows again.
    public internal(set) var removedAt: Double
    /// The names of the animated properties, for the inspector and the timing readout.
    public internal(set) var properties: [String] = []
    /// Each animated property's values before and after the block (and its keyframes), for
    /// the scene's curves: what "Copy as Swift" writes back as assignments.
    public internal(set) var values: [AnimatedValue] = []
    /// Held until it is scheduled, then let go, as UIKit releases a completion block once it
    /// has handed it on: the block usually captures views whose layers hold this group.
    private var completion: ((Bool) -> Void)?

    /// A property animator's group: its clock's media time already is the progress (the
    /// animator writes pauses, scrubs, reversals and re-timings there), so it passes through.
    public let readsProgressFromClock: Bool

    private var cachedTime = Double.nan
    private var cachedFraction = 0.0

    init(
        kind: Kind, clock: Int, createdAt: Double, begin: Double, duration: Double,
        timing: AnimationTiming, repetition: AnimationRepetition = .once, removedAt: Double,
        completion: ((Bool) -> Void)?, readsProgressFromClock: Bool = false
    ) {
        self.readsProgressFromClock = readsProgressFromClock
        self.kind = kind
        self.clock = clock
        self.createdAt = createdAt
        self.begin = begin
        self.duration = duration
        self.timing = timing
        self.repetition = repetition
        self.removedAt = removedAt
        self.completion = completion
    }

    /// The completion block, which the group no longer holds afterwards.
    func takeCompletion() -> ((Bool) -> Void)? {
        defer { completion = nil }
        return completion
    }

    @inline(__always)
    func isAlive(at t: Double) -> Bool { createdAt <= t && t < removedAt }

    /// How long the animation plays, every cycle included (infinite with `.repeat`).
    public var activeDuration: Double { repetition.activeDuration(duration) }

    /// Progress `elapsed` seconds after the start, cycles and reversals included.
    @inline(__always)
    func progress(elapsed: Double) -> Double {
        if readsProgressFromClock { return elapsed }
        let forward = repetition.isOnce ? elapsed : repetition.forwardElapsed(elapsed, duration: duration)
        return timing.progress(elapsed: forward, duration: duration)
    }

    /// Forgets the cached fraction: the group's clock was just given a new future.
    func clockDidChange() { cachedTime = .nan }

    /// Progress through the animation at wall time `t`. Cached per time, because every layer
    /// animated by the group asks for the same number while one frame is evaluated.
    @inline(__always)
    func fraction(at t: Double, clocks: ClockTable) -> Double {
        if t == cachedTime { return cachedFraction }
        let value = progress(elapsed: clocks.localTime(clock: clock, at: t) - begin)
        cachedTime = t
        cachedFraction = value
        return value
    }
}
