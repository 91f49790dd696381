#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT and SIGTERM into a clean server shutdown.
///
/// `block()` must run on the main thread before any other thread starts: threads inherit the
/// signal mask, so afterwards no thread (lws's service thread included) is interrupted by
/// these signals and the default action (kill the process, exit status 128+n) never runs.
/// `startWaiting` then starts one thread that `sigwait`s for them and calls the handler, which
/// sets the server's stop flag and wakes its loop with `lws_cancel_service`, the only lws call
/// that is safe from another thread.
public enum ShutdownSignals {
    public static let signals: [Int32] = [SIGINT, SIGTERM]

    /// Blocks SIGINT and SIGTERM for the calling thread and every thread it starts later.
    public static func block() {
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Starts the waiting thread; `onSignal` runs on it, once per signal received.
    public static func startWaiting(_ onSignal: @escaping @Sendable (Int32) -> Void) throws(ServerError) {
        let box = Unmanaged.passRetained(SignalHandlerBox(onSignal)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { argument in
            guard let argument else { return nil }
            let handler = Unmanaged<SignalHandlerBox>.fromOpaque(argument).takeRetainedValue()
            var set = ShutdownSignals.signalSet()
            while true {
                var signal: Int32 = 0
                if sigwait(&set, &signal) == 0 { handler.onSignal(signal) }
            }
        }, box)
        guard status == 0 else {
            Unmanaged<SignalHandlerBox>.fromOpaque(box).release()
            throw ServerError(.transport, "cannot start the signal thread (error \(status))")
        }
        pthread_detach(thread)
    }

    fileprivate static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }
}

private final class SignalHandlerBox: Sendable {
    let onSignal: @Sendable (Int32) -> Void
    init(_ onSignal: @escaping @Sendable (Int32) -> Void) { self.onSignal = onSignal }
}
