import Dispatch
import Foundation
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

// The executors Swift concurrency runs an app's tasks on inside a run (ConcurrencyHooks.swift
// makes them the main actor's and routes the global executor here):
//
//   Task { @MainActor in … }  ─► RunLoopMainExecutor.enqueue ─┐
//   Task { … } (nonisolated)  ─► swift_task_enqueueGlobal hook ├─► Timeline.enqueue(job) ─► the run's queue
//   try await Task.sleep(…)   ─► SchedulingExecutor.enqueue(after:) on the executor the job runs on ─┘
//
// The run loop then runs each job on the run's thread, at its virtual time, "on" these
// executors: a main-actor job on RunLoopMainExecutor (so `MainActor.assumeIsolated` and Swift
// 6's isolation checks hold), a nonisolated one on RunLoopTaskExecutor (so a `Task.sleep` in it
// comes back here rather than to Dispatch's timers). Outside a run both behave as the
// platform's: the main queue, the global pool, real time.

/// The main actor's executor, for the whole process. Inside a run (the calling thread runs a
/// timeline) its jobs wait in the run's queue; outside one they go to the main queue as before.
final class RunLoopMainExecutor: SerialExecutor, SchedulingExecutor, @unchecked Sendable {
    static let shared = RunLoopMainExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        Timeline.route(UnownedJob(job), .main, after: 0) { job in
            DispatchQueue.main.async { job.runSynchronously(on: RunLoopMainExecutor.shared.asUnownedSerialExecutor()) }
        }
    }

    var asSchedulingExecutor: (any SchedulingExecutor)? { self }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        let seconds = RunLoopDelay.seconds(delay)
        Timeline.route(UnownedJob(job), .main, after: seconds) { job in
            DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
                job.runSynchronously(on: RunLoopMainExecutor.shared.asUnownedSerialExecutor())
            }
        }
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        enqueue(job, after: clock.now.duration(to: instant), tolerance: tolerance, clock: clock)
    }

    var isMainExecutor: Bool { true }

    /// Asked when the runtime cannot tell from the job it runs (synchronous code checking
    /// `MainActor.assumeIsolated`): a run's thread is the main thread of the app it runs, and
    /// outside runs the main thread is.
    func isIsolatingCurrentContext() -> Bool? {
        Timeline.current != nil || Thread.isMainThread
    }

    func checkIsolated() {
        precondition(isIsolatingCurrentContext() == true, "not on the main actor: neither the main thread nor a run's thread")
    }
}

/// The task executor a run's nonisolated jobs run on, so that what they schedule with a delay
/// (`Task.sleep`, `clock.sleep`) is scheduled on the run's clock.
final class RunLoopTaskExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    static let shared = RunLoopTaskExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        Timeline.route(UnownedJob(job), .global, after: 0) { globalConcurrentExecutor.enqueue($0) }
    }

    var asSchedulingExecutor: (any SchedulingExecutor)? { self }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        let seconds = RunLoopDelay.seconds(delay)
        Timeline.route(UnownedJob(job), .global, after: seconds) { job in
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { globalConcurrentExecutor.enqueue(job) }
        }
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        enqueue(job, after: clock.now.duration(to: instant), tolerance: tolerance, clock: clock)
    }
}

/// Delays on the run's clock. A delay the runtime hands over as a deadline (`sleep(until:)`,
/// and `Task.sleep` itself in Swift 6.3) was computed from the real clock a few microseconds
/// earlier; rounding to the millisecond recovers the app's own figure, as for
/// `DispatchQueue.asyncAfter`, so runs stay deterministic.
enum RunLoopDelay {
    static func seconds<D: DurationProtocol>(_ delay: D) -> Double {
        guard let duration = delay as? Duration else { return 0 }
        let (seconds, attoseconds) = duration.components
        return roundedToMillisecond(Double(seconds) + Double(attoseconds) / 1e18)
    }

    static func roundedToMillisecond(_ seconds: Double) -> Double {
        Swift.max(0, (seconds * 1e3).rounded() / 1e3)
    }
}

extension Timeline {
    enum JobIsolation {
        case main, global
    }

    /// Queues a job on the run this thread is running, or, outside runs, hands it to `elsewhere`.
    static func route(_ job: UnownedJob, _ isolation: JobIsolation, after delay: Double, elsewhere: (UnownedJob) -> Void) {
        guard let timeline = Timeline.current else { return elsewhere(job) }
        timeline.enqueue(job, isolation: isolation, after: delay)
    }

    /// Queues a Swift task's job: it runs `delay` seconds from now, after what is already due,
    /// on the run's thread.
    /// A job of a task an earlier run left waiting is not run here (AppTasks.swift).
    func enqueue(_ job: UnownedJob, isolation: JobIsolation, after delay: Double) {
        let task = TaskAddress.of(job)
        if refusesAbandoned(task) { return }
        schedule(at: now + delay, PendingWork(.task, task: task)) { [unowned self] in
            switch isolation {
            case .main:
                let saved = runsMainActorJob
                runsMainActorJob = true
                defer { runsMainActorJob = saved }
                job.runSynchronously(on: RunLoopMainExecutor.shared.asUnownedSerialExecutor())
            case .global: job.runSynchronously(on: RunLoopTaskExecutor.shared.asUnownedTaskExecutor())
            }
        }
    }
}
