/// What the transport knows about a WebSocket connection when it asks for a handler.
public struct ConnectionInfo: Sendable, Equatable {
    /// The peer's address as text, e.g. `127.0.0.1`.
    public var remoteAddress: String
    /// The handshake's `Origin` header; `nil` for clients that send none (non-browser clients).
    public var origin: String?
    /// The request path of the handshake, e.g. `/`.
    public var path: String

    public init(remoteAddress: String, origin: String?, path: String) {
        self.remoteAddress = remoteAddress
        self.origin = origin
        self.path = path
    }
}

/// Makes one handler per accepted `transition-preview` connection; called on the service thread.
public typealias ConnectionHandlerFactory = @Sendable (ConnectionInfo) -> any ConnectionHandler
