#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a write to a client failed, read from `errno` right after the failed write.
///
/// Under real use clients vanish all the time (a tab closed while frames stream, a laptop
/// lid shut): the next write then fails with EPIPE or ECONNRESET. That is the client
/// disconnecting, and the log says so; only other failures are errors.
enum WriteFailure: Equatable {
    /// The peer has closed or reset the connection.
    case peerGone
    case error(Int32)

    init(errno code: Int32) {
        switch code {
        case EPIPE, ECONNRESET, ENOTCONN, ESHUTDOWN, ECONNABORTED, ETIMEDOUT, EHOSTUNREACH, ENETUNREACH:
            self = .peerGone
        default:
            self = .error(code)
        }
    }

    /// `EPIPE`, `ECONNRESET`, … or `errno N` for the log.
    static func name(of code: Int32) -> String {
        let names: [Int32: String] = [
            EPIPE: "EPIPE", ECONNRESET: "ECONNRESET", ENOTCONN: "ENOTCONN", ESHUTDOWN: "ESHUTDOWN",
            ECONNABORTED: "ECONNABORTED", ETIMEDOUT: "ETIMEDOUT", EHOSTUNREACH: "EHOSTUNREACH",
            ENETUNREACH: "ENETUNREACH", EAGAIN: "EAGAIN", ENOMEM: "ENOMEM", EBADF: "EBADF",
        ]
        return names[code] ?? "errno \(code)"
    }
}
