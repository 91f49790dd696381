import Foundation

// Swift tasks an app starts in a run (`Task { @MainActor in … }`), followed to their end.
//
// A task that is due — its first job, or a sleep's wake-up — waits in the run's queue and is
// reported with the rest of the queue. A task *suspended* at an `await` that nothing queued
// will resume (a continuation the app keeps and never resumes, an `await UIView.animate`
// whose run was discarded before the animation ended, another task's `value` that never
// comes) is in no queue: without this record it would vanish silently. So UIKit's form of
// `Task.init` (Sources/UIKit/Task+RunLoop.swift) starts app tasks through `RunLoopTasks.start`,
// which notes each one and when its operation returns; the run's `leftoverWork` reports those
// neither finished nor queued (`work-left`).
//
// And it never runs again: when the run is let go (`invalidate`), its unfinished tasks are
// abandoned. A job of an abandoned task that is enqueued later — its continuation resumed
// from another run's code through state the app kept in a global — is not run there (it
// would change an old run's views inside the new one, at the new one's time); the new run
// reports it `not-modelled`, and the task stays suspended, as a discarded run's timers stay
// unfired. A suspended task is alive, so its address names it until it ends.

/// One task app code started in a run.
final class AppTaskRecord: @unchecked Sendable {
    let name: String?
    /// The task's address (its job's, for the executors' enqueues), set once it is made.
    var address: UInt = 0
    /// Its operation returned (or threw): the task is done with the run.
    var finished = false

    init(name: String?) {
        self.name = name
    }
}

extension Timeline {
    /// Tasks that neither finished nor have a job or wake-up queued.
    var waitingTasks: [LeftoverWork] {
        let queued = Set(queue.compactMap(\.work.task))
        return appTasks.filter { !$0.finished && !queued.contains($0.address) }.map { record in
            LeftoverWork(
                kind: .task, due: nil,
                what: "a Swift task\(record.name.map { " '\($0)'" } ?? "") suspended at an await that nothing in the run loop will resume",
                location: nil)
        }
    }

    /// Called by `invalidate`: this run's unfinished tasks never run again.
    func abandonWaitingTasks() {
        let unfinished = appTasks.filter { !$0.finished }.map(\.address)
        appTasks.removeAll()
        AbandonedTasks.shared.add(unfinished)
    }

    /// Whether a job that is about to be queued here belongs to a task an earlier run left
    /// waiting; if so it is reported here and must not run.
    func refusesAbandoned(_ address: UInt) -> Bool {
        guard AbandonedTasks.shared.contains(address) else { return false }
        noteUnmodelled(
            "a Swift task an earlier run left waiting was resumed in this run (by state the app kept across runs); it was not run here",
            at: nil)
        return true
    }
}

/// The addresses of tasks whose runs were let go while they waited, for the whole process
/// (runs on other threads let go of theirs too).
final class AbandonedTasks: @unchecked Sendable {
    static let shared = AbandonedTasks()
    private let lock = NSLock()
    private var addresses: Set<UInt> = []

    func add(_ more: [UInt]) {
        guard !more.isEmpty else { return }
        lock.lock()
        addresses.formUnion(more)
        lock.unlock()
    }

    func contains(_ address: UInt) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return !addresses.isEmpty && addresses.contains(address)
    }
}

/// Addresses of tasks and jobs: a task is a job, at the same address.
enum TaskAddress {
    static func of(_ job: UnownedJob) -> UInt { UInt(bitPattern: unsafeBitCast(job, to: Int.self)) }

    static func of<S, F>(_ task: Task<S, F>) -> UInt { UInt(bitPattern: unsafeBitCast(task, to: Int.self)) }

    /// The task running the calling code, 0 outside one.
    static var current: UInt {
        withUnsafeCurrentTask { task in task.map { UInt(bitPattern: unsafeBitCast($0, to: Int.self)) } ?? 0 }
    }
}

extension RunLoopTasks {
    /// `Task { … }` in app code (UIKit's form): Swift's task, with the same isolation,
    /// priority and name — and, inside a run, noted in the run so that one left waiting when
    /// the run ends is reported. A task isolated to an actor other than the main actor is not
    /// followed (it is still run on the run loop).
    @discardableResult
    public static func start<Success: Sendable>(
        name: String?, priority: TaskPriority?,
        operation: sending @escaping @isolated(any) () async -> Success
    ) -> Task<Success, Never> {
        guard let timeline = Timeline.current else { return Task(name: name, priority: priority, operation: operation) }
        let record = AppTaskRecord(name: name)
        let task: Task<Success, Never>
        let actor = isolation(of: operation)
        if actor == nil {
            task = Task(name: name, priority: priority) { () async -> Success in
                let value = await operation()
                record.finished = true
                return value
            }
        } else if actor is MainActor {
            task = Task(name: name, priority: priority) { @MainActor () async -> Success in
                let value = await operation()
                record.finished = true
                return value
            }
        } else {
            return Task(name: name, priority: priority, operation: operation)
        }
        record.address = TaskAddress.of(task)
        timeline.appTasks.append(record)
        return task
    }

    /// `Task { … }` whose operation throws.
    @discardableResult
    public static func start<Success: Sendable>(
        name: String?, priority: TaskPriority?,
        operation: sending @escaping @isolated(any) () async throws -> Success
    ) -> Task<Success, any Error> {
        guard let timeline = Timeline.current else { return Task(name: name, priority: priority, operation: operation) }
        let record = AppTaskRecord(name: name)
        let task: Task<Success, any Error>
        let actor = isolation(of: operation)
        if actor == nil {
            task = Task(name: name, priority: priority) { () async throws -> Success in
                defer { record.finished = true }
                return try await operation()
            }
        } else if actor is MainActor {
            task = Task(name: name, priority: priority) { @MainActor () async throws -> Success in
                defer { record.finished = true }
                return try await operation()
            }
        } else {
            return Task(name: name, priority: priority, operation: operation)
        }
        record.address = TaskAddress.of(task)
        timeline.appTasks.append(record)
        return task
    }

    /// An operation's isolation (read through a function of its own: reading it on the
    /// `sending` parameter crashes Swift 6.3.1's SILGen).
    private static func isolation<S>(of operation: @isolated(any) () async throws -> S) -> (any Actor)? {
        operation.isolation
    }
}
