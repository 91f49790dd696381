import TransitionKit

// Swift tasks on the run's run loop. A task's jobs already run there (TransitionKit's
// RunLoop/RunLoopExecutors.swift); these forms, which shadow the standard library's in a file
// that imports UIKit (even beside Foundation), make a sleep wake after exactly the app's delay
// on the run's clock, and mark a detached task's work as off the main thread.
// docs/bring-your-own.md, "Swift tasks".

extension Task where Success == Never, Failure == Never {
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await RunLoopSleep.sleep(seconds: Double(duration) / 1e9)
    }

    public static func sleep<C: Clock>(
        for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil,
        clock: C = .continuous
    ) async throws {
        guard Timeline.current != nil, duration is Duration else {
            return try await clock.sleep(for: duration, tolerance: tolerance)
        }
        try await RunLoopSleep.sleep(seconds: RunLoopSleep.seconds(duration))
    }

    public static func sleep<C: Clock>(
        until deadline: C.Instant, tolerance: C.Instant.Duration? = nil,
        clock: C = .continuous
    ) async throws {
        guard Timeline.current != nil else { return try await clock.sleep(until: deadline, tolerance: tolerance) }
        try await RunLoopSleep.sleep(seconds: RunLoopSleep.seconds(until: deadline, clock: clock))
    }
}

extension Task where Failure == Never {
    /// A detached task: on a phone it runs off the main thread, so inside a run a view it
    /// changes is reported `not-modelled` (it runs on the run loop, like every task here).
    @discardableResult
    public static func detached(
        name: String? = nil, priority: TaskPriority? = nil,
        operation: sending @escaping @isolated(any) () async -> Success
    ) -> Task<Success, Never> {
        RunLoopTasks.detached(name: name, priority: priority, operation: operation)
    }
}

extension Task where Failure == any Error {
    @discardableResult
    public static func detached(
        name: String? = nil, priority: TaskPriority? = nil,
        operation: sending @escaping @isolated(any) () async throws -> Success
    ) -> Task<Success, any Error> {
        RunLoopTasks.detached(name: name, priority: priority, operation: operation)
    }
}

// `Task { … }`: Swift's task (same isolation, inherited from the context as Swift's form
// does), noted in the run so that a task left waiting when the run ends is reported and
// never runs in a later run (TransitionKit's RunLoop/AppTasks.swift).
extension Task where Failure == Never {
    @discardableResult
    public init(
        name: String? = nil, priority: TaskPriority? = nil,
        @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success
    ) {
        self = RunLoopTasks.start(name: name, priority: priority, operation: operation)
    }
}

extension Task where Failure == any Error {
    @discardableResult
    public init(
        name: String? = nil, priority: TaskPriority? = nil,
        @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success
    ) {
        self = RunLoopTasks.start(name: name, priority: priority, operation: operation)
    }
}
