import PreviewProtocol
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A child process running catalog code (`transitions worker` or `transitions-worker`) for one connection of
/// `serve --watch`, spoken to over `WorkerWire` records on its standard input and output.
///
/// Why a child process: entry code is the developer's code in the middle of being written. A
/// trap (`fatalError`, `!` on nil, an index out of range) ends the whole process it runs in —
/// Swift has no way to catch it — so it must not run in the process that holds every page's
/// socket. A `dlopen`ed catalog library would not help: the trap still takes the process down,
/// and a Swift image cannot be unloaded (its metadata stays registered), so every rebuild would
/// add another copy to the server. A process per connection keeps a crash to one page, costs a
/// `posix_spawn` (a few milliseconds) per swap, and its memory goes back when it exits.
///
/// `request` blocks, so only a `WorkerRunner`'s thread calls it (never the service thread);
/// `interrupt()` is the one method another thread may call.
final class WorkerProcess {
    enum Outcome {
        case replied([Outgoing], nextTick: Double?)
        /// The worker exited (a trap, a signal) before answering; what it sent before is kept.
        /// `signal`: the signal that ended it, if one did.
        case died([Outgoing], how: String, stderr: String, signal: Int32?)
        /// No answer within the time limit: the worker was killed.
        case timedOut([Outgoing], stderr: String)
    }

    let pid: pid_t
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private var reader = WorkerWire.Reader(requests: false)
    /// The last `stderrLimit` bytes the worker wrote on its standard error.
    private var stderrTail: [UInt8] = []
    static let stderrLimit = 16 * 1024
    private(set) var isRunning = true
    /// Set (under the lock) just before the worker is reaped: from then on its pid may belong
    /// to another process, so `interrupt()` must not signal it.
    private let isReaping = Mutex(false)
    /// Where the worker's own output lines go (the front's log).
    let log: (String) -> Void

    private init(pid: pid_t, input: Int32, output: Int32, errors: Int32, log: @escaping (String) -> Void) {
        self.pid = pid
        self.input = input
        self.output = output
        self.errors = errors
        self.log = log
    }

    deinit { stop() }

    /// Starts `binary worker`; `nil` with the reason when it cannot be started.
    static func spawn(binary: String, log: @escaping (String) -> Void) -> Result<WorkerProcess, SpawnFailure> {
        var toChild: [Int32] = [-1, -1]
        var fromChild: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard makePipe(&toChild) == 0 else { return .failure(SpawnFailure("pipe: errno \(errno)")) }
        guard makePipe(&fromChild) == 0 else {
            close(toChild[0])
            close(toChild[1])
            return .failure(SpawnFailure("pipe: errno \(errno)"))
        }
        guard makePipe(&errorPipe) == 0 else {
            for fd in toChild + fromChild { close(fd) }
            return .failure(SpawnFailure("pipe: errno \(errno)"))
        }
        // Swift's crash handler would spend seconds symbolicating a trap's backtrace; the
        // front only needs the `Fatal error` line.
        var environment = ["SWIFT_BACKTRACE=enable=no"]
        var cursor = environ
        while let entry = cursor.pointee {
            let text = String(cString: entry)
            if !text.hasPrefix("SWIFT_BACKTRACE=") { environment.append(text) }
            cursor += 1
        }
        // The worker starts with the default SIGPIPE, like any program (ChildProcess).
        let spawned = ChildProcess.spawn(
            binary, arguments: [binary, "worker"],
            streams: [0: .descriptor(toChild[0]), 1: .descriptor(fromChild[1]), 2: .descriptor(errorPipe[1])],
            environment: environment, defaultSignals: [SIGPIPE])
        close(toChild[0])
        close(fromChild[1])
        close(errorPipe[1])
        guard case .success(let pid) = spawned else {
            close(toChild[1])
            close(fromChild[0])
            close(errorPipe[0])
            if case .failure(let error) = spawned { return .failure(SpawnFailure("cannot start \(binary): \(error)")) }
            return .failure(SpawnFailure("cannot start \(binary)"))
        }
        if let problem = WorkerLimits.apply(to: pid) { log("worker \(pid): its limits could not be set (\(problem))") }
        for fd in [fromChild[0], errorPipe[0]] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        return .success(WorkerProcess(pid: pid, input: toChild[1], output: fromChild[0], errors: errorPipe[0], log: log))
    }

    struct SpawnFailure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// Sends one request and waits (at most `timeout` seconds) for its whole answer.
    func request(_ request: WorkerWire.Request, now: Double, timeout: Double) -> Outcome {
        guard isRunning else { return .died([], how: "it had already stopped", stderr: stderrText, signal: nil) }
        var collected: [Outgoing] = []
        if !writeAll(WorkerWire.encode(request, now: now)) {
            return finishDead(collected)
        }
        let deadline = MonotonicClock.now() + timeout
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            while let reply = reader.nextReply() {
                switch reply {
                case .outgoing(let item): collected.append(item)
                case .end(let next): return .replied(collected, nextTick: next)
                }
            }
            let remaining = deadline - MonotonicClock.now()
            if remaining <= 0 {
                stop()
                return .timedOut(collected, stderr: stderrText)
            }
            var fds = [pollfd(fd: output, events: Int16(POLLIN), revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, Int32(min(remaining * 1000 + 1, 1_000_000)))
            if ready < 0, errno == EINTR { continue }
            if fds[1].revents != 0 { drainErrors(&buffer) }
            if fds[0].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
                if count > 0 {
                    reader.append(buffer[0..<count])
                } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                    return finishDead(collected)
                }
            }
        }
    }

    /// Closes the pipes, kills the worker and reaps it. Safe to call more than once.
    func stop() {
        guard isRunning else { return }
        isRunning = false
        close(input)
        close(output)
        close(errors)
        input = -1
        output = -1
        errors = -1
        kill(pid, SIGKILL)
        isReaping.withLock { $0 = true }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }

    /// Kills the worker from another thread (the service thread stopping a connection whose
    /// request is still running): the `request` waiting on it then returns `died`. Does
    /// nothing once the worker is being reaped.
    func interrupt() {
        isReaping.withLock { reaping in
            if !reaping { kill(pid, SIGKILL) }
        }
    }

    // MARK: Private

    private var stderrText: String { String(decoding: stderrTail, as: UTF8.self) }

    /// The worker closed its output: collect the rest of its stderr and how it ended.
    private func finishDead(_ collected: [Outgoing]) -> Outcome {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        // Its stderr closes when it exits; wait for that briefly (a dying process may still
        // be writing its last line).
        let deadline = MonotonicClock.now() + 1
        while MonotonicClock.now() < deadline {
            var fd = pollfd(fd: errors, events: Int16(POLLIN), revents: 0)
            guard poll(&fd, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
            if count > 0 { keepErrors(buffer[0..<count]) } else if count == 0 || errno != EAGAIN { break }
        }
        isRunning = false
        close(input)
        close(output)
        close(errors)
        input = -1
        output = -1
        errors = -1
        isReaping.withLock { $0 = true }
        var status: Int32 = 0
        var how = "it exited"
        var stoppedBy: Int32?
        if waitpid(pid, &status, 0) == pid {
            let signal = status & 0x7f
            if signal != 0 {
                stoppedBy = signal
                how = "it was stopped by signal \(signal) (\(String(cString: strsignal(signal))))"
            } else {
                how = "it exited with status \((status >> 8) & 0xff)"
            }
        }
        return .died(collected, how: how, stderr: stderrText, signal: stoppedBy)
    }

    private func drainErrors(_ buffer: inout [UInt8]) {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            keepErrors(buffer[0..<count])
            let text = String(decoding: buffer[0..<count], as: UTF8.self)
            for line in text.split(separator: "\n") { log("worker \(pid): \(line)") }
        }
    }

    private func keepErrors(_ bytes: ArraySlice<UInt8>) {
        stderrTail.append(contentsOf: bytes)
        if stderrTail.count > Self.stderrLimit { stderrTail.removeFirst(stderrTail.count - Self.stderrLimit) }
    }

    private func writeAll(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(input, raw.baseAddress! + offset, raw.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }
}
