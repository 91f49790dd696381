import Foundation

/// Timers on a run's run loop. An app's timers are Foundation's `Timer` objects (one `Timer`
/// type, whatever a file imports): the run loop keeps them, fires each at its virtual time
/// with `fire()` — Foundation's, which calls the block and invalidates a timer that does not
/// repeat — and asks `isValid` before each firing, so `invalidate()` works as in UIKit.
/// Outside a run they go to the real run loop, as Foundation schedules them.
///
/// The UIKit module's `Timer` and `RunLoop` members call these (Sources/UIKit/Timer+RunLoop.swift).
public enum RunLoopTimers {
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
    public static func scheduledTimer(
        interval: Double, repeats: Bool, block: @escaping @Sendable (Timer) -> Void,
        at location: CallSite?
    ) -> Timer {
        let timer = RunLoopTimer(interval: interval, repeats: repeats, userInfo: nil, block: block)
        add(timer, mode: .default, at: location)
        return timer
    }

    /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: the timer keeps
    /// its target until it is invalidated, as UIKit's does.
    public static func scheduledTimer(
        interval: Double, target: AnyObject, selector: Selector, userInfo: Any?,
        repeats: Bool, at location: CallSite?
    ) -> Timer {
        let timer = timer(interval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        add(timer, mode: .default, at: location)
        return timer
    }

    /// An unscheduled timer that sends `selector` to `target`.
    public static func timer(interval: Double, target: AnyObject, selector: Selector, userInfo: Any?, repeats: Bool) -> Timer {
        let box = TargetBox(target)
        let timer = RunLoopTimer(interval: interval, repeats: repeats, userInfo: userInfo) { timer in
            guard let target = box.target else { return }
            selector.perform(on: target, sender: timer)
        }
        timer.releaseOnInvalidate = box
        return timer
    }

    /// `RunLoop.add(_:forMode:)` and the scheduling forms: inside a run the timer goes on the
    /// run's run loop (every mode is the same there: nothing tracks a scroll), outside a run
    /// on `runLoop`, as Foundation does. Adding a timer already there does nothing.
    public static func add(_ timer: Timer, to runLoop: RunLoop = .current, mode: RunLoop.Mode, at location: CallSite?) {
        guard let timeline = Timeline.current else { return runLoop.add(timer, forMode: mode) }
        timeline.add(timer, at: location)
    }

    /// Seconds from now to the timer's first firing. Foundation on Linux stores the fire
    /// date, not the delay, so the delay is read back from it and rounded to the millisecond
    /// (the app's own figure, as for `DispatchQueue.asyncAfter`).
    static func delay(of timer: Timer) -> Double {
        if let timer = timer as? RunLoopTimer, let delay = timer.pendingDelay { return delay }
        return RunLoopDelay.roundedToMillisecond(RunClock.seconds(until: timer.fireDate))
    }
}

/// The timers UIKit's API makes: Foundation's `Timer` with a `userInfo`, a target released on
/// `invalidate()`, and a `fireDate` whose setter moves the firing on the run's clock (apps
/// pause a timer with `fireDate = .distantFuture`).
final class RunLoopTimer: Timer {
    private let info: Any?
    /// Set until the timer is on a run loop: the delay the app asked for.
    var pendingDelay: Double?
    var releaseOnInvalidate: TargetBox?
    /// Called when `fireDate` is set while the timer is on a run's run loop.
    var onFireDateChange: ((Double) -> Void)?

    init(interval: Double, repeats: Bool, userInfo: Any?, block: @escaping @Sendable (Timer) -> Void) {
        info = userInfo
        pendingDelay = Swift.max(0, interval)
        super.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }

    override var userInfo: Any? { info }

    override var fireDate: Date {
        get { super.fireDate }
        set {
            super.fireDate = newValue
            onFireDateChange?(RunClock.seconds(until: newValue))
        }
    }

    override func invalidate() {
        super.invalidate()
        releaseOnInvalidate?.target = nil
        onFireDateChange = nil
    }
}

/// A timer's target, held strongly until the timer is invalidated.
final class TargetBox: @unchecked Sendable {
    var target: AnyObject?
    init(_ target: AnyObject) { self.target = target }
}

/// A timer on a run's run loop: fired at `next`, then every `interval` while it repeats and is valid.
final class ScheduledTimer: RunLoopSource {
    let timer: Timer
    let interval: Double
    let repeats: Bool
    let location: CallSite?
    /// The time of the first firing of the current schedule, and how many firings it has had:
    /// firings are at `start + n × interval`, with no drift.
    var start: Double
    var count = 0
    /// Bumped when the schedule changes (`fireDate` set): a queued firing of an older one is dropped.
    var generation = 0

    init(timer: Timer, start: Double, location: CallSite?) {
        self.timer = timer
        // "If seconds is less than or equal to 0.0, this method chooses the nonnegative value
        // of 0.1 milliseconds instead" (Timer's documentation).
        interval = timer.timeInterval > 0 ? timer.timeInterval : 0.0001
        repeats = timer.timeInterval > 0
        self.start = start
        self.location = location
    }

    var next: Double { start + Double(count) * interval }
    var isLive: Bool { timer.isValid }

    var leftover: LeftoverWork {
        LeftoverWork(
            kind: .timer, due: next.isFinite ? next : nil,
            what: repeats ? "a repeating Timer (every \(interval) s)" : "a Timer", location: location)
    }
}

extension Timeline {
    /// Puts a timer on this run's run loop.
    func add(_ timer: Timer, at location: CallSite?) {
        guard timer.isValid, !sources.contains(where: { ($0 as? ScheduledTimer)?.timer === timer }) else { return }
        let scheduled = ScheduledTimer(timer: timer, start: now + RunLoopTimers.delay(of: timer), location: location)
        if let timer = timer as? RunLoopTimer {
            timer.pendingDelay = nil
            timer.onFireDateChange = { [weak self, weak scheduled] delay in
                guard let self, let scheduled else { return }
                scheduled.start = now + (delay.isFinite ? RunLoopDelay.roundedToMillisecond(delay) : .infinity)
                scheduled.count = 0
                scheduled.generation += 1
                scheduleFiring(of: scheduled)
            }
        }
        addSource(scheduled)
        scheduleFiring(of: scheduled)
    }

    private func scheduleFiring(of scheduled: ScheduledTimer) {
        let generation = scheduled.generation
        // A timer paused with a far-future fire date is not queued at all.
        guard scheduled.next.isFinite, scheduled.next - now < 1e9 else { return }
        schedule(at: scheduled.next, PendingWork(.timer, at: scheduled.location, repeats: scheduled.repeats)) { [weak self] in
            guard let self, scheduled.generation == generation, scheduled.timer.isValid else { return }
            scheduled.timer.fire()
            scheduled.count += 1
            if scheduled.repeats, scheduled.timer.isValid, scheduled.generation == generation { scheduleFiring(of: scheduled) }
        }
    }
}

/// `RunLoop.perform(_:)`: the block runs at the next turn of the run's run loop.
public enum RunLoopBlocks {
    public static func perform(on runLoop: RunLoop, inModes modes: [RunLoop.Mode], _ block: @escaping @Sendable () -> Void) {
        guard let timeline = Timeline.current else { return runLoop.perform(inModes: modes, block: block) }
        timeline.schedule(at: timeline.now, PendingWork(.runLoopBlock), block)
    }
}
