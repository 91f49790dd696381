#if canImport(Glibc)
import Glibc
#endif

/// The process's open-file limit, raised before lws sizes its tables from it.
///
/// Why: every viewer is a socket, and Debian's default soft limit (1024) would turn the
/// 1,021st viewer into a refused connection although the hard limit allows far more. Why not
/// all the way to the hard limit: lws allocates a poll slot and a lookup pointer for every
/// descriptor the limit allows, so a hard limit of 1,048,576 would cost 16 MB up front.
enum FileDescriptorLimit {
    static let wanted: rlim_t = 16_384

    /// Raises the soft limit to `wanted` (or the hard limit, if lower); returns the soft limit.
    @discardableResult
    static func raise() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return -1 }
        let target = Swift.min(wanted, limit.rlim_max)
        if limit.rlim_cur < target {
            limit.rlim_cur = target
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        return Int(limit.rlim_cur)
    }
}
