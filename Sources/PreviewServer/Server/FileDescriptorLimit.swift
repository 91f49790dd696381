import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The process's open-file limit, and how it is shared between lws's sockets and the
/// descriptors the server opens itself.
///
/// Why the soft limit is raised to the hard one: every viewer is a socket, and Debian's default
/// soft limit (1024) would turn the 1,021st viewer into a refused connection although the hard
/// limit allows far more.
///
/// Why lws gets less than the limit: lws stops accepting (takes the listening socket out of
/// its poll) only when its own table of sockets is full, but the server holds descriptors lws
/// does not count — a file being sent, a worker's pipes, the socket duplicated for a
/// WebSocket hand-over. With lws allowed the whole limit, `accept` failed with EMFILE while the
/// listening socket stayed readable: lws spun, logging `accept: errno 24` 60,000 times a second
/// (issue #21). So lws may hold `limit − spare` sockets (`fd_limit_per_thread`; `spare` is an
/// eighth of the limit, at least 16) and the server's own descriptors live above
/// `ownFloor` (`moveAboveLWS`), out of the numbers sockets use; when that range is full, a file
/// is answered 503. lws then stops accepting before `accept` can fail, and resumes when a
/// connection closes. The limit lws sizes its tables by stops at 16,384: lws allocates a
/// lookup pointer per descriptor, so a hard limit of 1,048,576 would cost 8 MB up front.
enum FileDescriptorLimit {
    static let wanted: rlim_t = 16_384
    /// Low descriptors that are neither lws's sockets nor moved above `ownFloor`: standard
    /// input, output and error, lws's wake-up pipe, a duplicate during a hand-over.
    static let lowReserve = 8

    /// How the limit is shared.
    struct Plan: Equatable {
        /// The soft limit while lws creates its context (the size of its tables).
        let limit: Int
        /// The most sockets lws may hold (`fd_limit_per_thread`).
        let lwsSockets: Int
        /// The lowest descriptor number the server's own descriptors use.
        let ownFloor: Int

        init(limit: Int) {
            self.limit = limit
            lwsSockets = limit - Swift.max(16, limit / 8)
            ownFloor = Swift.min(limit - 1, lwsSockets + FileDescriptorLimit.lowReserve)
        }
    }

    /// `ownFloor` of the plan in force (0 before a server has started).
    static let ownFloor = Atomic<Int>(0)

    /// Sets the soft limit for lws's context (the hard limit, at most `wanted`) and returns how
    /// it is shared. Call just before `lws_create_context`, and `raiseToHard()` just after.
    static func prepare() -> Plan {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return Plan(limit: 1024) }
        limit.rlim_cur = Swift.min(wanted, limit.rlim_max)
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        let plan = Plan(limit: Int(limit.rlim_cur))
        ownFloor.store(plan.ownFloor, ordering: .relaxed)
        return plan
    }

    /// Raises the soft limit to the hard limit; returns the soft limit.
    @discardableResult
    static func raiseToHard() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return -1 }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        return Int(limit.rlim_cur)
    }

    /// Moves `descriptor` to `ownFloor` or above and closes the original; returns the new one,
    /// or -1 with `errno` EMFILE when no number up there is free (the caller answers 503).
    /// Returns `descriptor` itself when it is already there, is -1, or no server has started.
    static func moveAboveLWS(_ descriptor: Int32) -> Int32 {
        move(descriptor, above: Int32(ownFloor.load(ordering: .relaxed)))
    }

    static func move(_ descriptor: Int32, above floor: Int32) -> Int32 {
        guard floor > 0, descriptor >= 0, descriptor < floor else { return descriptor }
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, floor)
        let failure = errno
        close(descriptor)
        errno = failure
        return moved
    }
}
