#if canImport(Glibc)
    import Glibc
#endif

/// Standard input and output for `WorkerLoop`, the worker's only system calls.
public enum WorkerIO {
    public static func run(session: PreviewSession) -> Int32 {
        // The records get their own descriptor; standard output becomes standard error, so an
        // entry's `print` lands in the front's log instead of corrupting them.
        let wire = dup(1)
        guard wire >= 0, dup2(2, 1) >= 0 else { return 1 }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        return WorkerLoop.run(
            session: session,
            read: {
                while true {
                    let count = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
                    if count < 0, errno == EINTR { continue }
                    return count > 0 ? Array(buffer[0..<count]) : []
                }
            },
            write: { bytes in
                bytes.withUnsafeBytes { raw in
                    var offset = 0
                    while offset < raw.count {
                        let written = Glibc.write(wire, raw.baseAddress! + offset, raw.count - offset)
                        if written < 0, errno == EINTR { continue }
                        if written <= 0 { return false }
                        offset += written
                    }
                    return true
                }
            })
    }
}
