#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One readable line per event on standard error, e.g.
/// `transitions: open #3 127.0.0.1 transition-preview path=/ origin=none`.
///
/// Each line is written with `write(2)` in one call, so lines from different threads never
/// interleave and nothing waits in a buffer (the C `stderr` global is not usable from Swift 6).
public enum ServerLog {
    public static func line(_ text: String) {
        writeAll(fd: 2, "transitions: \(text)\n")
    }

    /// Standard output, unbuffered: the `Serving http://…/` line tests and users read.
    public static func announce(_ text: String) {
        writeAll(fd: 1, "\(text)\n")
    }

    private static func writeAll(fd: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, base + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
