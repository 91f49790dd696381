/// The length-prefixed records between `serve --watch` (the front) and a worker over the
/// worker's standard input and output (docs/protocol.md, "The worker pipe").
///
/// Front → worker: `kind` (1 byte), the front's clock `now` (8 bytes, a Double's bits, little
/// endian), the payload's length (4 bytes, little endian), the payload. Kinds: `o` opened,
/// `t` a client's text message, `b` a binary message (payload: its byte count as text), `l` a
/// too-large one (the same), `k` a tick.
///
/// Worker → front, for each request: any number of `m` (a control message) and `f` (a frame)
/// records — kind, length, payload — then one `e` record whose payload is the session's next
/// tick (a Double's bits; NaN for none). The front copies `m` and `f` payloads to the socket
/// without reading them.
///
/// Here, beside the session, because both ends use it: the front (PreviewServer) and the
/// worker, which links only this module and the catalog (`transitions-worker`).
public enum WorkerWire {
    public enum Request: Equatable, Sendable {
        case opened
        case text(String)
        case binary(byteCount: Int)
        case tooLarge(byteCount: Int)
        case tick
    }

    public enum Reply: Equatable, Sendable {
        case outgoing(Outgoing)
        case end(nextTick: Double?)
    }

    public static func encode(_ request: Request, now: Double) -> [UInt8] {
        let (kind, payload): (UInt8, [UInt8]) =
            switch request {
            case .opened: (UInt8(ascii: "o"), [])
            case .text(let text): (UInt8(ascii: "t"), Array(text.utf8))
            case .binary(let count): (UInt8(ascii: "b"), Array(String(count).utf8))
            case .tooLarge(let count): (UInt8(ascii: "l"), Array(String(count).utf8))
            case .tick: (UInt8(ascii: "k"), [])
            }
        var bytes = [kind]
        append64(now.bitPattern, to: &bytes)
        append32(UInt32(payload.count), to: &bytes)
        bytes += payload
        return bytes
    }

    public static func encode(_ reply: Reply) -> [UInt8] {
        let (kind, payload): (UInt8, [UInt8]) =
            switch reply {
            case .outgoing(.message(let text)): (UInt8(ascii: "m"), Array(text.utf8))
            case .outgoing(.frame(let bytes)): (UInt8(ascii: "f"), bytes)
            case .end(let next):
                (
                    UInt8(ascii: "e"),
                    {
                        var b: [UInt8] = []
                        append64((next ?? .nan).bitPattern, to: &b)
                        return b
                    }()
                )
            }
        var bytes = [kind]
        append32(UInt32(payload.count), to: &bytes)
        bytes += payload
        return bytes
    }

    /// Takes whole records off the front of a byte stream as they arrive.
    public struct Reader: Sendable {
        private var buffer: [UInt8] = []
        private var start = 0
        /// Whether records carry a `now` (requests, read by the worker) or not (replies).
        let hasTime: Bool

        public init(requests: Bool) { hasTime = requests }

        public mutating func append(_ bytes: some Collection<UInt8>) { buffer.append(contentsOf: bytes) }

        /// The next whole record: its kind, `now` (0 for replies) and payload.
        public mutating func next() -> (kind: UInt8, now: Double, payload: ArraySlice<UInt8>)? {
            let header = hasTime ? 13 : 5
            guard buffer.count - start >= header else {
                compact()
                return nil
            }
            let kind = buffer[start]
            let now = hasTime ? Double(bitPattern: read64(at: start + 1)) : 0
            let length = Int(read32(at: start + header - 4))
            guard buffer.count - start - header >= length else {
                compact()
                return nil
            }
            let payload = buffer[(start + header)..<(start + header + length)]
            start += header + length
            return (kind, now, payload)
        }

        public mutating func nextRequest() -> (request: Request, now: Double)? {
            guard let (kind, now, payload) = next() else { return nil }
            let text = String(decoding: payload, as: UTF8.self)
            switch kind {
            case UInt8(ascii: "o"): return (.opened, now)
            case UInt8(ascii: "t"): return (.text(text), now)
            case UInt8(ascii: "b"): return (.binary(byteCount: Int(text) ?? 0), now)
            case UInt8(ascii: "l"): return (.tooLarge(byteCount: Int(text) ?? 0), now)
            default: return (.tick, now)
            }
        }

        public mutating func nextReply() -> Reply? {
            guard let (kind, _, payload) = next() else { return nil }
            switch kind {
            case UInt8(ascii: "m"): return .outgoing(.message(String(decoding: payload, as: UTF8.self)))
            case UInt8(ascii: "f"): return .outgoing(.frame(Array(payload)))
            default:
                var bits: UInt64 = 0
                for (index, byte) in payload.prefix(8).enumerated() { bits |= UInt64(byte) << (8 * UInt64(index)) }
                let next = Double(bitPattern: bits)
                return .end(nextTick: next.isNaN ? nil : next)
            }
        }

        private mutating func compact() {
            guard start > 0 else { return }
            buffer.removeFirst(start)
            start = 0
        }

        private func read64(at index: Int) -> UInt64 {
            (0..<8).reduce(UInt64(0)) { $0 | UInt64(buffer[index + $1]) << (8 * UInt64($1)) }
        }

        private func read32(at index: Int) -> UInt32 {
            (0..<4).reduce(UInt32(0)) { $0 | UInt32(buffer[index + $1]) << (8 * UInt32($1)) }
        }
    }

    private static func append64(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    private static func append32(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }
}
