#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open regular file being sent as a response body, read in chunks as the socket takes them.
///
/// Its length is fixed when it is opened (it is the response's `content-length`); if the file
/// shrinks while being sent, `read` fails and the connection must be closed, since the promised
/// length can no longer be kept. Bytes appended meanwhile are not sent.
final class FileBody {
    let length: Int
    private(set) var remaining: Int
    private let descriptor: Int32

    /// Why a file could not be opened: out of descriptors (the process's or the system's, a
    /// passing condition: 503), or anything else (gone, not a regular file: 404).
    enum OpenFailure: Error, Equatable {
        case outOfDescriptors
        case unavailable
    }

    /// Opens `path` (a canonical path from `StaticFileResolver`, so the last component is not a
    /// symlink: `O_NOFOLLOW` keeps it that way if someone swaps one in meanwhile).
    init(path: String) throws(OpenFailure) {
        let descriptor = FileDescriptorLimit.moveAboveLWS(open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW))
        guard descriptor >= 0 else {
            throw errno == EMFILE || errno == ENFILE ? .outOfDescriptors : .unavailable
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .unavailable
        }
        self.descriptor = descriptor
        length = Int(info.st_size)
        remaining = length
    }

    /// Reads the next bytes into `buffer`; returns how many (0 once everything was read), or nil
    /// when the file cannot supply the bytes it promised.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        let wanted = min(buffer.count, remaining)
        guard wanted > 0, let base = buffer.baseAddress else { return 0 }
        while true {
            let count = systemRead(descriptor, base, wanted)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            remaining -= count
            return count
        }
    }

    deinit {
        close(descriptor)
    }
}

/// `read(2)`, reachable from inside `FileBody`, whose own `read` hides the global name.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
