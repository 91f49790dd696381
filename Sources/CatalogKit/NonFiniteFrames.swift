import TransitionKit

/// The first NaN or infinity in a run's frames: where an entry's values broke (0 / 0, a
/// division by a zero duration, size or distance). Frames sent to the page leave such a layer
/// out — it has no place to be drawn — so without this the mistake reads as a layer that
/// silently vanished. The contract checker reports it as `not-finite`; the preview session
/// puts it in the `scene` message so the page can say so over the stage.
public struct NonFiniteLayer: Equatable, Sendable {
    public let time: Double
    public let layerID: Int
    public let role: String
}

extension TransitionRun {
    /// Samples the run every `1 / framesPerSecond` seconds — at most `maxSteps` evenly spaced
    /// times, so a minutes-long recorded gesture costs what a few seconds do — and at each
    /// animation's start, middle and end: a NaN in an animation's from or to value shows from
    /// its start (NaN × 0 is NaN) to its end, and the middle catches a layer still invisible
    /// at the start (faded in from 0). The earliest non-finite layer, or nil.
    public func firstNonFiniteLayer(framesPerSecond: Double, maxSteps: Int = .max) -> NonFiniteLayer? {
        let end = endTime
        var times = Set<Double>()
        let steps = Swift.max(0, Int((end * framesPerSecond).rounded(.up)))
        if steps <= maxSteps {
            for step in 0...steps { times.insert(Swift.min(end, Double(step) / framesPerSecond)) }
        } else {
            for step in 0...Swift.max(1, maxSteps) { times.insert(end * Double(step) / Double(Swift.max(1, maxSteps))) }
        }
        for group in timeline.groups {
            times.insert(group.createdAt)
            if group.removedAt.isFinite {
                times.insert(group.removedAt)
                times.insert((group.createdAt + group.removedAt) / 2)
            }
        }
        for t in times.sorted() {
            if let layer = nonFiniteLayer(at: t) {
                return NonFiniteLayer(time: t, layerID: layer.id, role: layer.role)
            }
        }
        return nil
    }
}
