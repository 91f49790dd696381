/// Reassembles a WebSocket message from the chunks lws delivers (one message may span many
/// frames, one frame many callbacks) and enforces a hard size cap.
///
/// libwebsockets has no message size limit of its own: `rx_buffer_size` is only the chunk
/// size. Past the cap the assembler keeps counting but stores nothing, so memory stays bounded
/// whatever the client sends.
struct MessageAssembler {
    enum Event: Equatable {
        /// The message continues in a later chunk.
        case partial
        /// Emitted once, on a non-final chunk that crosses the cap; the rest of the message is
        /// discarded and its end reported as `.discarded(.tooLarge)`. Endpoints that close on
        /// oversize (1009) act on either, without waiting for the end.
        case exceededLimit(byteCount: Int)
        case text(String)
        case binary([UInt8])
        /// The message ended but was discarded; the handler answers with an error.
        case discarded(InvalidMessage)
        /// A complete text message that is not UTF-8 (close with 1007). lws validates first
        /// (`LWS_SERVER_OPTION_VALIDATE_UTF8`); this is a second line of defence.
        case invalidUTF8
    }

    /// Largest message kept, in bytes.
    let maxBytes: Int
    /// Binary messages are delivered (echo endpoint) or only counted and discarded (preview).
    let acceptsBinary: Bool

    private var buffer: [UInt8] = []
    private var byteCount = 0
    private var isBinary = false
    private var isOverLimit = false
    private var inMessage = false

    init(maxBytes: Int, acceptsBinary: Bool) {
        self.maxBytes = maxBytes
        self.acceptsBinary = acceptsBinary
    }

    /// Feeds one chunk. `isFirst` marks the first chunk of a message, `isFinal` its last.
    mutating func append(
        _ chunk: UnsafeRawBufferPointer, isFirst: Bool, isFinal: Bool, isBinary binary: Bool
    ) -> Event {
        if isFirst || !inMessage {
            startMessage(isBinary: binary)
        }
        byteCount += chunk.count
        if keepsPayload, !isOverLimit {
            if byteCount > maxBytes {
                isOverLimit = true
                releaseBuffer()
                if !isFinal { return .exceededLimit(byteCount: byteCount) }
            } else {
                buffer.append(contentsOf: chunk)
            }
        }
        guard isFinal else { return .partial }
        inMessage = false
        return finish()
    }

    /// Binary payloads the endpoint does not accept are only counted (and not capped: the
    /// handler hears `.binary` with the full size).
    private var keepsPayload: Bool { acceptsBinary || !isBinary }

    private mutating func startMessage(isBinary binary: Bool) {
        releaseBuffer()
        byteCount = 0
        isBinary = binary
        isOverLimit = false
        inMessage = true
    }

    private mutating func finish() -> Event {
        defer { releaseBuffer() }
        if isOverLimit {
            return .discarded(.tooLarge(byteCount: byteCount))
        }
        if isBinary {
            return acceptsBinary ? .binary(buffer) : .discarded(.binary(byteCount: byteCount))
        }
        guard let text = String(validating: buffer, as: UTF8.self) else { return .invalidUTF8 }
        return .text(text)
    }

    /// Forget the payload; keep a modest allocation for the next message, never a huge one.
    private mutating func releaseBuffer() {
        buffer.removeAll(keepingCapacity: buffer.capacity <= 64 * 1024)
    }
}
