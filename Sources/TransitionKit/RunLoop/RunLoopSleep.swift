import Foundation

/// `Task.sleep` on the run's clock. Inside a run the sleeping task wakes after exactly the
/// delay the app asked for, in virtual time, at the end of what is due then; cancelling the
/// task wakes it at once with `CancellationError`, as Swift's sleep does. Outside a run it is
/// Swift's own sleep. The UIKit module's `Task.sleep` forms call this
/// (Sources/UIKit/Task+RunLoop.swift); a sleep that does not come through them (a
/// `clock.sleep`, a module that does not import UIKit) still lands on the run's clock through
/// the executors, rounded to the millisecond (RunLoopExecutors.swift).
public enum RunLoopSleep {
    /// Sleeps `seconds` on the run's clock, or with Swift's `Task.sleep(nanoseconds:)` outside a run.
    public static func sleep(seconds: Double) async throws {
        guard let timeline = Timeline.current else {
            return try await Task.sleep(nanoseconds: UInt64(Swift.max(0, seconds) * 1e9))
        }
        try Task.checkCancellation()
        let wake = SleepWake()
        let task = TaskAddress.current
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                wake.wait(continuation)
                timeline.schedule(at: timeline.now + Swift.max(0, seconds), PendingWork(.task, task: task)) { wake.resume(nil) }
            }
        } onCancel: {
            wake.resume(CancellationError())
        }
    }

    /// The seconds in a duration of Swift's clocks (0 for a clock of another kind of duration).
    public static func seconds<D: DurationProtocol>(_ duration: D) -> Double {
        guard let duration = duration as? Duration else { return 0 }
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// The seconds from now to a deadline of `clock`, rounded to the millisecond: the
    /// deadline was computed from the real clock an instant ago (`.now + .seconds(1)`).
    public static func seconds<C: Clock>(until deadline: C.Instant, clock: C) -> Double {
        RunLoopDelay.seconds(clock.now.duration(to: deadline))
    }
}

/// One sleep's continuation, resumed once: by its wake-up or by cancellation, whichever is first.
private final class SleepWake: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: UnsafeContinuation<Void, any Error>?
    private var early: (any Error)?
    private var done = false

    func wait(_ continuation: UnsafeContinuation<Void, any Error>) {
        lock.lock()
        if done {
            lock.unlock()
            return continuation.resume(throwing: early ?? CancellationError())
        }
        self.continuation = continuation
        lock.unlock()
    }

    func resume(_ error: (any Error)?) {
        lock.lock()
        guard !done else { return lock.unlock() }
        done = true
        let continuation = self.continuation
        self.continuation = nil
        if continuation == nil { early = error }
        lock.unlock()
        guard let continuation else { return }
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
    }
}

private func isNonisolated(_ isolation: (any Actor)?) -> Bool { isolation == nil }

/// Swift's `Task.detached`, for the UIKit module's form of it, which marks the task's work as
/// off the main thread (OffMainWork) inside a run.
public enum RunLoopTasks {
    @discardableResult
    public static func detached<Success: Sendable>(
        name: String?, priority: TaskPriority?,
        operation: sending @escaping @isolated(any) () async -> Success
    ) -> Task<Success, Never> {
        guard Timeline.current != nil else {
            return Task.detached(name: name, priority: priority, operation: operation)
        }
        return Task.detached(name: name, priority: priority) {
            await OffMainWork.$current.withValue(OffMainWork("a detached task", at: nil)) { await operation() }
        }
    }

    @discardableResult
    public static func detached<Success: Sendable>(
        name: String?, priority: TaskPriority?,
        operation: sending @escaping @isolated(any) () async throws -> Success
    ) -> Task<Success, any Error> {
        guard Timeline.current != nil else {
            return Task.detached(name: name, priority: priority, operation: operation)
        }
        return Task.detached(name: name, priority: priority) {
            try await OffMainWork.$current.withValue(OffMainWork("a detached task", at: nil)) { try await operation() }
        }
    }
}
