#if canImport(Glibc)
import Glibc
#endif
import PreviewProtocol

/// `transitions worker`: runs one preview session for `serve --watch` over `WorkerWire`
/// records on standard input and output, until its input closes.
public enum PreviewWorker {
    public static func run(maxMessageBytes: Int = 64 * 1024) -> Int32 {
        // The protocol gets its own descriptor; standard output becomes standard error, so an
        // entry's `print` lands in the front's log instead of corrupting the records.
        let wire = dup(1)
        guard wire >= 0, dup2(2, 1) >= 0 else { return 1 }
        let handler = makePreviewHandler(
            for: ConnectionInfo(remoteAddress: "worker", origin: nil, path: "/"), maxMessageBytes: maxMessageBytes)
        var reader = WorkerWire.Reader(requests: true)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            reader.append(buffer[0..<count])
            while let (request, now) = reader.nextRequest() {
                let out: [Outgoing] = switch request {
                case .opened: handler.opened(now: now)
                case .text(let text): handler.received(text: text, now: now)
                case .binary(let bytes): handler.receivedInvalid(.binary(byteCount: bytes), now: now)
                case .tooLarge(let bytes): handler.receivedInvalid(.tooLarge(byteCount: bytes), now: now)
                case .tick: handler.tick(now: now)
                }
                var bytes: [UInt8] = []
                for item in out { bytes += WorkerWire.encode(.outgoing(item)) }
                bytes += WorkerWire.encode(.end(nextTick: handler.nextTick))
                guard writeAll(wire, bytes) else { return 1 }
            }
        }
        handler.closed()
        return 0
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }
}
