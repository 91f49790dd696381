/// Everything the preview server needs to know before it listens.
public struct ServerConfiguration: Sendable {
    /// Address to bind: an IP address or `localhost` (`ListenAddress`). `127.0.0.1` (the
    /// default) keeps the server private to this machine; `0.0.0.0` listens on every IPv4
    /// interface, `::` on every interface; `localhost` means `127.0.0.1`. Anything else (`""`
    /// included) makes `run()` fail with `cannot-listen`, never listen everywhere.
    public var host: String
    /// TCP port; `0` asks the kernel for a free one (see `WebSocketServer.boundPort`).
    public var port: Int
    /// Directory served as static files at `/`.
    public var webRoot: String
    /// Extra browser origins (e.g. `http://localhost:5173`) allowed to open WebSockets, besides
    /// the server's own origin.
    public var allowedOrigins: [String]
    /// Largest `transition-preview` message accepted; larger ones reach the handler as
    /// `InvalidMessage.tooLarge` and are discarded.
    public var maxMessageBytes: Int
    /// Serve the `/echo` endpoint (no subprotocol, text and binary) for conformance testing.
    public var echoEndpoint: Bool
    /// Largest message the echo endpoint reassembles; larger ones close with 1009.
    /// Autobahn|Testsuite's biggest case (9.1.6 / 9.2.6) is exactly 16 MiB.
    public var echoMaxMessageBytes: Int
    /// Bound on queued control messages per connection (count); overflow closes with 1008.
    public var maxQueuedMessages: Int
    /// Bound on queued control messages per connection (payload bytes); overflow closes with 1008.
    public var maxQueuedBytes: Int
    /// How long shutdown waits for clients to acknowledge the 1001 close before dropping them.
    public var shutdownGraceSeconds: Double
    /// Idle seconds before the server pings a WebSocket client (0 disables keep-alive).
    public var keepAlivePingSeconds: Int
    /// Idle seconds without any valid traffic before the server hangs up.
    public var keepAliveHangupSeconds: Int

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        webRoot: String,
        allowedOrigins: [String] = [],
        maxMessageBytes: Int = 64 * 1024,
        echoEndpoint: Bool = false,
        echoMaxMessageBytes: Int = 17 * 1024 * 1024,
        maxQueuedMessages: Int = 1024,
        maxQueuedBytes: Int = 8 * 1024 * 1024,
        shutdownGraceSeconds: Double = 0.5,
        keepAlivePingSeconds: Int = 30,
        keepAliveHangupSeconds: Int = 75
    ) {
        self.host = host
        self.port = port
        self.webRoot = webRoot
        self.allowedOrigins = allowedOrigins
        self.maxMessageBytes = maxMessageBytes
        self.echoEndpoint = echoEndpoint
        self.echoMaxMessageBytes = echoMaxMessageBytes
        self.maxQueuedMessages = maxQueuedMessages
        self.maxQueuedBytes = maxQueuedBytes
        self.shutdownGraceSeconds = shutdownGraceSeconds
        self.keepAlivePingSeconds = keepAlivePingSeconds
        self.keepAliveHangupSeconds = keepAliveHangupSeconds
    }
}
