/// Maps wall time to an animation's media time, as a Core Animation layer's `speed` and
/// `timeOffset` do. `UIPercentDrivenInteractiveTransition` works by pausing the container's
/// media time, moving it with each update, then ramping it to the end (finish) or back to 0
/// (cancel) on its completion curve; animations on that clock follow.
struct MediaClock: Sendable {
    enum Piece: Sendable {
        /// From wall time `from`, media time stays at `local`.
        case hold(from: Double, local: Double)
        /// From `from` to `to` (wall), media time goes `local0` → `local1` on `curve`.
        case ramp(from: Double, to: Double, local0: Double, local1: Double, curve: CubicBezier)
        /// A property animator's stretch (`AnimatorSegment`): from wall time `from`, media time
        /// is the segment's progress, which may overshoot (springs).
        case segment(from: Double, AnimatorSegment)

        var start: Double {
            switch self {
            case .hold(let from, _), .ramp(let from, _, _, _, _), .segment(let from, _): return from
            }
        }
    }

    /// Empty means the identity: media time is wall time.
    private(set) var pieces: [Piece] = []

    static let wall = MediaClock()

    static func paused(at t: Double) -> MediaClock {
        MediaClock(pieces: [.hold(from: t, local: 0)])
    }

    mutating func hold(from t: Double, local: Double) { pieces.append(.hold(from: t, local: local)) }

    mutating func ramp(from t0: Double, to t1: Double, local0: Double, local1: Double, curve: CubicBezier) {
        pieces.append(.ramp(from: t0, to: t1, local0: local0, local1: local1, curve: curve))
        pieces.append(.hold(from: t1, local: local1))
    }

    /// Starts `segment` at wall time `t`, dropping whatever was planned after `t` (a paused,
    /// reversed or re-timed animator replaces its future).
    mutating func play(_ segment: AnimatorSegment, from t: Double) {
        truncate(after: t)
        pieces.append(.segment(from: t, segment))
    }

    /// Holds `local` from `t`, dropping pieces planned after `t`.
    mutating func freeze(at t: Double, local: Double) {
        truncate(after: t)
        pieces.append(.hold(from: t, local: local))
    }

    private mutating func truncate(after t: Double) {
        while pieces.count > 1, let last = pieces.last, last.start > t { pieces.removeLast() }
    }

    func localTime(at t: Double) -> Double {
        if pieces.isEmpty { return t }
        var i = pieces.count - 1
        while i > 0 && pieces[i].start > t { i -= 1 }
        switch pieces[i] {
        case .hold(_, let local):
            return local
        case .ramp(let from, let to, let local0, let local1, let curve):
            guard to > from else { return local1 }
            let f = Swift.min(1, Swift.max(0, (t - from) / (to - from)))
            return local0 + (local1 - local0) * curve.value(at: f)
        case .segment(let from, let segment):
            return segment.progress(after: t - from)
        }
    }
}

/// The clocks of one timeline. Index 0 is wall time.
struct ClockTable: Sendable {
    var clocks: [MediaClock] = [.wall]

    @inline(__always)
    func localTime(clock: Int, at t: Double) -> Double {
        clock == 0 ? t : clocks[clock].localTime(at: t)
    }
}
