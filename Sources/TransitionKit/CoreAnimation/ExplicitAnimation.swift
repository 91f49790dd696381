/// What one animation added with `CALayer.add(_:forKey:)` does to one layer property: Core
/// Animation's render value at a time is the model value with every animation on the layer
/// applied in turn, in the order they were added, each reading the value the ones before it
/// left (so a missing `fromValue` reads "the current presentation value", and an additive
/// animation adds to it).
struct ExplicitAnimation<Value: Animatable>: @unchecked Sendable {
    /// The animation as added: its clock, its removal and its own timing.
    let added: AddedAnimation
    /// The timings between the added animation and this property's animation (a group's
    /// members, outermost first); empty for an animation added on its own.
    let inner: [MediaTimingValues]
    /// The property's value for the value underneath and the time inside one play of the
    /// innermost animation.
    let apply: (Value, MediaTimingValues.Basic) -> Value

    /// The value with this animation applied at wall time `t`, or `underlying` when it does
    /// not apply then. `layerTime` is the animated layer's local time at `t` (`LayerTimeChain`).
    @inline(__always)
    func value(_ underlying: Value, at t: Double, layerTime: Double) -> Value {
        guard t >= added.addedAt, t < added.removedAt else { return underlying }
        let timing = added.timing
        if added.removesOnCompletion && timing.activeTime(parent: layerTime) >= timing.activeDuration { return underlying }
        guard var basic = timing.basicTime(parent: layerTime) else { return underlying }
        for member in inner {
            guard let next = member.basicTime(parent: basic.time) else { return underlying }
            basic = next
        }
        return apply(underlying, basic)
    }
}

extension Track {
    /// The presentation value: the engine's own animations (or the model), then every explicit
    /// animation in the order it was added.
    @inline(__always)
    func composed(_ base: Value, at t: Double, layerTimes: (AddedAnimation) -> Double) -> Value {
        var value = base
        for animation in explicit {
            value = animation.value(value, at: t, layerTime: layerTimes(animation.added))
        }
        return value
    }
}
