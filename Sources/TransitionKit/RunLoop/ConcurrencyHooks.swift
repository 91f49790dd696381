import Foundation

/// Points Swift concurrency at the run loop (RunLoopExecutors.swift), once per process, through
/// the hooks the concurrency runtime exports for custom executors (`swift_task_*_hook`, as
/// cooperative single-threaded runtimes use them):
///
/// - `swift_task_getMainExecutor_hook`: the main actor's executor is `RunLoopMainExecutor`,
///   which behaves as the platform's outside runs;
/// - `swift_task_enqueueGlobal_hook` (and the delayed forms): a job enqueued on the global
///   executor by a thread that is running a timeline waits in that run's queue; from any other
///   thread it goes where it always went.
///
/// Why hooks: Swift 6.3 enqueues main-actor jobs through the main executor object and sleeps
/// through the current executor, neither of which app code names, and a run's code must run
/// on the run's thread at its virtual time. Checked with Swift 6.3.1 on Linux; docs/engine.md,
/// "Swift concurrency on the run loop".
enum ConcurrencyHooks {
    static func install() { _ = installed }

    private static let installed: Void = {
        let process = dlopen(nil, RTLD_NOW)
        func hook<T>(_ name: String, _: T.Type) -> UnsafeMutablePointer<T?>? {
            dlsym(process, name)?.assumingMemoryBound(to: T?.self)
        }
        hook("swift_task_getMainExecutor_hook", GetMainHook.self)?.pointee = { _ in
            RunLoopMainExecutor.shared.asUnownedSerialExecutor()
        }
        hook("swift_task_enqueueGlobal_hook", EnqueueHook.self)?.pointee = { job, original in
            Timeline.route(job, .global, after: 0) { original($0) }
        }
        hook("swift_task_enqueueGlobalWithDelay_hook", DelayHook.self)?.pointee = { nanoseconds, job, original in
            Timeline.route(job, .global, after: RunLoopDelay.roundedToMillisecond(Double(nanoseconds) / 1e9)) { original(nanoseconds, $0) }
        }
    }()

    private typealias GetMainOriginal = @convention(thin) () -> UnownedSerialExecutor
    private typealias GetMainHook = @convention(thin) (GetMainOriginal) -> UnownedSerialExecutor
    private typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
    private typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void
    private typealias DelayOriginal = @convention(thin) (UInt64, UnownedJob) -> Void
    private typealias DelayHook = @convention(thin) (UInt64, UnownedJob, DelayOriginal) -> Void
}
