import CLibWebSockets
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

// MARK: - C entry points (top-level functions convert to C function pointers)

func transportCallback(
    _ wsi: OpaquePointer?, _ reason: lws_callback_reasons, _ user: UnsafeMutableRawPointer?,
    _ input: UnsafeMutableRawPointer?, _ length: Int
) -> Int32 {
    guard let wsi else { return 0 }
    guard let context = lws_get_context(wsi), let loop = lws_context_user(context) else {
        return lws_callback_http_dummy(wsi, reason, user, input, length)
    }
    return Unmanaged<ServiceLoop>.fromOpaque(loop).takeUnretainedValue()
        .handle(wsi, reason, user, input, length)
}

func tickTimerFired(_ sul: UnsafeMutablePointer<lws_sorted_usec_list_t>?) {
    guard let sul, let owner = tp_tick_timer_from_sul(sul)?.pointee.owner else { return }
    Unmanaged<ServiceLoop>.fromOpaque(owner).takeUnretainedValue().tickTimerDue()
}

func shutdownDeadlinePassed(_ sul: UnsafeMutablePointer<lws_sorted_usec_list_t>?) {
    guard let sul, let owner = tp_tick_timer_from_sul(sul)?.pointee.owner else { return }
    Unmanaged<ServiceLoop>.fromOpaque(owner).takeUnretainedValue().shutdownGraceExpired()
}

/// While the context is being created, lws's log lines are held here (see `start()`).
let lwsStartupLog = Mutex<[String]?>(nil)

/// lws's own log lines (errors and warnings only), on our stderr log.
func lwsLogLine(_ level: Int32, _ line: UnsafePointer<CChar>?) {
    guard let line else { return }
    var text = String(cString: line)
    while text.last == "\n" || text.last == "\r" { text.removeLast() }
    // lws's echo of our own refusal, which we already logged with its reason.
    if text.hasSuffix("User code denied connection") { return }
    // Every WebSocket hand-over (`handOver`) makes lws 4.1.6 log these two lines at error and
    // warning level: it first offers the adopted socket to the listener's role (`raw-skt`,
    // which declines HTTP; lib/core-net/vhost.c) and always reports the service it runs on
    // the handshake bytes (lib/core-net/adopt.c). Neither is a problem.
    if text.hasSuffix("adopt_socket_readbuf: calling service")
        || (text.contains("adoption bind to role 'raw-skt'") && text.hasSuffix("failed"))
    {
        return
    }
    let held = lwsStartupLog.withLock { lines -> Bool in
        guard lines != nil else { return false }
        lines?.append("lws: \(text)")
        return true
    }
    if held { return }
    // A repeating lws error (`accept: errno 24` while out of descriptors) is one line a second.
    let now = MonotonicClock.now()
    for admitted in lwsLogRate.withLock({ $0.admit("lws: \(text)", kind: text, now: now) }) {
        ServerLog.line(admitted)
    }
}

/// lws's log lines, each kind at most once a second (`LogRateLimit`).
let lwsLogRate = Mutex(LogRateLimit())
