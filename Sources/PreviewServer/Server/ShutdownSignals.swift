import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns SIGINT and SIGTERM into a clean server shutdown.
///
/// `block()` must run on the main thread before any other thread starts: threads inherit the
/// signal mask, so afterwards no thread (lws's service thread included) is interrupted by
/// these signals and their default action (kill the process, exit status 128+n) never runs.
/// `SignalWaiter` then runs one thread that `sigwait`s for them and calls a handler, which
/// sets the server's stop flag and wakes its loop with `lws_cancel_service`, the only lws call
/// that is safe from another thread (`WebSocketServer.stop()`).
public enum ShutdownSignals {
    public static let signals: [Int32] = [SIGINT, SIGTERM]

    /// Blocks SIGINT and SIGTERM for the calling thread and every thread it starts later.
    public static func block() {
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }

    static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}

/// The thread that waits for SIGINT / SIGTERM (blocked with `ShutdownSignals.block()` first).
public final class SignalWaiter: Sendable {
    private let onSignal: @Sendable (_ name: String) -> Void
    private let state = Mutex(State())

    private struct State {
        var thread: pthread_t?
        var isFinishing = false
    }

    /// Starts the thread; `onSignal` runs on it, once per signal received.
    public init(onSignal: @escaping @Sendable (_ name: String) -> Void) throws(ServerError) {
        self.onSignal = onSignal
        let unretained = Unmanaged.passRetained(self)
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { argument in
                guard let argument else { return nil }
                Unmanaged<SignalWaiter>.fromOpaque(argument).takeRetainedValue().waitForSignals()
                return nil
            }, unretained.toOpaque())
        guard status == 0 else {
            unretained.release()
            throw ServerError(.transport, "cannot start the signal thread (error \(status))")
        }
        state.withLock { $0.thread = thread }
    }

    /// Ends the thread and joins it (after the server has stopped).
    public func finish() {
        let thread: pthread_t? = state.withLock { state in
            state.isFinishing = true
            return state.thread
        }
        guard let thread else { return }
        pthread_kill(thread, SIGTERM)  // still blocked, so it only ends the sigwait
        pthread_join(thread, nil)
    }

    private func waitForSignals() {
        var set = ShutdownSignals.signalSet()
        while true {
            var signal: Int32 = 0
            guard sigwait(&set, &signal) == 0 else { continue }
            if state.withLock({ $0.isFinishing }) { return }
            onSignal(ShutdownSignals.name(signal))
        }
    }
}
