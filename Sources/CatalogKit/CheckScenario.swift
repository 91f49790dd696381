import TransitionKit

/// The ways the contract checker runs an operation: animated to the end, and for
/// interactive operations the gestures that break animators in practice.
public enum CheckScenario: String, Sendable, CaseIterable, Codable {
    /// No gesture: `animateTransition(using:)` to the end.
    case animated
    /// The entry's own sample gesture, which finishes.
    case finished
    /// The same drag, then the system cancels the touch (`.cancelled`). A gesture that starts
    /// its transition only when the touch ends (a tap that presents) starts nothing here, as
    /// in UIKit, and that is no finding.
    case cancelled
    /// A short, fast flick in the gesture's direction: the "snapshot left behind" classic.
    case fastFlick
    /// Drag the same way, then back and release moving backwards: should cancel.
    case dragThenReleaseBackwards

    /// The trace for this scenario, derived from the entry's sample gesture (its direction
    /// and length), or nil for `animated`.
    public func trace(from sample: [GestureSample]) -> [GestureSample]? {
        guard self != .animated, let first = sample.first, let last = sample.last else { return nil }
        let dx = last.x - first.x
        let dy = last.y - first.y
        func at(_ t: Double, _ phase: GestureSample.Phase, _ f: Double) -> GestureSample {
            GestureSample(t: t, phase: phase, x: first.x + dx * f, y: first.y + dy * f)
        }
        switch self {
        case .animated:
            return nil
        case .finished:
            return sample
        case .cancelled:
            return Array(sample.dropLast()) + [GestureSample(t: last.t, phase: .cancelled, x: last.x, y: last.y)]
        case .fastFlick:
            return [at(0, .began, 0), at(0.016, .changed, 0.15), at(0.033, .changed, 0.35), at(0.05, .ended, 0.5)]
        case .dragThenReleaseBackwards:
            return [
                at(0, .began, 0), at(0.1, .changed, 0.3), at(0.2, .changed, 0.6), at(0.3, .changed, 0.45),
                at(0.35, .changed, 0.3), at(0.4, .ended, 0.2),
            ]
        }
    }
}
