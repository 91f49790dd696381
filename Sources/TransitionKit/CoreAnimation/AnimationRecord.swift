/// What the timeline shows of one explicit animation: each property animation added to a
/// layer (a group's members one by one), its wall-clock span and its pacing, kept as plain
/// values when it is added.
///
/// Plain values, not the `AddedAnimation`: the animation copy holds its delegate strongly,
/// and a run must not keep app objects alive after its animations stop (the let-go rule in
/// `CoreAnimationState.letGo`).
struct AnimationRecord {
    /// `"<layer id>.<key path>"`, as `AnimationGroup.properties` names what a block animates;
    /// a mask's animation is named on the layer it masks (`"<id>.mask.path"`): a mask is drawn
    /// as part of that layer and is not a layer of the scene.
    let property: String
    /// The key path as the timeline's markers say it (`mask.path`).
    let keyPath: String
    let kind: AnimationGroup.Kind
    /// Wall time of the first play's start, and its length in wall seconds.
    let begin: Double
    let duration: Double
    /// Wall time it stops applying (after repeats), when its layer's timing gives one.
    let end: Double?
    let timing: AnimationTiming
    let calculationMode: KeyframeCalculationMode
    let keyTimes: [Double]
    /// On the run's wall clock with a layer timing that moves: otherwise (a paused container,
    /// a percent-driven interaction's clock) `begin` is when it was added, as for the
    /// interaction's `UIView.animate` blocks, and the timeline marks no start or end.
    let onWallClock: Bool

    /// The records for `animation` (a group's members in order), placed by the wall times
    /// `place` gives for its active time.
    static func records(
        for animation: CAAnimation, layer: Layer, timing: MediaTimingValues, addedAt: Double,
        place: (Double) -> Double?
    ) -> [AnimationRecord] {
        var result: [Partial] = []
        collect(animation, layer: layer, offset: 0, duration: timing.duration, into: &result) { start, length in
            guard let begin = place(start), let end = place(start + length) else { return nil }
            return (begin, end - begin)
        }
        let whole = place(timing.activeDuration)
        return result.map { partial in
            let placed = partial.placed
            return AnimationRecord(
                property: partial.property, keyPath: partial.keyPath, kind: partial.kind, begin: placed?.begin ?? addedAt,
                duration: placed?.length ?? partial.length, end: placed == nil ? nil : whole,
                timing: partial.timing, calculationMode: partial.calculationMode, keyTimes: partial.keyTimes,
                onWallClock: placed != nil)
        }
    }

    private struct Partial {
        let property: String
        let keyPath: String
        let kind: AnimationGroup.Kind
        let length: Double
        let placed: (begin: Double, length: Double)?
        let timing: AnimationTiming
        let calculationMode: KeyframeCalculationMode
        let keyTimes: [Double]
    }

    /// A group's members start at their `beginTime` inside the group's play and last their
    /// own duration (the group's when they have none), cut off where the group ends.
    private static func collect(
        _ animation: CAAnimation, layer: Layer, offset: Double, duration: Double, into result: inout [Partial],
        place: (Double, Double) -> (Double, Double)?
    ) {
        if let group = animation as? CAAnimationGroup {
            for member in group.animations ?? [] {
                let start = Swift.min(duration, Swift.max(0, member.beginTime))
                let length = Swift.min(member.duration > 0 ? member.duration : duration, duration - start)
                collect(member, layer: layer, offset: offset + start, duration: length, into: &result, place: place)
            }
            return
        }
        guard let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath, !keyPath.isEmpty else { return }
        let pacing = animation.timingFunction?.curve ?? .linear
        var kind = AnimationGroup.Kind.basic
        var timing = AnimationTiming.bezier(pacing)
        var mode = KeyframeCalculationMode.linear
        var keyTimes: [Double] = []
        if let spring = animation as? CASpringAnimation {
            // Numbers Core Animation refuses play linearly (reported when added).
            if let valid = AnimationCurve<Double>.spring(spring, report: { _ in }) {
                kind = .spring
                timing = .spring(valid)
            }
        } else if let keyframes = animation as? CAKeyframeAnimation {
            kind = .keyframes
            mode = KeyframeCalculationMode(rawValue: keyframes.calculationMode.rawValue) ?? .linear
            let count = keyframes.values?.count ?? 0
            keyTimes =
                keyframes.keyTimes.map { $0.map(\.doubleValue) }
                ?? (count > 1 ? (0..<count).map { Double($0) / Double(count - 1) } : [])
        }
        var owner = layer
        var named = keyPath
        if let masked = layer.maskedLayer, masked.surface.mask === layer {
            owner = masked
            named = "mask.\(keyPath)"
        }
        result.append(
            Partial(
                property: "\(owner.id).\(named)", keyPath: named, kind: kind, length: duration, placed: place(offset, duration),
                timing: timing, calculationMode: mode, keyTimes: keyTimes))
    }
}
