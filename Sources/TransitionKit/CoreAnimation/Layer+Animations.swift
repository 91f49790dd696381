import Foundation

/// `CALayer`'s explicit-animation API and its own media timing.
extension Layer: CAMediaTiming {
    /// Adds a copy of `anim` (later changes to `anim` do not reach the layer); a key already
    /// in use removes the animation it names first. Outside a run there is no time, so nothing
    /// moves. `file`/`line` say where the app added it, for `not-modelled` findings.
    public func add(_ anim: CAAnimation, forKey key: String?, file: String = #filePath, line: Int = #line) {
        let copy = anim.copy() as! CAAnimation
        guard let timeline = Timeline.current else { return }
        if let transition = copy as? CATransition {
            return transition.begin(on: self, forKey: key, at: CallSite(filePath: file, line: line))
        }
        timeline.coreAnimation.add(copy, forKey: key, to: self, at: CallSite(filePath: file, line: line))
    }

    public func removeAnimation(forKey key: String) {
        guard let added = addedAnimations.last(where: { $0.key == key }) else { return }
        Timeline.current?.coreAnimation.remove(added)
    }

    public func removeAllAnimations() {
        let all = addedAnimations
        guard let timeline = Timeline.current else { return }
        for added in all { timeline.coreAnimation.remove(added) }
    }

    /// The layer's copy (modifying it is undefined behaviour on iOS; here it changes nothing).
    public func animation(forKey key: String) -> CAAnimation? {
        addedAnimations.last(where: { $0.key == key })?.animation
    }

    /// The keys of the animations on the layer, in the order they are applied; nil when none.
    public func animationKeys() -> [String]? {
        let keys = addedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    // MARK: Presentation and model

    /// A copy of the layer with its presentation values now: what is on screen, every
    /// animation applied. Outside a run, the model values.
    public func presentation() -> Self? {
        let copy = Layer(id: id)
        let now = Timeline.current?.now
        func copyTrack<V>(_ track: ReferenceWritableKeyPath<Layer, Track<V>>) {
            copy[keyPath: track].setModel(now.map { presentationValue(track, at: $0) } ?? self[keyPath: track].model, at: nil)
        }
        copyTrack(\.positionTrack)
        copyTrack(\.boundsTrack)
        copyTrack(\.anchorPointTrack)
        copyTrack(\.transformTrack)
        copyTrack(\.sublayerTransformTrack)
        copyTrack(\.zPositionTrack)
        copyTrack(\.opacityTrack)
        copyTrack(\.cornerRadiusTrack)
        copyTrack(\.backgroundColorTrack)
        copyTrack(\.borderWidthTrack)
        copyTrack(\.borderColorTrack)
        copy.isHiddenTrack.set(isHidden, at: nil)
        copy.masksToBoundsTrack.set(masksToBounds, at: nil)
        copy.mediaTimingTrack.set(mediaTimingTrack.model, at: nil)
        copy.content = content
        return copy as? Self
    }

    /// The model layer: this one (a presentation copy is not linked back).
    public func model() -> Self { self }

    /// A property's presentation value at wall time `t`, every animation applied, the
    /// layer's ancestors as they are now.
    func presentationValue<V>(_ keyPath: KeyPath<Layer, Track<V>>, at t: Double) -> V {
        let track = self[keyPath: keyPath]
        guard let timeline = Timeline.current else { return track.model }
        let base = track.value(at: t, clocks: timeline.clocks)
        guard !track.explicit.isEmpty else { return base }
        let chain = LayerTimeChain.live(self)
        return track.composed(base, at: t) {
            LayerTimeChain.localTime(at: t, clock: $0.clock, clocks: timeline.clocks, chain: chain)
        }
    }

    // MARK: CAMediaTiming

    /// The layer's time is `(superlayer's − beginTime) × speed + timeOffset`: `speed = 0`
    /// with a `timeOffset` freezes every animation below at that time (how interactive
    /// transitions scrub layer animations).
    public var speed: Float {
        get { Float(mediaTimingTrack.model.speed) }
        set { changeMediaTiming { $0.speed = Double(newValue) } }
    }

    public var timeOffset: Double {
        get { mediaTimingTrack.model.timeOffset }
        set { changeMediaTiming { $0.timeOffset = newValue } }
    }

    public var beginTime: Double {
        get { mediaTimingTrack.model.beginTime }
        set { changeMediaTiming { $0.beginTime = newValue } }
    }

    /// A layer's duration, repeat and fill settings are part of `CAMediaTiming` but have no
    /// effect on how the engine times its animations: setting one is reported.
    public var duration: Double {
        get { 0 }
        set { noteLayerTiming("duration", newValue != 0) }
    }

    public var repeatCount: Float {
        get { 0 }
        set { noteLayerTiming("repeatCount", newValue != 0) }
    }

    public var repeatDuration: Double {
        get { 0 }
        set { noteLayerTiming("repeatDuration", newValue != 0) }
    }

    public var autoreverses: Bool {
        get { false }
        set { noteLayerTiming("autoreverses", newValue) }
    }

    public var fillMode: CAMediaTimingFillMode {
        get { .removed }
        set { noteLayerTiming("fillMode", newValue != .removed) }
    }

    private func noteLayerTiming(_ name: String, _ changed: Bool) {
        if changed { Timeline.current?.noteUnmodelled("CALayer.\(name) (a layer's own duration, repeat and fill)", on: self) }
    }

    private func changeMediaTiming(_ change: (inout LayerMediaTiming) -> Void) {
        var timing = mediaTimingTrack.model
        change(&timing)
        guard timing != mediaTimingTrack.model else { return }
        changeTrack(\.mediaTimingTrack) { $0.set(timing, at: Timeline.current?.now) }
        Timeline.current?.coreAnimationState?.rescheduleAll()
    }

    /// `convertTime(_:from:)`: a time in `l`'s time space (nil: absolute time, the run's
    /// clock) in this layer's.
    public func convertTime(_ t: Double, from l: Layer?) -> Double {
        let absolute = l.map { $0.absoluteTime(fromLocal: t) } ?? t
        return LayerTimeChain.live(self).reduce(absolute) { $1.mediaTimingTrack.model.local(parent: $0) }
    }

    /// `convertTime(_:to:)`: a time in this layer's time space in `l`'s (nil: absolute time).
    public func convertTime(_ t: Double, to l: Layer?) -> Double {
        let absolute = absoluteTime(fromLocal: t)
        guard let l else { return absolute }
        return LayerTimeChain.live(l).reduce(absolute) { $1.mediaTimingTrack.model.local(parent: $0) }
    }

    /// Back through the chain, leaf first; a paused layer maps every time to its offset, so
    /// its inverse keeps the time it has.
    private func absoluteTime(fromLocal t: Double) -> Double {
        LayerTimeChain.live(self).reversed().reduce(t) { $1.mediaTimingTrack.model.parent(local: $0) ?? $0 }
    }
}
