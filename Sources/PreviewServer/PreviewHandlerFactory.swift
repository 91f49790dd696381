import PreviewProtocol
import TransitionCatalog

/// The one seam between the transport and the preview protocol: a session for each accepted
/// `transition-preview` connection.
public func makePreviewHandler(for connection: ConnectionInfo, maxMessageBytes: Int) -> any ConnectionHandler {
    PreviewConnectionHandler(session: PreviewSession(registry: TransitionCatalog.registry), maxMessageBytes: maxMessageBytes)
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
