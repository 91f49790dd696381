/// What a connection sends, in the order it is produced: the one outgoing type of the preview
/// session and of the transport's handlers.
public enum Outgoing: Sendable, Equatable {
    /// A control message: sent in order, never dropped (the transport bounds the queue).
    case message(String)
    /// A frame's UTF-8 JSON exactly as the encoder wrote it. The newest replaces any frame not
    /// yet written (latest wins), and its bytes go to the socket without becoming a `String`
    /// in between: frames are the hot path, and the encoder's bytes are already valid UTF-8.
    case frame([UInt8])

    /// The payload as text, for tests and logs.
    public var text: String {
        switch self {
        case .message(let text): text
        case .frame(let bytes): String(decoding: bytes, as: UTF8.self)
        }
    }
}
