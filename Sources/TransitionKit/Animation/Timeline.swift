/// The virtual world one transition runs in: its clock, the animations it recorded, the
/// shape of the view tree over time and the queue of blocks waiting for their time.
///
/// UIKit's animation API is static (`UIView.animate`), so recording needs an ambient
/// "current timeline": the one the calling thread is running (Timeline+Current.swift), so two
/// runs on two threads never see each other. Everything here is confined to the thread running
/// the transition, which is why the class is `@unchecked Sendable`.
///
/// The queue is the run's main run loop (RunLoop/): blocks, timers, display links, the
/// main queue and Swift tasks wait in it for their virtual time, and each block run is a turn
/// of the run loop, ended by `endTurn()`.
public final class Timeline: @unchecked Sendable {
    /// Virtual wall time, in seconds, of the code now running.
    public private(set) var now: Double = 0
    /// Layer content that changed during the run, numbered for frames (CALayer+ContentHistory.swift).
    let contentVersions = ContentVersions()
    var clocks = ClockTable()
    /// The clock new animations attach to (a percent-driven interaction swaps in a paused one).
    var currentClock = 0
    var contexts: [AnimationContext] = []
    public private(set) var groups: [AnimationGroup] = []
    /// UIKit features the app used that the engine does not model, with the time of first
    /// use: the contract checker reports them rather than letting them pass silently.
    /// `location` is where the app's code used it, when the call can capture its line; `view`
    /// names the view or layer (`role#id`, as other findings do) when a property set, which
    /// cannot capture a line, is what used it.
    public private(set) var unmodelled: [(time: Double, feature: String, location: CallSite?, view: String?)] = []
    private var drivenGroups: [Int: [AnimationGroup]] = [:]
    /// What property animators did that a timeline should mark: pauses, reversals,
    /// continuations, scrubs, stops (wall time, label).
    public internal(set) var animatorEvents: [(time: Double, label: String)] = []
    /// Property animators that became active here: `invalidate` makes them let go of app
    /// closures (an animator's completion usually captures the object that holds it).
    var propertyAnimators: [ViewPropertyAnimator] = []
    var queue: [ScheduledBlock] = []
    private var sequence = 0
    /// What runs at the end of every turn of the run loop (Timeline+Turns.swift).
    var turnObservers: [(Timeline) -> Void] = []
    /// How many turns have ended: a layer's content changed in this turn is told from what
    /// the last commit showed by it (CoreAnimation/ContentTransition.swift).
    var turnIndex = 0
    /// The app's key-value observations made in this run, and how many changes that key-value
    /// observers see as one are in progress (Observing/KeyValueObserving.swift).
    var keyValueObservations: [WeakObservation] = []
    var keyValueBatchDepth = 0
    /// Reduce Motion on this run's device (SystemServices/FeedbackAndAccessibility.swift).
    var reduceMotion = false
    /// The app's layout direction in this run (Views/View+LayoutDirection.swift).
    var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight
    /// `UIAccessibility.post(notification:argument:)` calls made in this run.
    var accessibilityPosts = 0
    /// How many `UIAccessibility.post(notification:argument:)` calls the run's app made.
    public var postedAccessibilityNotifications: Int { accessibilityPosts }
    /// `UIDevice.beginGeneratingDeviceOrientationNotifications()` calls not yet ended, this run.
    var deviceOrientationNotifications = 0
    /// `UIApplication.beginIgnoringInteractionEvents()` calls not yet ended, and
    /// `isIdleTimerDisabled`, this run.
    var ignoringInteractionEvents = 0
    var idleTimerDisabled = false
    /// Views that asked for layout this turn; nil until one first does (Layout/LayoutPass.swift).
    var layoutRequests: [View]?
    /// The run's first responder (SystemServices/TextInputAndSymbols.swift).
    weak var firstResponder: UIResponder?
    /// Views asking for `draw(_:)` at the end of this turn (Views/View+Drawing.swift).
    var displayRequests: [View]?
    /// The timers, display links and delayed performs app code scheduled, for the
    /// leftover-work report (RunLoop/PendingWork.swift).
    var sources: [any RunLoopSource] = []
    /// The Swift tasks app code started in this run (`Task { … }` through UIKit's form), for
    /// the report of tasks left waiting when the run ends (RunLoop/AppTasks.swift).
    var appTasks: [AppTaskRecord] = []
    /// Set while a block from another queue or a detached task runs: a view it changes is
    /// reported (RunLoop/OffMainWork.swift).
    var offMainWork: OffMainWork?
    /// `UIView.setAnimationsEnabled(_:)`: off, animation blocks apply their changes at once.
    var animationsEnabled = true
    /// True while a main-actor job runs: a detached task's `@MainActor` work is on the main thread.
    var runsMainActorJob = false
    /// Explicit animations and transactions (CoreAnimation/CoreAnimationState.swift); nil
    /// until the run first uses Core Animation.
    var coreAnimationState: CoreAnimationState?
    private var nextID = 1

    /// The window whose tree is rendered.
    public internal(set) var root: View?
    private(set) var structures: [StructureVersion] = []
    private var structureDirty = true

    // Transitions app code starts (TransitionCoordinator): while a run is being set up they
    // are collected here, so the run can find the one it records; otherwise they wait for the
    // next turn of the run loop in `queue`.
    var collectsStartedTransitions = false
    var startedTransitions: [TransitionCoordinator] = []
    /// Calls UIKit would refuse, such as presenting while a presentation is in progress.
    public internal(set) var problems: [TransitionProblem] = []
    /// Where app code called `UIView.animate` (…) last: a transition that never completes
    /// is reported there, where the completion block that should have called
    /// `completeTransition` was written.
    public private(set) var lastAnimationLocation: CallSite?

    func noteAnimation(at location: CallSite?) {
        if let location { lastAnimationLocation = location }
    }

    public init() {}

    func makeLayerID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    // MARK: Scheduling

    struct ScheduledBlock {
        let time: Double
        let order: Int
        let work: PendingWork
        let body: () -> Void
    }

    /// Runs `body` when virtual time reaches `time` (never earlier than now), after blocks
    /// already scheduled for the same time. `work` says what it is, for the report of work
    /// left when the run ends (the engine's own blocks are `.engine`, never reported).
    public func schedule(at time: Double, _ work: PendingWork = .engine, _ body: @escaping () -> Void) {
        let block = ScheduledBlock(time: Swift.max(time, now), order: sequence, work: work, body: body)
        sequence += 1
        let index = queue.firstIndex { ($0.time, $0.order) > (block.time, block.order) } ?? queue.endIndex
        queue.insert(block, at: index)
    }

    public var nextScheduledTime: Double? { queue.first?.time }

    /// Runs every block due up to `t`, in time order — each a turn of the run loop — then sets
    /// the clock to `t`.
    public func advance(to t: Double) {
        perform {
            while let block = queue.first, block.time <= t {
                queue.removeFirst()
                now = Swift.max(now, block.time)
                block.body()
                endTurn()
            }
            now = Swift.max(now, t)
            commitStructure()
        }
    }

    /// Runs blocks until none is left or `limit` is reached; returns the time of the last one.
    /// With `settled` true (the transition has ended), the sources that repeat for ever — a
    /// repeating timer, a display link — no longer keep the run going: it goes on only while
    /// other work is due before the limit, and what is left is reported (`leftoverWork`).
    @discardableResult
    public func runUntilIdle(limit: Double, settled: () -> Bool = { false }) -> Double {
        while let next = queue.first?.time, next <= limit {
            if settled() && !queue.contains(where: { !$0.work.repeats && $0.time <= limit }) { break }
            advance(to: next)
        }
        return now
    }

    /// Lets go of every block app code gave the timeline: waiting blocks and completions not
    /// yet due. Those closures capture views, and views hold their animations, which hold the
    /// groups: left in place, a run abandoned mid-way (a viewer who selects another entry
    /// during a drag) would keep its whole tree alive in a cycle. The owner of the timeline
    /// calls this when it is done with it.
    public func invalidate() {
        abandonWaitingTasks()
        queue.removeAll()
        sources.removeAll()
        turnObservers.removeAll()
        contexts.removeAll()
        startedTransitions.removeAll()
        for group in groups { _ = group.takeCompletion() }
        for animator in propertyAnimators { animator.letGo() }
        propertyAnimators.removeAll()
        coreAnimationState?.letGo()
    }

    /// Every layer ever in the tree and every animation group: what must be freed with the
    /// run, for lifetime checks (the server makes a run per request, so anything kept alive
    /// past its run is a leak that grows with use).
    public var recordedObjects: [AnyObject] {
        structures.flatMap { $0.nodes.map(\.layer) } + groups
    }

    // MARK: Clocks

    /// A new media clock paused at media time 0 from now on (percent-driven interactions).
    func makePausedClock() -> Int {
        clocks.clocks.append(.paused(at: now))
        return clocks.clocks.count - 1
    }

    func setMediaTime(_ local: Double, clock: Int) {
        clocks.clocks[clock].hold(from: now, local: local)
    }

    func mediaTime(clock: Int) -> Double { clocks.localTime(clock: clock, at: now) }

    /// Ramps a paused clock to `target` over `duration` seconds of wall time, then removes its
    /// animations and runs their completions — the end of a finish or cancel.
    func resolve(clock: Int, to target: Double, over duration: Double, curve: CubicBezier, finished: Bool) {
        let start = now
        let end = now + Swift.max(0, duration)
        clocks.clocks[clock].ramp(from: start, to: end, local0: mediaTime(clock: clock), local1: target, curve: curve)
        for group in drivenGroups[clock] ?? [] {
            group.removedAt = end
            if let completion = group.takeCompletion() {
                schedule(at: end) { completion(finished) }
            }
            if let state = coreAnimationState { schedule(at: end) { state.release(group) } }
        }
        drivenGroups[clock] = nil
        coreAnimationState?.rescheduleAll()
    }

    /// Runs app code and returns the animated transitions it started (`present`, `dismiss`,
    /// `push`, `pop` with `animated: true`), which the caller then owns. Must run inside
    /// `perform`, as app code always does.
    func collectingStartedTransitions(when collecting: Bool = true, _ appCode: () -> Void) -> [TransitionCoordinator] {
        collectsStartedTransitions = collecting
        appCode()
        collectsStartedTransitions = false
        defer { startedTransitions.removeAll() }
        return startedTransitions
    }

    // MARK: Recording animations

    /// Records the first use of `feature` (at `location` in the app's code, when known; on
    /// `view`, named `role#id`, when a property set used it).
    public func noteUnmodelled(_ feature: String, at location: CallSite? = nil, view: String? = nil) {
        guard !unmodelled.contains(where: { $0.feature == feature }) else { return }
        unmodelled.append((now, feature, location, view))
    }

    func begin(_ context: AnimationContext) { contexts.append(context) }

    func end(_ context: AnimationContext) {
        precondition(contexts.last === context, "animation blocks end in the order they begin")
        contexts.removeLast()
        context.install()
        let group = context.group
        guard let group else { return }
        groups.append(group)
        if !group.properties.isEmpty { coreAnimationState?.hold(group) }
        if group.clock != 0 {
            drivenGroups[group.clock, default: []].append(group)
            return
        }
        // UIKit calls the completion at once when the block animated nothing, and never when
        // the animation repeats forever.
        let end = group.properties.isEmpty ? now : group.begin + group.activeDuration
        group.removedAt = end
        if end.isFinite, let completion = group.takeCompletion() {
            schedule(at: end) { completion(true) }
        }
        if end.isFinite, let state = coreAnimationState { schedule(at: end) { state.release(group) } }
    }

    /// Called by a layer before it changes the model value of an animatable property.
    func propertyWillChange<V: Animatable>(
        _ layer: Layer, _ keyPath: ReferenceWritableKeyPath<Layer, Track<V>>,
        name: String, from old: V, to new: V
    ) {
        guard let context = contexts.last, let group = context.group else { return }
        let track = layer[keyPath: keyPath]
        switch context.mode {
        case .basic:
            // Like `.beginFromCurrentState`: an animation replacing a running one starts where
            // the running one is, so the value never jumps.
            let from = track.hasAliveAnimation(at: now) ? track.value(at: now, clocks: clocks) : old
            let animation = PropertyAnimation(
                group: group, keyframes: Keyframes(keyTimes: [0, 1], values: [from, new], mode: .linear))
            layer.changeTrack(keyPath) { $0.add(animation) }
            group.properties.append("\(layer.id).\(name)")
            group.record(layer: layer.id, property: name, from: old, to: new)
            context.recordsAnimatedProperty?(PropertyRecord(layer: layer, keyPath: keyPath, start: old, end: new))
        case .keyframes:
            context.collect(layer: layer, keyPath: keyPath, name: name, old: old, new: new)
        case .none:
            break
        }
    }

    // MARK: Structure

    func hierarchyDidChange() {
        noteViewChange()
        structureDirty = true
    }

    /// Grows each time the tree on screen changes shape: a viewer that has the static content
    /// of N versions needs an update when this passes N.
    public var structureVersionCount: Int { structures.count }

    func commitStructure() {
        guard structureDirty, let root else { return }
        structureDirty = false
        let version = StructureVersion(time: now, root: root)
        if let last = structures.last, last.time == now {
            structures[structures.count - 1] = version
        } else {
            structures.append(version)
        }
    }

    /// Names layers anew in every version already recorded, so a layer keeps one role for the
    /// whole run (a run that starts from touches names its views when the touch starts the
    /// transition, after earlier frames were recorded).
    func renameInHistory(_ roles: [ObjectIdentifier: String]) {
        guard !roles.isEmpty else { return }
        structures = structures.map { $0.renaming(roles) }
    }

    func structure(at t: Double) -> StructureVersion? {
        var i = structures.count - 1
        while i > 0 && structures[i].time > t { i -= 1 }
        return i >= 0 ? structures[i] : nil
    }
}
