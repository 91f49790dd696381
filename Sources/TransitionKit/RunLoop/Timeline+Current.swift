import Foundation

/// `Timeline.current`: the timeline the calling thread is running, kept per thread.
///
/// It used to be a task-local, which a run's own Swift tasks cannot always see: a detached
/// task, or the runtime's task that wakes a `Task.sleep`, starts without the task-locals of the
/// code that made it, yet its jobs run on the run's thread, inside the run (RunLoopExecutors).
/// A run is confined to the thread that runs it, so "the run this thread is running" is the
/// same thing for every piece of app code, synchronous or not, and two runs on two threads
/// still never see each other.
extension Timeline {
    public static var current: Timeline? {
        guard let raw = pthread_getspecific(currentKey) else { return nil }
        return Unmanaged<Timeline>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Makes this timeline `Timeline.current` on this thread while `body` runs (nested calls,
    /// even for another timeline, restore what was there). The run loop's Swift-concurrency
    /// hooks are installed on the first call (ConcurrencyHooks.swift).
    public func perform<R>(_ body: () throws -> R) rethrows -> R {
        ConcurrencyHooks.install()
        let previous = pthread_getspecific(Self.currentKey)
        pthread_setspecific(Self.currentKey, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.currentKey, previous) }
        return try body()
    }

    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
