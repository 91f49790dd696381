import PreviewProtocol

/// One per WebSocket connection; every call happens on the transport's service thread, `now` is
/// a monotonic clock in seconds.
public protocol ConnectionHandler: AnyObject {
    func opened(now: Double) -> [Outgoing]
    func received(text: String, now: Double) -> [Outgoing]
    /// A binary message, or a text message that was not valid UTF-8 / over the size limit: the
    /// handler answers with an error.
    func receivedInvalid(_ problem: InvalidMessage, now: Double) -> [Outgoing]
    /// Called at (or just after) `nextTick`, e.g. for playback at the client's display rate.
    func tick(now: Double) -> [Outgoing]
    var nextTick: Double? { get }
    func closed()
}

/// Why a message never reached `received(text:now:)`.
///
/// Invalid UTF-8 has no case: the transport validates text as it arrives and closes the
/// connection with 1007 (RFC 6455 §8.1), so a handler never sees it.
public enum InvalidMessage: Sendable, Equatable {
    case binary(byteCount: Int)
    case tooLarge(byteCount: Int)
}
