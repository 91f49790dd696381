import CLibWebSockets
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

// The transport: the files in Transport/ are the only ones that call libwebsockets (see
// docs/server-transport.md); this one is the public face, ServiceLoop*.swift the service thread.
//
// One lws context, one vhost, one port, three protocols:
// - `tp-http`: every accepted connection starts here as a raw socket; the server's own HTTP/1.1
//   code (HTTPConnection) answers static files and hands WebSocket handshakes, with the socket,
//   to lws's HTTP side (ServiceLoop+HTTP.swift says why lws's HTTP server is not used);
// - `transition-preview`: the preview WebSocket, one ConnectionHandler per connection;
// - `tp-echo`: the vhost default, so clients that ask for no subprotocol land here; it accepts
//   only `/echo` when the echo endpoint is on.
// Everything below runs on the service thread (the thread inside `run()`), except
// `WebSocketServer.stop()`, which only sets a flag and calls `lws_cancel_service`.

// MARK: - Public face

/// A libwebsockets server for the preview page and its WebSocket.
///
/// `run()` blocks the calling thread, which becomes the service thread; `stop()` may be called
/// from any thread.
public final class WebSocketServer: Sendable {
    public static let subprotocol = "transition-preview"
    public static let echoPath = "/echo"

    public let configuration: ServerConfiguration
    let handlerFactory: ConnectionHandlerFactory
    private let control = Mutex(Control())

    private struct Control {
        /// The live `lws_context *` as a bit pattern; 0 when there is none.
        var context: UInt = 0
        var isStopRequested = false
        var boundPort: Int?
        var hasStarted = false
    }

    public init(configuration: ServerConfiguration, handlerFactory: @escaping ConnectionHandlerFactory) {
        self.configuration = configuration
        self.handlerFactory = handlerFactory
    }

    /// The port actually listened on (useful with port 0), once `run()` is listening.
    public var boundPort: Int? { control.withLock { $0.boundPort } }

    /// Asks `run()` to close every connection with 1001 and return. Thread-safe; may be called
    /// before `run()` (which then returns as soon as it has started) or more than once.
    public func stop() {
        control.withLock { control in
            control.isStopRequested = true
            if let context = OpaquePointer(bitPattern: control.context) {
                lws_cancel_service(context)  // the one lws call that is safe off the service thread
            }
        }
    }

    var isStopRequested: Bool { control.withLock { $0.isStopRequested } }

    /// Wakes the service thread, which then asks every connection's handler again when it
    /// wants its next tick (`serve --watch`: a build finished). Thread-safe.
    public func wake() {
        control.withLock { control in
            if let context = OpaquePointer(bitPattern: control.context) { lws_cancel_service(context) }
        }
    }

    /// Listens, calls `onListening` with the URL, serves until `stop()`, then closes every
    /// connection (1001) and returns. Throws when it cannot listen.
    public func run(
        onListening: (_ url: String) -> Void = { ServerLog.announce("Serving \($0)") }
    ) throws(ServerError) {
        let isFirstRun = control.withLock { control in
            defer { control.hasStarted = true }
            return !control.hasStarted
        }
        guard isFirstRun else { throw ServerError(.alreadyRunning, "run() was already called") }

        let loop = try ServiceLoop(server: self)
        try withExtendedLifetime(loop) { () throws(ServerError) in
            let (context, port) = try loop.start()
            control.withLock { control in
                control.context = UInt(bitPattern: context)
                control.boundPort = port
            }
            onListening(loop.publicURL(port: port))
            loop.serve()
            // No lws_cancel_service may race the destruction: clear the pointer under the lock.
            control.withLock { $0.context = 0 }
            loop.destroy()
        }
    }
}
