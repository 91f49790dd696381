import PreviewProtocol

/// The one seam between the transport and the preview protocol: each accepted
/// `transition-preview` connection gets its own session, made by the caller — the executable
/// that owns the choice of catalog (`transitions serve`), which this library never imports.
public func makePreviewHandler(session: PreviewSession, maxMessageBytes: Int) -> any ConnectionHandler {
    PreviewConnectionHandler(session: session, maxMessageBytes: maxMessageBytes)
}

/// Adapts the socket-free `PreviewSession` to the transport's handler interface.
final class PreviewConnectionHandler: ConnectionHandler {
    let session: PreviewSession
    let maxMessageBytes: Int

    init(session: PreviewSession, maxMessageBytes: Int) {
        self.session = session
        self.maxMessageBytes = maxMessageBytes
    }

    func opened(now: Double) -> [Outgoing] { [] }

    func received(text: String, now: Double) -> [Outgoing] {
        session.received(text: text, now: now)
    }

    func receivedInvalid(_ problem: InvalidMessage, now: Double) -> [Outgoing] {
        switch problem {
        case .binary(let count): return session.receivedBinary(byteCount: count)
        case .tooLarge(let count): return session.receivedTooLarge(byteCount: count, limit: maxMessageBytes)
        }
    }

    func tick(now: Double) -> [Outgoing] { session.tick(now: now) }

    var nextTick: Double? { session.nextTick }

    func closed() {}
}
