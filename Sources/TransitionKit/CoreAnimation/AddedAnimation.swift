/// One animation on a layer, as `add(_:forKey:)` left it: the copy, when it was added, on
/// which clock, its resolved timing, and when it stopped applying.
///
/// A class: its removal (`removedAt`) and its progress towards its delegate callbacks change
/// after it was recorded in the tracks, and frames read them live.
final class AddedAnimation {
    /// The copy the layer holds (what `animation(forKey:)` returns and the delegate receives).
    let animation: CAAnimation
    let key: String?
    weak var layer: Layer?
    /// The media clock the animation runs on: 0 (wall time), or a percent-driven
    /// interaction's paused clock when added during one.
    let clock: Int
    let addedAt: Double
    /// Wall time from which it no longer applies (removed, or finished and removed).
    var removedAt = Double.infinity
    /// `beginTime` resolved: 0 became the layer's local time when it was added.
    let timing: MediaTimingValues
    let removesOnCompletion: Bool
    /// Not yet stopped: its delegate has not had `animationDidStop`.
    var isRunning = true
    var didStart = false
    /// Guards scheduled starts and stops: a change of layer timing reschedules them.
    var generation = 0
    /// The transaction completions waiting for it (CATransaction.swift).
    var completions: [TransactionCompletion] = []

    init(
        animation: CAAnimation, key: String?, layer: Layer, clock: Int, addedAt: Double,
        timing: MediaTimingValues
    ) {
        self.animation = animation
        self.key = key
        self.layer = layer
        self.clock = clock
        self.addedAt = addedAt
        self.timing = timing
        removesOnCompletion = animation.isRemovedOnCompletion
    }
}

/// A layer's local time: the run's clock through every ancestor's `CAMediaTiming`, root
/// first, then the layer's own (`(parent − beginTime) × speed + timeOffset` at each step).
enum LayerTimeChain {
    /// `chain` is root first and ends with the layer itself.
    @inline(__always)
    static func localTime(at t: Double, clock: Int, clocks: ClockTable, chain: [Layer]) -> Double {
        var time = clocks.localTime(clock: clock, at: t)
        for layer in chain {
            let track = layer.mediaTimingTrack
            let timing = track.isConstant ? track.model : track.value(at: t)
            if !timing.isIdentity { time = timing.local(parent: time) }
        }
        return time
    }

    /// The layer and its ancestors now, root first, through the layer tree: a bare sublayer
    /// runs in its superlayer's time like a view's layer does, so a container paused with
    /// `speed = 0` pauses every layer below it, views' or not. A mask has no superlayer; it
    /// runs in the time of the layer it masks (our rule: Core Animation draws a mask as part
    /// of that layer, and apps pause a reveal's mask animation by pausing the masked layer or
    /// its ancestors).
    static func live(_ layer: Layer) -> [Layer] {
        var chain = [layer]
        var node = layer.timeParent
        while let current = node {
            chain.append(current)
            node = current.timeParent
        }
        return chain.reversed()
    }
}

extension CALayer {
    /// The layer whose local time this one's runs in: its superlayer, or for a mask the layer
    /// it masks.
    var timeParent: CALayer? {
        if let parentLayer { return parentLayer }
        if let masked = maskedLayer, masked.surface.mask === self { return masked }
        return nil
    }
}
