#if canImport(Glibc)
    import Glibc
#endif

/// Starting a program from the server the one way it needs: `posix_spawn` with the child's
/// standard streams redirected and an empty signal mask. The server blocks SIGINT and SIGTERM
/// in every thread (ShutdownSignals) and ignores SIGPIPE, and a child inherits both: without
/// the reset, `swift build` or a worker could not be interrupted and would not die of a
/// closed pipe like any program. Used for the catalog's `swift build`, the `serve --watch`
/// workers and `--open`'s `xdg-open`.
public enum ChildProcess {
    /// Where one of the child's standard streams goes.
    public enum Stream {
        /// The file descriptor of the parent (a pipe's end), duplicated onto the child's.
        case descriptor(Int32)
        /// `/dev/null`.
        case null
    }

    /// Starts `executable` (`searchPath`: looked up in `PATH`) with `arguments` (the first is
    /// the program's name), `streams` (child descriptor 0, 1 or 2 → where) and `environment`
    /// (default: the server's). `defaultSignals` go back to their default action in the child
    /// (SIGPIPE, which the server ignores). Returns the pid, or the `errno` of the failure.
    public static func spawn(
        _ executable: String, arguments: [String], searchPath: Bool = false,
        streams: [Int32: Stream] = [:], environment: [String]? = nil,
        defaultSignals: [Int32] = []
    ) -> Result<pid_t, SpawnError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (child, stream) in streams.sorted(by: { $0.key < $1.key }) {
            switch stream {
            case .descriptor(let parent): posix_spawn_file_actions_adddup2(&actions, parent, child)
            case .null: posix_spawn_file_actions_addopen(&actions, child, "/dev/null", child == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var flags = POSIX_SPAWN_SETSIGMASK
        if !defaultSignals.isEmpty {
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for signal in defaultSignals { sigaddset(&defaults, signal) }
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            flags |= POSIX_SPAWN_SETSIGDEF
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var pid: pid_t = 0
        let result = withCStrings(arguments) { argv in
            if let environment {
                return withCStrings(environment) { envp in
                    searchPath
                        ? posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
                        : posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
                }
            }
            return searchPath
                ? posix_spawnp(&pid, executable, &actions, &attributes, argv, environ)
                : posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        }
        return result == 0 ? .success(pid) : .failure(SpawnError(code: result))
    }

    /// A finished program: whether it exited with status 0, and the last 1 MiB of what it
    /// wrote to its standard output and error (a broken build of a big catalog prints a lot).
    public struct Finished {
        public let succeeded: Bool
        public let output: String
    }

    /// Runs `arguments` (the first is the program, looked up in `PATH`) with standard input
    /// from `/dev/null` and both output streams into one pipe, and waits for it.
    public static func run(_ arguments: [String]) -> Result<Finished, SpawnError> {
        var output = [Int32](repeating: -1, count: 2)
        guard makePipe(&output) == 0 else { return .failure(SpawnError(code: errno)) }
        let spawned = spawn(
            arguments[0], arguments: arguments, searchPath: true,
            streams: [0: .null, 1: .descriptor(output[1]), 2: .descriptor(output[1])])
        close(output[1])
        defer { close(output[0]) }
        guard case .success(let pid) = spawned else {
            if case .failure(let error) = spawned { return .failure(error) }
            return .failure(SpawnError(code: EINVAL))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(output[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > 1 << 20 { bytes.removeFirst(bytes.count - (1 << 20)) }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitedCleanly = status & 0x7f == 0 && (status >> 8) & 0xff == 0
        return .success(Finished(succeeded: exitedCleanly, output: String(decoding: bytes, as: UTF8.self)))
    }

    public struct SpawnError: Error, CustomStringConvertible {
        public let code: Int32
        public var description: String { String(cString: strerror(code)) }
    }
}

/// Calls `body` with a NULL-terminated C array of the strings.
func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
}

/// `pipe` with both ends close-on-exec, so no other child inherits them (Glibc's module does
/// not export `pipe2`).
func makePipe(_ fds: inout [Int32]) -> Int32 {
    guard pipe(&fds) == 0 else { return -1 }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return 0
}
