import Foundation

/// Taps on the app's screen while its transition animates, as a finger taps a device
/// mid-animation: the card's story reverses into its card when tapped during the expansion.
/// UIKit keeps delivering touches during a transition (its views stay interactive unless the
/// app says otherwise), so the app's recognizers get them and their actions run — pausing,
/// reversing or continuing the transition's animators — and the run records what they did.
///
/// Only for a run started by app code without touches (`init(window:start:)`): a run that
/// starts from touches takes every touch as a gesture sample (`handle(_:)`).
public struct Tap: Sendable, Equatable, Codable {
    /// Run time, seconds.
    public var time: Double
    /// Window points.
    public var location: CGPoint

    public init(time: Double, location: CGPoint) {
        self.time = time
        self.location = location
    }
}

extension TransitionRun {
    /// Plays the run up to `tap.time` and taps there: the touch goes down and up at
    /// `tap.location` at that time, through hit testing and the app's recognizers. Throws,
    /// leaving the run as it was, for a run that starts from touches, a non-finite tap and a
    /// tap before the run's clock (taps come in time order); throws `tapAfterEnd`, with the
    /// run played up to the tap, when the transition has ended by then.
    public func tap(_ tap: Tap) throws(GestureError) {
        guard !deliversTouches else {
            throw GestureError(.tapOnTouchRun, "this run starts from touches: drive it with gesture samples, not taps")
        }
        guard tap.time.isFinite, tap.location.x.isFinite, tap.location.y.isFinite else {
            throw GestureError(.notFinite, "a tap needs finite numbers (time \(tap.time), x \(tap.location.x), y \(tap.location.y))")
        }
        guard tap.time >= timeline.now else {
            throw GestureError(
                .timeWentBack,
                "a tap at \(tap.time) s comes before the run's clock (\(timeline.now) s); taps come in time order")
        }
        if state == .ready { start() }
        timeline.advance(to: tap.time)
        guard !state.isEnded else {
            throw GestureError(
                .tapAfterEnd,
                "the transition ended at \(completionTime ?? timeline.now) s; a tap reaches the app only while it runs")
        }
        timeline.perform {
            window.deliver(.began, at: tap.location, time: tap.time)
            window.deliver(.ended, at: tap.location, time: tap.time)
            timeline.endTurn()
        }
    }
}
