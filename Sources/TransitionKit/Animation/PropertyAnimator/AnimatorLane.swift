/// One animation block of a property animator: its own media clock (whose media time is the
/// block's progress) and the group its property animations belong to.
final class AnimatorLane {
    let group: AnimationGroup
    let clock: Int
    /// Where the block starts, as a fraction of the animator's time (its delay factor).
    let window: Double
    /// The stretch now playing and the wall time it began; nil while held.
    private(set) var segment: AnimatorSegment?
    private(set) var segmentStart = 0.0

    init(group: AnimationGroup, clock: Int, window: Double) {
        self.group = group
        self.clock = clock
        self.window = window
    }

    func value(in timeline: Timeline) -> Double { timeline.mediaTime(clock: clock) }

    func play(_ segment: AnimatorSegment, in timeline: Timeline) {
        self.segment = segment
        segmentStart = timeline.now
        timeline.clocks.clocks[clock].play(segment, from: timeline.now)
        group.clockDidChange()
    }

    func hold(_ value: Double, in timeline: Timeline) {
        segment = nil
        timeline.clocks.clocks[clock].freeze(at: timeline.now, local: value)
        group.clockDidChange()
    }

    /// The playing segment's elapsed time now.
    func elapsed(at now: Double) -> Double? { segment.map { $0.elapsed(after: now - segmentStart) } }

    /// This block's share of an animator fraction `x`.
    func fraction(forAnimatorFraction x: Double) -> Double {
        guard window < 1 else { return x >= 1 ? 1 : 0 }
        return Swift.min(1, Swift.max(0, (x - window) / (1 - window)))
    }
}
