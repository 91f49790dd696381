import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What one `serve --watch` worker may take of the machine, and how many may run at once.
///
/// Entry code is the developer's code in the middle of being written: a loop left in, an array
/// that grows without end. The front's 10 s request timeout stops a worker that does not
/// answer, but memory can grow by gigabytes in those 10 s, and a thread an entry started may
/// spin after the answer went out. So each worker gets kernel limits the moment it exists:
///
/// - **memory** (`RLIMIT_DATA`, the heap and private mappings, not the shared code): 512 MiB.
///   An idle worker holds ~20 MB and the largest catalog entry well under 100 MB, so this is
///   headroom of 5× and more; past it `malloc` fails and the worker stops at once
///   ("Could not allocate memory"), which the front reports as `entry-crashed` naming the limit.
/// - **CPU time** (`RLIMIT_CPU`): 600 s, then SIGXCPU (SIGKILL 5 s later). The second line
///   behind the timeout, for work no request waits for; playback at 60 fps costs a worker about
///   1 % of a core, so a page plays for many hours before a fresh worker replaces its own.
///   `TRANSITIONS_WORKER_CPU_SECONDS` in the front's environment sets another number of
///   seconds (the live tests use 1, to see the limit act without waiting ten minutes).
/// - **count**: at most 8 live workers. A developer has a page or two open; 8 × 512 MiB keeps
///   the worst case (every worker at its memory limit) at 4 GiB, and eight processes cannot
///   starve the two cores the front shares with the compiler. A connection beyond the cap is
///   answered `too-many-workers` until another page closes.
enum WorkerLimits {
    static let memoryBytes: UInt64 = 512 << 20
    static let cpuSeconds: UInt64 = cpuSeconds(configured: getenv("TRANSITIONS_WORKER_CPU_SECONDS").map { String(cString: $0) })
    static let defaultCPUSeconds: UInt64 = 600

    /// A positive whole number of seconds, or the default (anything else is ignored).
    static func cpuSeconds(configured text: String?) -> UInt64 {
        guard let text, let seconds = UInt64(text), seconds > 0 else { return defaultCPUSeconds }
        return seconds
    }
    static let maxWorkers = 8

    /// `512 MiB`, as the error message and the log say it.
    static var memoryText: String { "\(memoryBytes >> 20) MiB" }

    /// Applies the memory and CPU limits to a just-started worker. The worker runs no entry
    /// code before its first request, which the front sends after this returns, so limiting
    /// it from outside (`prlimit`) is as good as `setrlimit` between fork and exec, which
    /// `posix_spawn` has no action for. Returns the failure, if any.
    static func apply(to pid: pid_t) -> String? {
        guard let prlimit = Self.prlimit else { return "prlimit is not available" }
        var memory = rlimit(rlim_cur: rlim_t(memoryBytes), rlim_max: rlim_t(memoryBytes))
        var cpu = rlimit(rlim_cur: rlim_t(cpuSeconds), rlim_max: rlim_t(cpuSeconds + 5))
        if prlimit(pid, Int32(RLIMIT_DATA.rawValue), &memory, nil) != 0 { return "prlimit RLIMIT_DATA: errno \(errno)" }
        if prlimit(pid, Int32(RLIMIT_CPU.rawValue), &cpu, nil) != 0 { return "prlimit RLIMIT_CPU: errno \(errno)" }
        return nil
    }

    private typealias PrlimitFunction = @convention(c) (pid_t, Int32, UnsafePointer<rlimit>?, UnsafeMutablePointer<rlimit>?) -> Int32

    /// glibc's `prlimit`, which Swift's Glibc module does not export (it is a GNU extension).
    private static let prlimit: PrlimitFunction? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prlimit") else { return nil }  // RTLD_DEFAULT
        return unsafeBitCast(symbol, to: PrlimitFunction.self)
    }()

    /// Why a worker that died stopped, when one of these limits is the reason: stderr naming
    /// an allocation failure (Swift's runtime, C, C++, Python), or the CPU signal.
    static func explanation(stderr: String, signal: Int32?) -> String? {
        if signal == SIGXCPU {
            return "it used up its CPU-time limit (\(cpuSeconds) s)"
        }
        let signatures = ["Could not allocate memory", "Cannot allocate memory", "MemoryError", "std::bad_alloc", "out of memory"]
        if signatures.contains(where: { stderr.contains($0) }) {
            return "it reached its memory limit (\(memoryText))"
        }
        return nil
    }
}

/// The live workers of one front, counted against `WorkerLimits.maxWorkers`. A connection holds
/// a slot while its worker runs and gives it back when the worker stops (close, crash, swap).
final class WorkerSlots: Sendable {
    let limit: Int
    private let used = Mutex(0)

    init(limit: Int = WorkerLimits.maxWorkers) { self.limit = limit }

    /// Takes a slot; `false` when all are taken.
    func acquire() -> Bool {
        used.withLock { used in
            guard used < limit else { return false }
            used += 1
            return true
        }
    }

    func release() { used.withLock { $0 = max(0, $0 - 1) } }

    var inUse: Int { used.withLock { $0 } }
}
