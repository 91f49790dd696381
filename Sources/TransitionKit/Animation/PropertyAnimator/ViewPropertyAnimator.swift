import Foundation

/// `UIViewPropertyAnimator`, on the engine's virtual clock.
///
/// Each animation block becomes a lane: an animation group whose media clock reads the
/// block's progress directly. Everything the animator does — start, pause, scrub, reverse,
/// continue with new timing — appends a piece to those clocks from "now" on, so frames at
/// any time stay a pure function of the recorded pieces (docs/fidelity.md §7 has the rules).
///
/// UIKit's documented behaviour this follows: blocks run when the animator first becomes
/// active (not when added); `fractionComplete` is settable only while paused; a paused
/// animator scrubs linearly unless `scrubsLinearly` is false; `continueAnimation`'s factor
/// multiplies the original duration, so the rest plays over factor × duration × what is left;
/// blocks added to a running animator run over the remaining time after `delayFactor` × it;
/// `stopAnimation(true)` ends in `.inactive` with no completions, `stopAnimation(false)` in
/// `.stopped` until `finishAnimation(at:)` sets the model values and calls the completions.
public final class ViewPropertyAnimator: ViewImplicitlyAnimating {
    /// The duration of the main animations (a physical spring's settling time replaces it).
    public let duration: Double
    public let timingParameters: (any TimingCurveProvider)?
    public private(set) var delay: Double = 0
    public private(set) var state: ViewAnimatingState = .inactive
    public private(set) var isRunning = false
    public var isInterruptible = true
    public var isUserInteractionEnabled = true
    public var isManualHitTestingEnabled = false
    public var scrubsLinearly = true
    public var pausesOnCompletion = false

    private var pending: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []
    private var lanes: [AnimatorLane] = []
    private var records: [any AnimatedPropertyRecord] = []
    private var currentTiming: any TimingCurveProvider
    private var reversed = false
    /// The animator's own time fraction: a linear segment while running, a value while held.
    private var fractionSegment: AnimatorSegment?
    private var fractionStart = 0.0
    private var heldFraction = 0.0
    /// Bumped whenever the planned end changes, so a stale end does nothing.
    private var generation = 0
    private weak var timeline: Timeline?

    // MARK: Initialisers

    public init(duration: Double, timingParameters parameters: any TimingCurveProvider) {
        let d = duration.isFinite ? Swift.max(0, duration) : 0
        timingParameters = parameters
        currentTiming = parameters
        if let spring = parameters.springTimingParameters, spring.overridesDuration,
            parameters.timingCurveType == .spring || parameters.timingCurveType == .composed
        {
            self.duration = parameters.timing(duration: d).duration
        } else {
            self.duration = d
        }
    }

    public convenience init(duration: Double, curve: ViewAnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(
        duration: Double, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: Double, dampingRatio ratio: Double, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates, configures and starts an animator (the options' curve; other options as `animate`).
    public static func runningPropertyAnimator(
        withDuration duration: Double, delay: Double,
        options: AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((ViewAnimatingPosition) -> Void)? = nil
    ) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding

    public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {
        let factor = delayFactor.isFinite ? Swift.min(1, Swift.max(0, delayFactor)) : 0
        guard state == .active, let timeline = timeline ?? Timeline.current else {
            pending.append((animation, factor))
            return
        }
        let u = fractionNow(timeline)
        let lane = makeLane(animation, window: u + factor * (1 - u), timeline: timeline)
        guard isRunning, !reversed, let segment = fractionSegment else { return }
        // The rest of the remaining time, after `factor` of it.
        let remaining = Swift.max(0, fractionStart + segment.length - timeline.now)
        let wait = factor * remaining
        let (timing, length) = currentTiming.timing(duration: remaining - wait)
        lane.play(AnimatorSegment(origin: 0, target: 1, timing: timing, duration: length, delay: wait), in: timeline)
    }

    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    @_disfavoredOverload
    public func startAnimation() { start(afterDelay: 0, at: nil) }

    @_disfavoredOverload
    public func startAnimation(afterDelay delay: Double) { start(afterDelay: delay, at: nil) }

    /// `startAnimation()` as app code calls it: a start UIKit refuses names this line.
    public func startAnimation(file: String = #filePath, line: Int = #line) {
        start(afterDelay: 0, at: CallSite(filePath: file, line: line))
    }

    /// `startAnimation(afterDelay:)` as app code calls it, knowing where.
    public func startAnimation(afterDelay delay: Double, file: String = #filePath, line: Int = #line) {
        start(afterDelay: delay, at: CallSite(filePath: file, line: line))
    }

    private func start(afterDelay delay: Double, at place: CallSite?) {
        guard state != .stopped else {
            return misuse("startAnimation on a stopped animator (UIKit raises)", at: place)
        }
        guard !isRunning else { return }
        guard let timeline = Timeline.current ?? timeline else { return runOutsideTimeline() }
        let wasInactive = state == .inactive
        activate(timeline)
        let wait = delay.isFinite ? Swift.max(0, delay) : 0
        if wasInactive { self.delay = wait }
        play(currentTiming, factor: 1, delay: wait, timeline: timeline)
        if !wasInactive { note("resumed", timeline) }
    }

    public func pauseAnimation() {
        guard state != .stopped, let timeline = Timeline.current ?? timeline else { return }
        if state == .inactive {
            activate(timeline)
            return
        }
        guard isRunning else { return }
        freeze(timeline, fractionFromScreen: scrubsLinearly)
        note("paused", timeline)
    }

    public func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double) {
        guard state != .stopped, let timeline = Timeline.current ?? timeline else { return }
        activate(timeline)
        if isRunning { freeze(timeline, fractionFromScreen: false) }
        if let parameters { currentTiming = parameters }
        let factor = durationFactor.isFinite ? Swift.max(0, durationFactor) : 1
        play(currentTiming, factor: factor, delay: 0, timeline: timeline)
        note("continued" + (parameters.map { " (\(Self.describe($0)))" } ?? "") + (factor == 1 ? "" : " ×\(factor)"), timeline)
    }

    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            guard isRunning, let timeline else { return }
            reverseInFlight(timeline)
            note(newValue ? "reversed" : "forward again", timeline)
        }
    }

    public var fractionComplete: Double {
        get {
            guard let timeline else { return heldFraction }
            return fractionNow(timeline)
        }
        set {
            guard state != .stopped, !isRunning, let timeline = Timeline.current ?? timeline else { return }
            activate(timeline)
            let x = newValue.isFinite ? Swift.min(1, Swift.max(0, newValue)) : 0
            heldFraction = x
            fractionSegment = nil
            for lane in lanes {
                let y = lane.fraction(forAnimatorFraction: x)
                if scrubsLinearly {
                    lane.hold(y, in: timeline)
                } else {
                    let (timing, length) =
                        timingParameters.map { $0.timing(duration: (1 - lane.window) * duration) }
                        ?? (.bezier(.linear), 1)
                    lane.hold(length > 0 ? timing.progress(elapsed: y * length, duration: length) : y, in: timeline)
                }
            }
        }
    }

    // MARK: Stopping

    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, let timeline else { return }
        generation += 1
        if isRunning { freeze(timeline, fractionFromScreen: false) }
        isRunning = false
        for record in records { record.capturePresentation(at: timeline.now, clocks: timeline.clocks) }
        detach(timeline)
        for record in records { record.applyModel(.current, at: timeline.now) }
        note("stopped", timeline)
        if withoutFinishing {
            state = .inactive
            completions.removeAll()
            records.removeAll()
        } else {
            state = .stopped
        }
    }

    @_disfavoredOverload
    public func finishAnimation(at finalPosition: ViewAnimatingPosition) { finish(at: finalPosition, place: nil) }

    /// `finishAnimation(at:)` as app code calls it: a finish UIKit refuses names this line.
    public func finishAnimation(at finalPosition: ViewAnimatingPosition, file: String = #filePath, line: Int = #line) {
        finish(at: finalPosition, place: CallSite(filePath: file, line: line))
    }

    private func finish(at finalPosition: ViewAnimatingPosition, place: CallSite?) {
        guard state == .stopped else {
            return misuse("finishAnimation(at:) on an animator that is not stopped (UIKit raises)", at: place)
        }
        applyAndComplete(finalPosition, at: timeline?.now)
    }

    // MARK: Machinery

    /// Runs the waiting blocks, each as a lane held at its start.
    private func activate(_ timeline: Timeline) {
        guard state == .inactive else { return }
        if self.timeline !== timeline { timeline.propertyAnimators.append(self) }
        self.timeline = timeline
        state = .active
        heldFraction = 0
        fractionSegment = nil
        let blocks = pending
        pending.removeAll()
        for (block, factor) in blocks { makeLane(block, window: factor, timeline: timeline) }
    }

    @discardableResult
    private func makeLane(_ block: () -> Void, window: Double, timeline: Timeline) -> AnimatorLane {
        let clock = timeline.makePausedClock()
        let (timing, length) = currentTiming.timing(duration: (1 - window) * duration)
        let kind: AnimationGroup.Kind = { if case .spring = timing { return .spring } else { return .basic } }()
        let group = AnimationGroup(
            kind: kind, clock: clock, createdAt: timeline.now, begin: 0, duration: length,
            timing: timing, removedAt: .infinity, completion: nil, readsProgressFromClock: true)
        let context = AnimationContext(mode: .basic, group: group)
        context.recordsAnimatedProperty = { [unowned self] in records.append($0) }
        timeline.begin(context)
        block()
        timeline.end(context)
        let lane = AnimatorLane(group: group, clock: clock, window: window)
        lanes.append(lane)
        return lane
    }

    private func fractionNow(_ timeline: Timeline) -> Double {
        guard let segment = fractionSegment else { return heldFraction }
        return segment.progress(after: timeline.now - fractionStart)
    }

    /// Holds every lane where it is. With `fractionFromScreen` (a pause that will scrub
    /// linearly) the fraction becomes the progress on screen, so scrubbing starts without a jump.
    private func freeze(_ timeline: Timeline, fractionFromScreen: Bool) {
        generation += 1
        isRunning = false
        heldFraction = fractionNow(timeline)
        fractionSegment = nil
        for lane in lanes { lane.hold(lane.value(in: timeline), in: timeline) }
        if fractionFromScreen, let first = lanes.first(where: { $0.window == 0 }) ?? lanes.first {
            heldFraction = Swift.min(1, Swift.max(0, first.value(in: timeline)))
        }
    }

    /// Plays every lane from where it is to the end (or the start, reversed) on `timing`, the
    /// whole lasting `factor` × duration × the share left.
    private func play(_ timing: any TimingCurveProvider, factor: Double, delay wait: Double, timeline: Timeline) {
        let u = heldFraction
        let target: Double = reversed ? 0 : 1
        let total = factor * duration * (reversed ? u : 1 - u)
        var end = 0.0
        for lane in lanes {
            let q = lane.value(in: timeline)
            let laneDelay: Double
            let laneLength: Double
            if reversed {
                laneDelay = 0
                laneLength = u > 0 ? Swift.max(0, u - lane.window) / u * total : 0
            } else {
                laneDelay = u < 1 ? Swift.max(0, lane.window - u) / (1 - u) * total : 0
                laneLength = total - laneDelay
            }
            let (curve, length) = timing.timing(duration: laneLength)
            let segment = AnimatorSegment(
                origin: q, target: target, timing: curve, duration: length,
                delay: wait + laneDelay)
            lane.play(segment, in: timeline)
            end = Swift.max(end, segment.length)
        }
        if lanes.isEmpty { end = wait + total }
        startFraction(
            AnimatorSegment(
                origin: u, target: target, timing: .bezier(.linear),
                duration: Swift.max(0, end - wait), delay: wait), timeline)
    }

    private func startFraction(_ segment: AnimatorSegment, _ timeline: Timeline) {
        fractionSegment = segment
        fractionStart = timeline.now
        isRunning = true
        generation += 1
        let token = generation
        timeline.schedule(at: timeline.now + segment.length) { [self] in
            guard token == generation, isRunning else { return }
            reachEnd()
        }
    }

    /// Reversal while running: retraces the current path when that leads to the new end
    /// (the usual case, a started animator turned back), otherwise plays afresh from here.
    private func reverseInFlight(_ timeline: Timeline) {
        let target: Double = reversed ? 0 : 1
        let now = timeline.now
        if let segment = fractionSegment,
            segment.retraced(at: 0).endValue == target,
            lanes.allSatisfy({ $0.segment.map { $0.retraced(at: 0).endValue == target } ?? false })
        {
            let elapsed = segment.elapsed(after: now - fractionStart)
            for lane in lanes {
                guard let laneSegment = lane.segment, let e = lane.elapsed(at: now) else { continue }
                lane.play(laneSegment.retraced(at: e), in: timeline)
            }
            startFraction(segment.retraced(at: elapsed), timeline)
        } else {
            freeze(timeline, fractionFromScreen: false)
            play(currentTiming, factor: 1, delay: 0, timeline: timeline)
        }
    }

    private func reachEnd() {
        guard let timeline else { return }
        let position: ViewAnimatingPosition = reversed ? .start : .end
        isRunning = false
        heldFraction = reversed ? 0 : 1
        fractionSegment = nil
        for lane in lanes { lane.hold(reversed ? 0 : 1, in: timeline) }
        if pausesOnCompletion { return note("paused on completion", timeline) }
        detach(timeline)
        applyAndComplete(position, at: timeline.now)
    }

    /// Ends the lanes' animations: from now on the model values show.
    private func detach(_ timeline: Timeline) {
        for lane in lanes { lane.group.removedAt = timeline.now }
        lanes.removeAll()
    }

    private func applyAndComplete(_ position: ViewAnimatingPosition, at t: Double?) {
        switch position {
        case .start: for record in records.reversed() { record.applyModel(.start, at: t) }
        case .end: for record in records { record.applyModel(.end, at: t) }
        case .current: break
        }
        records.removeAll()
        state = .inactive
        isRunning = false
        let blocks = completions
        completions.removeAll()
        for completion in blocks { completion(position) }
    }

    /// The run is over (`Timeline.invalidate`): drop every app closure and recorded view.
    func letGo() {
        generation += 1
        isRunning = false
        pending.removeAll()
        completions.removeAll()
        records.removeAll()
        lanes.removeAll()
    }

    /// Outside a run there is no time: the animations apply at once, as for a view with no window.
    private func runOutsideTimeline() {
        let blocks = pending
        pending.removeAll()
        for (block, _) in blocks { block() }
        state = .inactive
        let blocks2 = completions
        completions.removeAll()
        for completion in blocks2 { completion(.end) }
    }

    private func misuse(_ what: String, at place: CallSite? = nil) {
        (Timeline.current ?? timeline)?.noteUnmodelled("UIViewPropertyAnimator: \(what)", at: place)
    }

    private func note(_ what: String, _ timeline: Timeline) {
        timeline.animatorEvents.append((timeline.now, "animator \(what)"))
    }

    static func describe(_ parameters: any TimingCurveProvider) -> String {
        if let spring = parameters.springTimingParameters, parameters.timingCurveType != .cubic {
            return "spring ζ \(spring.dampingRatio)"
        }
        return "cubic"
    }
}
