/// `.repeat` and `.autoreverse`: how many cycles an animation plays, and whether each cycle
/// goes to the new values and back (Core Animation's `repeatCount` and `autoreverses`).
///
/// UIKit's documented rules (docs/fidelity.md §8): `.repeat` repeats indefinitely, so the
/// completion block never runs; with `.autoreverse` one cycle changes the properties to their
/// new values and then back to the original ones, and when the animation ends the view shows
/// the new (model) values at once — the well-known jump at the end of a non-repeating
/// autoreverse. The curve applies to each half of an autoreversing cycle.
public struct AnimationRepetition: Hashable, Sendable {
    /// Cycles played; `.infinity` for `.repeat`.
    public var count: Double
    public var autoreverses: Bool

    public static let once = AnimationRepetition(count: 1, autoreverses: false)

    public init(count: Double, autoreverses: Bool) {
        self.count = count.isNaN || count <= 0 ? 1 : count
        self.autoreverses = autoreverses
    }

    public init(_ options: AnimationOptions) {
        self.init(count: options.contains(.repeat) ? .infinity : 1, autoreverses: options.contains(.autoreverse))
    }

    public init(_ options: KeyframeAnimationOptions) {
        self.init(count: options.contains(.repeat) ? .infinity : 1, autoreverses: options.contains(.autoreverse))
    }

    var isOnce: Bool { count == 1 && !autoreverses }

    /// How long the animation plays, all cycles together (infinite for `.repeat`).
    func activeDuration(_ duration: Double) -> Double {
        duration * (autoreverses ? 2 : 1) * count
    }

    /// The time into one forward play of `duration` that `elapsed` seconds after the start
    /// show: within a cycle, forward, then (autoreversing) the same path backwards.
    func forwardElapsed(_ elapsed: Double, duration: Double) -> Double {
        guard duration > 0, elapsed > 0 else { return elapsed }
        let cycle = autoreverses ? 2 * duration : duration
        let total = cycle * count
        if elapsed >= total {
            // Held at the last cycle's end (the model value takes over when the group is removed).
            guard count.isFinite else { return elapsed }
            let partial = count - count.rounded(.down)
            let last = partial == 0 ? cycle : partial * cycle
            return Self.fold(last, duration: duration, autoreverses: autoreverses)
        }
        let inCycle = elapsed.truncatingRemainder(dividingBy: cycle)
        // A cycle boundary reached exactly shows the cycle's end, not its start.
        let position = inCycle == 0 ? cycle : inCycle
        return Self.fold(position, duration: duration, autoreverses: autoreverses)
    }

    private static func fold(_ position: Double, duration: Double, autoreverses: Bool) -> Double {
        autoreverses && position > duration ? 2 * duration - position : position
    }
}
