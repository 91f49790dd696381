/// The model value of one layer property over virtual time.
///
/// UIKit changes the model value the moment a property is set, even inside an animation
/// block; what is on screen is the presentation value. Keeping every model change with its
/// time lets a frame at any time be evaluated without replaying anything.
struct ModelTrack<Value: Equatable & Sendable>: Sendable {
    /// The value before the first recorded change (what the scene was built with).
    private(set) var initial: Value
    /// Changes in non-decreasing time; a later change at the same time replaces the earlier one.
    private(set) var changes: [(time: Double, value: Value)] = []
    /// The newest model value: what a getter returns while animator code runs.
    private(set) var model: Value

    init(_ value: Value) {
        initial = value
        model = value
    }

    /// Outside a run there is no time: the change becomes the starting value.
    mutating func set(_ value: Value, at time: Double?) {
        model = value
        guard let time else {
            initial = value
            changes.removeAll()
            return
        }
        if let last = changes.last, last.time == time {
            changes[changes.count - 1].value = value
        } else {
            changes.append((time, value))
        }
    }

    @inline(__always)
    func value(at t: Double) -> Value {
        var i = changes.count - 1
        while i >= 0 {
            if changes[i].time <= t { return changes[i].value }
            i -= 1
        }
        return initial
    }

    var isConstant: Bool { changes.isEmpty }
}

/// A model track plus the animations recorded on it. The newest animation alive at a time
/// decides the presentation value; when none is alive the model value shows.
struct Track<Value: Animatable>: Sendable {
    private(set) var modelTrack: ModelTrack<Value>
    private(set) var animations: [PropertyAnimation<Value>] = []
    /// Core Animation's explicit animations (`CALayer.add(_:forKey:)`), applied on top of the
    /// value above in the order they were added (CoreAnimation/ExplicitAnimation.swift).
    private(set) var explicit: [ExplicitAnimation<Value>] = []

    init(_ value: Value) { modelTrack = ModelTrack(value) }

    mutating func add(_ animation: ExplicitAnimation<Value>) { explicit.append(animation) }

    var model: Value { modelTrack.model }

    mutating func setModel(_ value: Value, at time: Double?) { modelTrack.set(value, at: time) }

    mutating func add(_ animation: PropertyAnimation<Value>) {
        animations.append(animation)
    }

    /// The presentation value at wall time `t`.
    @inline(__always)
    func value(at t: Double, clocks: ClockTable) -> Value {
        if animations.isEmpty {
            return modelTrack.isConstant ? modelTrack.model : modelTrack.value(at: t)
        }
        var i = animations.count - 1
        while i >= 0 {
            let animation = animations[i]
            if animation.group.isAlive(at: t) { return animation.value(at: t, clocks: clocks) }
            i -= 1
        }
        return modelTrack.value(at: t)
    }

    func hasAliveAnimation(at t: Double) -> Bool {
        animations.contains { $0.group.isAlive(at: t) }
    }
}

/// One property's share of an animation group: the values it passes through.
struct PropertyAnimation<Value: Animatable>: Sendable {
    let group: AnimationGroup
    let keyframes: Keyframes<Value>

    @inline(__always)
    func value(at t: Double, clocks: ClockTable) -> Value {
        keyframes.value(at: group.fraction(at: t, clocks: clocks))
    }
}
