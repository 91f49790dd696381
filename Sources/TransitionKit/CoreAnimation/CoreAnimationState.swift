/// A run's Core Animation bookkeeping: the animations added to its layers that have not
/// stopped yet (their delegate callbacks are scheduled on the run loop at the virtual times
/// their layer's timing gives), and its transactions (CATransaction.swift).
///
/// Made the first time a run uses Core Animation (`Timeline.coreAnimation`): a run that never
/// does pays nothing.
final class CoreAnimationState {
    unowned let timeline: Timeline
    private(set) var running: [AddedAnimation] = []
    /// Every property animation added in the run, for the scene's timeline (AnimationRecord).
    private(set) var records: [AnimationRecord] = []
    var transactions = TransactionStack()
    /// Engine animation groups and transitions that transaction completions wait for.
    private var holds: [ObjectIdentifier: [TransactionCompletion]] = [:]

    init(timeline: Timeline) {
        self.timeline = timeline
    }

    // MARK: Adding and removing

    func add(_ animation: CAAnimation, forKey key: String?, to layer: Layer, at site: CallSite?) {
        if let key, let old = layer.addedAnimations.last(where: { $0.key == key && $0.removedAt == .infinity }) {
            remove(old)
        }
        let defaultDuration = transactions.animationDuration ?? 0.25
        let chain = LayerTimeChain.live(layer)
        let layerNow = LayerTimeChain.localTime(
            at: timeline.now, clock: timeline.currentClock, clocks: timeline.clocks, chain: chain)
        var timing = animation.timingValues(defaultDuration: defaultDuration)
        // "A beginTime of 0 starts the animation now": the layer's local time when added.
        if animation.beginTime == 0 { timing.beginTime = layerNow }
        let added = AddedAnimation(
            animation: animation, key: key, layer: layer, clock: timeline.currentClock,
            addedAt: timeline.now, timing: timing)
        let report: (String) -> Void = { [timeline] in timeline.noteUnmodelled($0, at: site) }
        install(animation, on: layer, added: added, inner: [], parentDuration: timing.duration, report: report)
        layer.addedAnimations.append(added)
        running.append(added)
        added.completions = transactions.openCompletions
        for completion in added.completions { completion.hold() }
        schedule(added)
        records += AnimationRecord.records(
            for: added.animation, layer: layer, timing: timing, addedAt: timeline.now
        ) { [self] active in wallTime(added, chain: chain, reaching: active) }
    }

    /// Puts each property animation of `animation` (a group's members, recursively) into the
    /// layer's tracks.
    private func install(
        _ animation: CAAnimation, on layer: Layer, added: AddedAnimation, inner: [MediaTimingValues],
        parentDuration: Double, report: (String) -> Void
    ) {
        if let group = animation as? CAAnimationGroup {
            for member in group.animations ?? [] {
                // A member without a duration plays over the group's (engine's choice; the
                // group's duration cuts longer members off, as documented).
                let timing = member.timingValues(defaultDuration: parentDuration)
                install(member, on: layer, added: added, inner: inner + [timing], parentDuration: timing.duration, report: report)
            }
            return
        }
        guard let property = animation as? CAPropertyAnimation else {
            report("\(type(of: animation)) (only property animations and groups are modelled)")
            return
        }
        guard let keyPath = property.keyPath, !keyPath.isEmpty else {
            report("\(type(of: animation)) without a keyPath (Core Animation animates nothing)")
            return
        }
        let installed = LayerKeyPath.install(property, keyPath: keyPath, on: layer, added: added, inner: inner, report: report)
        if !installed {
            let why =
                LayerKeyPath.notYetModelled.contains(keyPath.split(separator: ".").first.map(String.init) ?? keyPath)
                ? "its property is not modelled yet" : "the engine does not animate this key path"
            report("animating key path \"\(keyPath)\" with \(type(of: animation)) (\(why))")
        }
    }

    /// `removeAnimation(forKey:)` and friends: no longer applied from now; the delegate hears
    /// `finished == false` on the next turn, as Core Animation calls it after the change.
    func remove(_ added: AddedAnimation) {
        guard added.removedAt == .infinity else { return }
        added.removedAt = timeline.now
        added.layer?.addedAnimations.removeAll { $0 === added }
        if added.isRunning {
            added.generation += 1
            timeline.schedule(at: timeline.now) { [self] in stop(added, finished: false) }
        }
    }

    // MARK: Start and stop

    /// Schedules the delegate's start and stop at the wall times the animation's timing and its
    /// layer's give with the timing as it is now; a later change of layer timing reschedules.
    func schedule(_ added: AddedAnimation) {
        guard added.isRunning, let layer = added.layer else { return }
        added.generation += 1
        let generation = added.generation
        let chain = LayerTimeChain.live(layer)
        if !added.didStart, let start = wallTime(added, chain: chain, reaching: 0) {
            timeline.schedule(at: start) { [weak added] in
                guard let added, added.generation == generation, added.isRunning, !added.didStart else { return }
                added.didStart = true
                added.animation.delegate?.animationDidStart(added.animation)
            }
        }
        let end = added.timing.activeDuration
        if end.isFinite, let stop = wallTime(added, chain: chain, reaching: end) {
            timeline.schedule(at: stop) { [self, weak added] in
                guard let added, added.generation == generation else { return }
                self.stop(added, finished: true)
            }
        }
    }

    /// Re-plans every running animation (a layer's speed, offset or begin time changed, or an
    /// interaction's clock was given its future).
    func rescheduleAll() {
        for added in running { schedule(added) }
    }

    private func stop(_ added: AddedAnimation, finished: Bool) {
        guard added.isRunning else { return }
        added.isRunning = false
        running.removeAll { $0 === added }
        if finished && added.removesOnCompletion {
            added.removedAt = timeline.now
            added.layer?.addedAnimations.removeAll { $0 === added }
        }
        if finished && !added.didStart {
            added.didStart = true
            added.animation.delegate?.animationDidStart(added.animation)
        }
        added.animation.delegate?.animationDidStop(added.animation, finished: finished)
        for completion in added.completions { completion.release(in: timeline) }
        added.completions = []
    }

    /// The earliest wall time from now at which the animation's active time reaches `target`,
    /// assuming the timing stays as it is; nil when it never does (a paused layer).
    private func wallTime(_ added: AddedAnimation, chain: [Layer], reaching target: Double) -> Double? {
        let now = timeline.now
        func active(_ t: Double) -> Double {
            added.timing.activeTime(
                parent: LayerTimeChain.localTime(at: t, clock: added.clock, clocks: timeline.clocks, chain: chain))
        }
        let current = active(now)
        if current >= target { return now }
        if added.clock == 0 {
            // Affine in wall time: the product of the speeds is the slope.
            let slope = chain.reduce(added.timing.speed) { $0 * $1.mediaTimingTrack.model.speed }
            guard slope > 0 else { return nil }
            return now + (target - current) / slope
        }
        // A media clock (a percent-driven interaction): nothing moves after its last piece.
        let horizon = Swift.max(now, timeline.clocks.clocks[added.clock].pieces.last?.start ?? now)
        guard active(horizon) >= target else { return nil }
        var low = now
        var high = horizon
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if active(mid) >= target { high = mid } else { low = mid }
        }
        return high
    }

    // MARK: Transactions waiting for engine animations

    /// A `UIView.animate` group or a transition started while transactions with completion
    /// blocks are open: they wait for it.
    func hold(_ object: AnyObject) {
        let open = transactions.openCompletions
        guard !open.isEmpty else { return }
        for completion in open { completion.hold() }
        holds[ObjectIdentifier(object), default: []] += open
    }

    /// A transition started by `push`, `present` … : it holds the open completion blocks, and
    /// those its transactions are given before they commit.
    func holdTransition(_ transition: AnyObject) {
        hold(transition)
        holds[ObjectIdentifier(transition), default: []] += []
        transactions.noteTransition(ObjectIdentifier(transition))
    }

    /// A completion block was just set: it waits for the transitions its transaction started.
    func completionWasSet() {
        guard let completion = transactions.top.completion else { return }
        for id in transactions.top.transitions where holds[id] != nil {
            completion.hold()
            holds[id]?.append(completion)
        }
    }

    func release(_ object: AnyObject) {
        guard let completions = holds.removeValue(forKey: ObjectIdentifier(object)) else { return }
        for completion in completions { completion.release(in: timeline) }
    }

    /// The run is let go before its end (`Timeline.invalidate`): the animations still running
    /// hold their delegates strongly, as Core Animation does, and a delegate (an animator
    /// keeping its transition context) holds the views whose layers hold the animations; the
    /// waiting completion blocks capture views too. Dropping both breaks those cycles.
    func letGo() {
        for added in running {
            added.animation.delegate = nil
            for completion in added.completions { completion.letGo() }
            added.completions = []
        }
        running.removeAll()
        for completions in holds.values { for completion in completions { completion.letGo() } }
        holds.removeAll()
        transactions = TransactionStack()
    }

    /// The end of a turn: Core Animation commits the implicit transaction.
    func endTurn() {
        transactions.commitImplicit(in: timeline)
    }
}

extension Timeline {
    /// The run's Core Animation state, made on first use (it commits the implicit transaction
    /// at the end of every later turn).
    var coreAnimation: CoreAnimationState {
        if let coreAnimationState { return coreAnimationState }
        let state = CoreAnimationState(timeline: self)
        coreAnimationState = state
        addTurnObserver { $0.coreAnimationState?.endTurn() }
        return state
    }
}
