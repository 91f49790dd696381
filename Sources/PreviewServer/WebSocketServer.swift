import CLibWebSockets
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

// The transport: the only file that calls libwebsockets (see docs/server-transport.md).
//
// One lws context, one vhost, one port, three protocols:
// - `tp-http`: every accepted connection starts here as a raw socket; the server's own HTTP/1.1
//   code (HTTPConnection) answers static files and hands WebSocket handshakes, with the socket,
//   to lws's HTTP side (see "Static files" below for why lws's HTTP server is not used);
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

// MARK: - Service loop

/// Owns the lws context and every connection; used only on the service thread.
private final class ServiceLoop {
    let server: WebSocketServer
    let configuration: ServerConfiguration
    let site: StaticSite
    var origins: OriginPolicy
    let hosts: HostPolicy
    let headroom = Int(tp_lws_pre())

    private(set) var context: OpaquePointer?
    private var connections: [Int: LiveConnection] = [:]
    private var nextConnectionID = 1
    /// Static-file connections (raw sockets), by the id stored in their lws session slot.
    private var httpConnections: [Int: HTTPLiveConnection] = [:]
    private var nextHTTPConnectionID = 1
    /// WebSocket connections whose last write failed because the client had gone, with the
    /// `errno` (EPIPE, ECONNRESET…), for their close line.
    private var vanishedClients: [Int: Int32] = [:]
    /// One buffer for every static-file write: `headroom` spare bytes, then up to
    /// `httpChunkBytes` of response.
    private let httpWriteBuffer: UnsafeMutablePointer<UInt8>
    private var isShuttingDown = false
    private var isFinished = false

    /// C memory lws keeps pointers to for the context's whole life.
    private let memory = CMemory()
    private let shutdownTimer: UnsafeMutablePointer<tp_tick_timer>
    /// Every connection's next tick, and the watchdog's, behind one lws timer (see
    /// TickSchedule for why).
    private var ticks = TickSchedule()
    private let tickTimer: UnsafeMutablePointer<tp_tick_timer>
    /// The deadline `tickTimer` is armed for, if it is armed.
    private var tickTimerDeadline: Double?

    init(server: WebSocketServer) throws(ServerError) {
        self.server = server
        configuration = server.configuration
        guard (0...65535).contains(configuration.port) else {
            throw ServerError(.invalidConfiguration, "port \(configuration.port) is not in 0...65535")
        }
        origins = OriginPolicy(host: configuration.host, port: configuration.port, allowedOrigins: configuration.allowedOrigins)
        hosts = HostPolicy(host: configuration.host, allowedOrigins: configuration.allowedOrigins)
        site = StaticSite(files: try StaticFileResolver(webRoot: configuration.webRoot), hosts: hosts)
        httpWriteBuffer = memory.array(of: UInt8.self, count: headroom + Self.httpChunkBytes)
        shutdownTimer = memory.array(of: tp_tick_timer.self, count: 1)
        tickTimer = memory.array(of: tp_tick_timer.self, count: 1)
    }

    // MARK: Lifecycle

    /// Creates the context (which binds the port); returns it and the bound port.
    func start() throws(ServerError) -> (OpaquePointer, Int) {
        lws_set_log_level(Int32(LLL_ERR | LLL_WARN), lwsLogLine)
        FileDescriptorLimit.raise()
        let listen = ListenAddress(host: configuration.host)

        var info = lws_context_creation_info()
        info.port = Int32(configuration.port)
        info.iface = listen.interface.map { memory.string($0) }
        info.protocols = UnsafePointer(makeProtocols())
        info.pvo = UnsafePointer(makeDefaultProtocolOption())
        // Every accepted socket goes to `tp-http` as a raw connection (see "Static files").
        info.listen_accept_role = memory.string("raw-skt")
        info.listen_accept_protocol = memory.string("tp-http")
        // lws parses the handshakes handed to it into one buffer of this size (4 KiB by
        // default) and drops a larger one without an answer. Every handshake it receives has
        // passed HTTPRequestParser's limits (8 KiB request line + 32 KiB of fields), so this
        // room (what lws keeps is never more than the bytes on the wire, plus 8 per unknown
        // field name) means a browser's large cookies cannot silently break the WebSocket.
        info.max_http_header_data = UInt16(48 * 1024)
        info.retry_and_idle_policy = UnsafePointer(makeKeepAlivePolicy())
        info.vhost_name = memory.string("default")
        info.server_string = memory.string("transitions")
        info.pt_serv_buf_size = 64 * 1024
        info.count_threads = 1
        info.user = Unmanaged.passUnretained(self).toOpaque()
        var options = UInt64(LWS_SERVER_OPTION_VALIDATE_UTF8)
            | UInt64(LWS_SERVER_OPTION_HTTP_HEADERS_SECURITY_BEST_PRACTICES_ENFORCE)
            | UInt64(LWS_SERVER_OPTION_FAIL_UPON_UNABLE_TO_BIND)
            | UInt64(LWS_SERVER_OPTION_ADOPT_APPLY_LISTEN_ACCEPT_CONFIG)
        if listen.isIPv4Only {
            // Without this, Debian's IPv6-enabled lws ignores iface and listens on all interfaces.
            options |= UInt64(LWS_SERVER_OPTION_DISABLE_IPV6)
        }
        info.options = options

        // lws logs a failed bind in three lines of its own; our one error line says it better.
        lwsStartupLog.withLock { $0 = [] }
        let created = lws_create_context(&info)
        let startupLines = lwsStartupLog.withLock { lines in
            defer { lines = nil }
            return lines ?? []
        }
        guard let context = created else {
            throw ServerError(.cannotListen, listen.failureExplanation(port: configuration.port))
        }
        for line in startupLines { ServerLog.line(line) }
        self.context = context
        let port = Int(lws_get_vhost_listen_port(lws_get_vhost_by_name(context, "default")))
        origins = OriginPolicy(host: configuration.host, port: port, allowedOrigins: configuration.allowedOrigins)
        return (context, port)
    }

    func publicURL(port: Int) -> String {
        ListenAddress(host: configuration.host).browserURL(port: port)
    }

    /// Services events until shutdown has finished.
    func serve() {
        guard let context else { return }
        let started = MonotonicClock.now()
        var wakeUps = 0
        beginShutdownIfRequested()
        while !isFinished {
            // Ticks due within a millisecond run now, so lws never polls with a zero timeout
            // waiting for them; lws sleeps until the next socket event or timer otherwise.
            runDueTicks()
            if lws_service(context, 0) < 0 {
                ServerLog.line("error: lws_service failed; stopping")
                break
            }
            wakeUps += 1
            beginShutdownIfRequested()
        }
        // One poll per wake-up: the figure that shows whether the loop slept (tests read it).
        ServerLog.line("service loop: \(wakeUps) wake-ups in \(LogText.seconds(MonotonicClock.now() - started))s")
    }

    /// Destroys the context (closing whatever is left) and frees the C memory.
    func destroy() {
        guard let context else { return }
        lws_sul_cancel(tp_tick_timer_sul(shutdownTimer))
        lws_sul_cancel(tp_tick_timer_sul(tickTimer))
        lws_context_destroy(context)
        self.context = nil
        for connection in connections.values { forget(connection) }
        connections.removeAll()
        httpConnections.removeAll()
    }

    private func beginShutdownIfRequested() {
        guard !isShuttingDown, server.isStopRequested, let context else { return }
        isShuttingDown = true
        ServerLog.line("shutting down: closing \(connections.count) connection(s) with 1001")
        for connection in connections.values {
            connection.session.requestClose(.shutdown)
            lws_callback_on_writable(connection.wsi)
        }
        ticks.removeAll()
        armTickTimer()
        if connections.isEmpty {
            isFinished = true
            return
        }
        // Clients normally answer the close within milliseconds; do not wait for stragglers.
        let grace = Int64(max(0, configuration.shutdownGraceSeconds) * 1_000_000)
        shutdownTimer.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
        lws_sul_schedule(context, 0, tp_tick_timer_sul(shutdownTimer), shutdownDeadlinePassed, grace)
    }

    fileprivate func shutdownGraceExpired() {
        if !connections.isEmpty {
            ServerLog.line("shutdown: \(connections.count) connection(s) did not answer the close; dropping them")
        }
        isFinished = true
        // Timers run before lws polls: without this wake-up the poll would wait for the next
        // socket event before `serve()` sees `isFinished`.
        if let context { lws_cancel_service(context) }
    }

    // MARK: Callback dispatch

    func handle(
        _ wsi: OpaquePointer, _ reason: lws_callback_reasons, _ user: UnsafeMutableRawPointer?,
        _ input: UnsafeMutableRawPointer?, _ length: Int
    ) -> Int32 {
        let protocolID = lws_get_protocol(wsi)?.pointee.id ?? 0
        switch reason {
        case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
            beginShutdownIfRequested()
            for connection in connections.values { _ = afterEvent(connection) }  // see `wake()`
            return 0
        case LWS_CALLBACK_RAW_ADOPT where protocolID == ProtocolID.http:
            return httpAdopted(wsi, user: user)
        case LWS_CALLBACK_RAW_RX where protocolID == ProtocolID.http:
            guard let connection = httpConnection(user) else { return -1 }
            return httpReceived(connection, input: input, length: length)
        case LWS_CALLBACK_RAW_WRITEABLE where protocolID == ProtocolID.http:
            guard let connection = httpConnection(user) else { return -1 }
            return httpWritable(connection)
        case LWS_CALLBACK_RAW_CLOSE where protocolID == ProtocolID.http:
            httpClosed(user: user)
            return 0
        case LWS_CALLBACK_HTTP:
            // lws's HTTP side only ever receives handshakes (`isWebSocketUpgrade`), which lws
            // turns into WebSockets or refuses; anything else here would be served by nobody.
            ServerLog.line("refused \(peerAddress(wsi)): plain HTTP request on a handed-over connection (400)")
            return refuse(wsi, status: 400, phrase: "Bad Request")
        case LWS_CALLBACK_HTTP_CONFIRM_UPGRADE:
            return confirmUpgrade(wsi)
        case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION:
            return filterHandshake(wsi, protocolID: protocolID)
        case LWS_CALLBACK_ESTABLISHED:
            return established(wsi, protocolID: protocolID, user: user)
        case LWS_CALLBACK_RECEIVE:
            guard let connection = LiveConnection.from(user) else { return -1 }
            return received(connection, input: input, length: length)
        case LWS_CALLBACK_SERVER_WRITEABLE:
            guard let connection = LiveConnection.from(user) else { return 0 }
            return writable(connection)
        case LWS_CALLBACK_WS_PEER_INITIATED_CLOSE:
            return peerClosing(LiveConnection.from(user), input: input, length: length)
        case LWS_CALLBACK_CLOSED:
            closed(user: user)
            return 0
        default:
            // The default protocol also receives the HTTP callbacks; lws's dummy handler does
            // what lws would do without us (e.g. finish a transaction, answer 404).
            return lws_callback_http_dummy(wsi, reason, user, input, length)
        }
    }

    // MARK: Static files
    //
    // Why the server speaks HTTP/1.1 itself rather than through lws's HTTP server (references
    // are to the libwebsockets 4.1.6 source):
    // - Pipelining: lws reads requests into the shared service buffer (`pt->serv_buf`,
    //   lib/core-net/service.c `lws_buflist_aware_read`) and stashes the unparsed rest only after
    //   the HTTP callback has returned (`lws_buflist_aware_finished_consuming`); answering in
    //   the callback (`lws_return_http_status` and `lws_serve_http_file` build their headers in
    //   that same buffer) overwrites the requests behind the first, which then parse as garbage:
    //   one answer, a 403, a closed connection.
    // - Silent closes: its parser fails a head larger than `max_http_header_data`, a `%00` in
    //   the path, or too many header fragments with `LPR_FAIL` (lib/roles/http/parsers.c), and
    //   `lws_read_h1` closes the connection with no status and no callback in between; unknown
    //   methods get 403 from the parser itself.
    // So every accepted socket comes here raw (`ADOPT_APPLY_LISTEN_ACCEPT_CONFIG`, role
    // `raw-skt`); `HTTPConnection` parses and answers; a WebSocket handshake is handed to lws's
    // HTTP side together with the bytes already read (`lws_adopt_socket_vhost_readbuf` on a
    // `dup` of the socket), where the handshake policy below applies as before.

    /// Largest chunk handed to one `lws_write`.
    static let httpChunkBytes = 64 * 1024
    /// Seconds a connection may wait for (the rest of) its next request. Set when it starts
    /// waiting and not renewed by partial input, so a client trickling a head cannot hold the
    /// socket; idle keep-alive connections go after this too (browsers reconnect).
    static let httpRequestSeconds: Int32 = 10
    /// Seconds a response may stall because the client does not read; renewed as bytes go out.
    static let httpSendSeconds: Int32 = 10
    /// Seconds a closing connection keeps reading (and discarding) after its last response:
    /// closing a socket with unread input resets it, and the reset can destroy the response
    /// before the client has read it (RFC 9112 §9.6).
    static let httpLingerSeconds: Int32 = 2

    private func httpAdopted(_ wsi: OpaquePointer, user: UnsafeMutableRawPointer?) -> Int32 {
        guard let user else { return -1 }
        let connection = HTTPLiveConnection(id: nextHTTPConnectionID, wsi: wsi, http: HTTPConnection(site: site))
        nextHTTPConnectionID += 1
        user.storeBytes(of: connection.id, as: Int.self)
        httpConnections[connection.id] = connection
        lws_set_timeout(wsi, PENDING_TIMEOUT_HTTP_KEEPALIVE_IDLE, Self.httpRequestSeconds)
        return 0
    }

    /// The connection whose id is in a `tp-http` session slot (0 once closed).
    private func httpConnection(_ user: UnsafeMutableRawPointer?) -> HTTPLiveConnection? {
        guard let user else { return nil }
        return httpConnections[user.load(as: Int.self)]
    }

    private func httpReceived(_ connection: HTTPLiveConnection, input: UnsafeMutableRawPointer?, length: Int) -> Int32 {
        connection.http.receive(UnsafeRawBufferPointer(start: input, count: input == nil ? 0 : length))
        // While a response is being written, the writable callback moves on to the next
        // request when it is done; requests are answered strictly one after another.
        guard connection.pending == nil, !connection.http.isResponding else {
            updateHTTPReading(connection)
            return 0
        }
        httpNext(connection)
        // Write at once rather than at the next writable callback: a client that sends its
        // request and then closes its sending side (`nc -N`) would otherwise get nothing, since
        // lws closes a raw socket as soon as it reads the end of input
        // (lib/roles/raw-skt/ops-raw-skt.c), before any writable callback.
        return connection.http.isResponding ? httpWritable(connection) : 0
    }

    /// Starts whatever comes next on a connection with no response in progress.
    private func httpNext(_ connection: HTTPLiveConnection) {
        switch connection.http.advance() {
        case .waitForInput:
            return
        case .respond(let log):
            if let log { ServerLog.line("http \(log.status) \(peerAddress(connection.wsi)) \(log.note)") }
            lws_set_timeout(connection.wsi, PENDING_TIMEOUT_HTTP_CONTENT, Self.httpSendSeconds)
        case .handOver:
            // Done in the next writable callback: lws calls it only once it holds no unsent
            // bytes of earlier responses, which closing this socket now would lose. Bytes that
            // arrive meanwhile are kept for the WebSocket.
            connection.pending = .handOver
        case .close:
            connection.pending = .close
        }
        lws_callback_on_writable(connection.wsi)
    }

    /// Writes the current response (and the ones after it, for pipelined requests) until the
    /// socket would block; hands over or starts closing once everything before has gone out.
    private func httpWritable(_ connection: HTTPLiveConnection) -> Int32 {
        let wsi = connection.wsi
        switch connection.pending {
        case .handOver?:
            return handOver(connection, connection.http.handOverBytes())
        case .close?:
            startLingeringClose(connection)
            return 0
        case .lingering?:
            return 0
        case nil:
            break
        }
        let chunk = UnsafeMutableRawBufferPointer(start: httpWriteBuffer + headroom, count: Self.httpChunkBytes)
        while connection.http.isResponding {
            guard case .bytes(let count, let isLast) = connection.http.fill(chunk) else {
                ServerLog.line("error: http \(peerAddress(wsi)): a file shrank while it was being sent; closing")
                return -1
            }
            if count > 0 {
                // LWS_WRITE_HTTP is what the macro LWS_WRITE_RAW stands for: bytes as they are.
                if lws_write(wsi, httpWriteBuffer + headroom, count, LWS_WRITE_HTTP) < Int32(clamping: count) {
                    let code = errno  // lws_write makes no other system call after the failed send()
                    // A client that leaves mid-download is ordinary; only other failures are errors.
                    if WriteFailure(errno: code) != .peerGone {
                        ServerLog.line("error: http \(peerAddress(wsi)): write failed (\(WriteFailure.name(of: code))); closing")
                    }
                    return -1
                }
                lws_set_timeout(wsi, PENDING_TIMEOUT_HTTP_CONTENT, Self.httpSendSeconds)
            }
            if isLast {
                httpNext(connection)
                if !connection.http.isResponding, connection.pending == nil {
                    // Idle again: the next request has its own time to arrive.
                    lws_set_timeout(wsi, PENDING_TIMEOUT_HTTP_KEEPALIVE_IDLE, Self.httpRequestSeconds)
                }
            }
            // lws keeps what the kernel did not take and reports the pipe choked until it is out.
            if lws_send_pipe_choked(wsi) != 0 {
                if connection.http.isResponding { lws_callback_on_writable(wsi) }
                break
            }
        }
        updateHTTPReading(connection)
        return 0
    }

    /// Gives the socket, and the handshake bytes read so far, to lws's HTTP side (which
    /// answers or refuses the WebSocket handshake), then lets this raw connection go.
    private func handOver(_ connection: HTTPLiveConnection, _ bytes: [UInt8]) -> Int32 {
        let wsi = connection.wsi
        let copy = fcntl(lws_get_socket_fd(wsi), F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else {
            ServerLog.line("error: http \(peerAddress(wsi)): cannot duplicate the socket for a WebSocket (errno \(errno)); closing")
            return -1
        }
        // lws parses the handshake at once, inside this call; a nil result only means lws has
        // already closed the copy (a refused handshake, or adoption failed and lws logged why).
        _ = bytes.withUnsafeBytes { buffer in
            lws_adopt_socket_vhost_readbuf(
                lws_get_vhost(wsi), copy, buffer.baseAddress?.assumingMemoryBound(to: CChar.self), buffer.count)
        }
        // Closing a raw connection only closes its own descriptor (lib/core-net/close.c skips
        // shutdown() for raw sockets): the copy carries the connection on.
        return -1
    }

    /// After the last response: no more output (FIN), keep draining input until the client
    /// closes or `httpLingerSeconds` pass.
    private func startLingeringClose(_ connection: HTTPLiveConnection) {
        connection.pending = .lingering
        _ = shutdown(lws_get_socket_fd(connection.wsi), Int32(SHUT_WR))
        if connection.isReadingPaused {
            connection.isReadingPaused = false
            _ = lws_rx_flow_control(connection.wsi, 1)
        }
        lws_set_timeout(connection.wsi, PENDING_TIMEOUT_CLOSE_SEND, Self.httpLingerSeconds)
    }

    /// Stops reading while too many unanswered requests wait, so TCP throttles the client.
    private func updateHTTPReading(_ connection: HTTPLiveConnection) {
        let shouldPause = connection.http.shouldPauseReading && connection.pending != .lingering
        guard shouldPause != connection.isReadingPaused else { return }
        connection.isReadingPaused = shouldPause
        _ = lws_rx_flow_control(connection.wsi, shouldPause ? 0 : 1)
    }

    private func httpClosed(user: UnsafeMutableRawPointer?) {
        guard let user else { return }
        httpConnections[user.load(as: Int.self)] = nil
        user.storeBytes(of: 0, as: Int.self)
    }

    // MARK: WebSocket handshake

    /// Before lws picks a protocol: a handshake asking only for subprotocols we do not speak
    /// would make lws drop the TCP connection without an answer; answer 400 instead.
    private func confirmUpgrade(_ wsi: OpaquePointer) -> Int32 {
        guard let requested = header(wsi, WSI_TOKEN_PROTOCOL) else { return 0 }
        let names = requested.split(separator: ",").map { String($0).trimmingCharacters(in: [" ", "\t"]) }
        if names.contains(WebSocketServer.subprotocol) { return 0 }
        let path = header(wsi, WSI_TOKEN_GET_URI) ?? "/"
        ServerLog.line("refused \(peerAddress(wsi)) path=\(LogText.printable(path)) subprotocol=\(LogText.printable(requested)): unsupported subprotocol (400)")
        return refuse(wsi, status: 400, phrase: "Bad Request")
    }

    private func filterHandshake(_ wsi: OpaquePointer, protocolID: UInt32) -> Int32 {
        let origin = header(wsi, WSI_TOKEN_ORIGIN)
        let path = header(wsi, WSI_TOKEN_GET_URI) ?? "/"
        let who = "\(peerAddress(wsi)) path=\(LogText.printable(path)) origin=\(LogText.printable(origin ?? "none"))"
        if isShuttingDown {
            ServerLog.line("refused \(who): shutting down (503)")
            return refuse(wsi, status: 503, phrase: "Service Unavailable")
        }
        guard origins.accepts(origin: origin) else {
            ServerLog.line("refused \(who): origin not allowed (403)")
            return refuse(wsi, status: 403, phrase: "Forbidden")
        }
        let host = header(wsi, WSI_TOKEN_HOST)
        guard hosts.accepts(host: host) else {
            ServerLog.line("refused \(who) host=\(LogText.printable(host ?? "")): host not served (403)")
            return refuse(wsi, status: 403, phrase: "Forbidden")
        }
        if protocolID == ProtocolID.echo {
            guard configuration.echoEndpoint, path == WebSocketServer.echoPath else {
                ServerLog.line("refused \(who): no subprotocol; expected \(WebSocketServer.subprotocol) (400)")
                return refuse(wsi, status: 400, phrase: "Bad Request")
            }
        }
        return 0
    }

    /// Answers a refused handshake with a plain HTTP/1.1 response, then closes.
    ///
    /// Not `lws_return_http_status`: for an upgrade request lws has not parsed the HTTP version
    /// yet and answers `HTTP/1.0`, which strict clients (Python `websockets`) reject as an
    /// invalid response instead of reporting the status. `headers`: extra CRLF-ended lines.
    private func refuse(_ wsi: OpaquePointer, status: Int, phrase: String, headers: String = "") -> Int32 {
        let body = "\(status) \(phrase)\n"
        let response = "HTTP/1.1 \(status) \(phrase)\r\n" + headers
            + "content-type: text/plain; charset=utf-8\r\n"
            + "content-length: \(body.utf8.count)\r\n"
            + "connection: close\r\n\r\n" + body
        var message = OutboundMessage(kind: .binary, payload: response.utf8, headroom: headroom)
        _ = message.withWritableBuffer { buffer, offset, count -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return lws_write(wsi, (base + offset).assumingMemoryBound(to: UInt8.self), count, LWS_WRITE_HTTP)
        }
        return -1
    }

    private func established(_ wsi: OpaquePointer, protocolID: UInt32, user: UnsafeMutableRawPointer?) -> Int32 {
        guard let user else { return -1 }
        let info = ConnectionInfo(
            remoteAddress: peerAddress(wsi),
            origin: header(wsi, WSI_TOKEN_ORIGIN),
            path: header(wsi, WSI_TOKEN_GET_URI) ?? "/"
        )
        let session: ConnectionSession
        let kind: String
        if protocolID == ProtocolID.echo {
            kind = "echo"
            session = ConnectionSession(
                role: .echo, maxMessageBytes: configuration.echoMaxMessageBytes,
                limits: echoLimits, headroom: headroom)
        } else {
            kind = WebSocketServer.subprotocol
            session = ConnectionSession(
                role: .preview(server.handlerFactory(info)), maxMessageBytes: configuration.maxMessageBytes,
                limits: previewLimits, headroom: headroom)
        }
        let connection = LiveConnection(id: nextConnectionID, wsi: wsi, session: session)
        nextConnectionID += 1
        connection.attach(to: user)
        connections[connection.id] = connection
        ServerLog.line("open #\(connection.id) \(info.remoteAddress) \(kind) path=\(LogText.printable(info.path)) origin=\(LogText.printable(info.origin ?? "none"))")

        armWatchdog()
        if isShuttingDown { connection.session.requestClose(.shutdown) }
        connection.session.open(now: MonotonicClock.now())
        return afterEvent(connection)
    }

    // MARK: Messages

    private func received(_ connection: LiveConnection, input: UnsafeMutableRawPointer?, length: Int) -> Int32 {
        let wsi = connection.wsi
        connection.session.receive(
            UnsafeRawBufferPointer(start: input, count: input == nil ? 0 : length),
            isFirst: lws_is_first_fragment(wsi) != 0,
            isFinal: lws_is_final_fragment(wsi) != 0,
            isBinary: lws_frame_is_binary(wsi) != 0,
            now: MonotonicClock.now())
        if let close = connection.session.closeRequest {
            return closeNow(connection, close)
        }
        return afterEvent(connection)
    }

    /// Writes queued messages in order until the socket would block, then asks to be called
    /// again if more is waiting.
    private func writable(_ connection: LiveConnection) -> Int32 {
        let wsi = connection.wsi
        // A tick deferred while the previous frame waited runs now, so the frame written is
        // fresh (it replaces the waiting one) and no skipped tick was ever computed.
        connection.session.runDeferredTick(now: MonotonicClock.now())
        if let close = connection.session.closeRequest {
            return closeNow(connection, close)
        }
        while var message = connection.session.nextWrite() {
            let kind = message.kind == .text ? LWS_WRITE_TEXT : LWS_WRITE_BINARY
            let written = message.withWritableBuffer { buffer, offset, count -> Int32 in
                guard let base = buffer.baseAddress else { return -1 }
                let payload = (base + offset).assumingMemoryBound(to: UInt8.self)
                let result = lws_write(wsi, payload, count, kind)
                return result < Int32(clamping: count) ? -1 : result
            }
            if written < 0 {
                let code = errno  // lws_write makes no other system call after the failed send()
                if WriteFailure(errno: code) == .peerGone {
                    // The client went away mid-stream (a closed tab, a dropped network): its
                    // close line says so; it is not a server error.
                    vanishedClients[connection.id] = code
                } else {
                    ServerLog.line("error #\(connection.id): write failed (\(WriteFailure.name(of: code))); closing")
                }
                return -1
            }
            // lws keeps what the kernel did not take and reports the pipe choked until it is out.
            // Asking costs a poll system call, so only when there is more to write.
            if connection.session.wantsWrite, lws_send_pipe_choked(wsi) != 0 { break }
        }
        if connection.isReadingPaused, connection.session.canResumeReading {
            connection.isReadingPaused = false
            _ = lws_rx_flow_control(wsi, 1)
        }
        return afterEvent(connection)
    }

    /// After any event: ask for a write if output waits, pause reading if too much waits,
    /// re-arm the tick timer.
    private func afterEvent(_ connection: LiveConnection) -> Int32 {
        let session = connection.session
        if session.wantsWrite { lws_callback_on_writable(connection.wsi) }
        if session.shouldPauseReading, !connection.isReadingPaused {
            connection.isReadingPaused = true
            _ = lws_rx_flow_control(connection.wsi, 0)
        }
        scheduleTick(connection)
        return 0
    }

    private func closeNow(_ connection: LiveConnection, _ close: CloseRequest) -> Int32 {
        if connection.closedByServer == nil, close.code != .goingAway {
            ServerLog.line("closing #\(connection.id) with \(close)")
        }
        connection.closedByServer = close
        tp_lws_close_reason(connection.wsi, Int32(close.code.rawValue), close.reason)
        return -1
    }

    // MARK: Ticks

    private func scheduleTick(_ connection: LiveConnection) {
        ticks.schedule(connection.id, at: connection.session.tickDeadline)
        armTickTimer()
    }

    /// Keeps the one lws timer armed for the earliest tick; lws's poll sleeps until then.
    private func armTickTimer() {
        guard let context else { return }
        let next = ticks.earliest()
        guard next != tickTimerDeadline else { return }
        let sul = tp_tick_timer_sul(tickTimer)
        lws_sul_cancel(sul)
        tickTimerDeadline = next
        guard let next else { return }
        tickTimer.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
        let delay = max(0, (next - MonotonicClock.now()) * 1_000_000)
        lws_sul_schedule(context, 0, sul, tickTimerFired, Int64(delay.rounded(.up)))
    }

    fileprivate func tickTimerDue() {
        tickTimerDeadline = nil  // lws has taken the timer off its list
        runDueTicks()
        armTickTimer()
    }

    /// Runs every tick due now (or within `TickSchedule.tolerance`), each with its own
    /// deadline as `now` so frames keep the display's rhythm.
    private func runDueTicks() {
        let now = MonotonicClock.now()
        guard ticks.hasDue(at: now) else { return }
        for due in ticks.takeDue(at: now) {
            if due.id == Self.watchdogTick {
                watchdogDue()
                continue
            }
            guard let connection = connections[due.id] else { continue }
            connection.session.tickDue(now: Swift.max(now, due.deadline))
            // A close decided here happens in the next WRITEABLE callback (only callbacks of
            // the connection itself can close it); afterEvent asks for one.
            _ = afterEvent(connection)
        }
        armTickTimer()
    }

    // MARK: Close

    /// The client sent a Close frame. lws echoes its payload, even a malformed one; a payload
    /// of one byte (no room for a status code, RFC 6455 §5.5.1) fails the connection instead:
    /// returning non-zero makes lws drop TCP without echoing it.
    private func peerClosing(_ connection: LiveConnection?, input: UnsafeMutableRawPointer?, length: Int) -> Int32 {
        guard let connection else { return 0 }
        connection.peerClosed = true
        if let input, length >= 2 {
            let bytes = input.assumingMemoryBound(to: UInt8.self)
            connection.peerCloseCode = Int(bytes[0]) << 8 | Int(bytes[1])
        }
        if length == 1 {
            connection.isBeingDropped = true
            ServerLog.line("closing #\(connection.id): close frame with a 1-byte payload; dropping TCP")
            return -1
        }
        return 0
    }

    /// Works around lws 4.1: when its frame parser fails a connection over reserved (RSV) bits
    /// it sends Close 1002 but, its parser left mid-header, never recognises the client's
    /// answering Close and holds TCP open for its 5 s close-ack timeout. No callback reports
    /// that close, so every 100 ms this sweep looks for connections that lws is closing on its
    /// own (a close payload set while neither we nor the client closed) and drops their TCP.
    private func sweepConnectionsFailedByLws() {
        for connection in connections.values
        where connection.closedByServer == nil && !connection.peerClosed && !connection.isBeingDropped {
            guard lws_get_close_length(connection.wsi) >= 2, let payload = lws_get_close_payload(connection.wsi) else {
                continue
            }
            connection.isBeingDropped = true
            let code = Int(payload[0]) << 8 | Int(payload[1])
            ServerLog.line("closing #\(connection.id): libwebsockets failed it with \(code); dropping TCP")
            lws_set_timeout(connection.wsi, PENDING_TIMEOUT_CLOSE_ACK, LWS_TO_KILL_ASYNC)
        }
    }

    /// The watchdog is a tick of its own in the schedule (connection ids start at 1), so it
    /// shares the tick timer and its tolerance instead of waking the loop on its own.
    private static let watchdogTick = 0

    private func armWatchdog() {
        guard !connections.isEmpty, ticks.deadline(of: Self.watchdogTick) == nil else { return }
        ticks.schedule(Self.watchdogTick, at: MonotonicClock.now() + 0.1)
        armTickTimer()
    }

    private func watchdogDue() {
        sweepConnectionsFailedByLws()
        armWatchdog()
    }

    private func closed(user: UnsafeMutableRawPointer?) {
        guard let connection = LiveConnection.detach(from: user) else { return }
        connections[connection.id] = nil
        let vanished = vanishedClients.removeValue(forKey: connection.id)
        let seconds = MonotonicClock.now() - connection.openedAt
        let how: String
        if let close = connection.closedByServer {
            how = "server sent \(close)"
        } else if let vanished {
            how = "client disconnected (\(WriteFailure.name(of: vanished)) on write)"
        } else if connection.isBeingDropped {
            how = "dropped after a protocol error"
        } else if let code = connection.peerCloseCode {
            how = "client sent \(code)"
        } else if connection.peerClosed {
            how = "client sent a close without status"
        } else {
            how = "connection dropped"
        }
        ServerLog.line("close #\(connection.id) after \(LogText.seconds(seconds))s: \(how)")
        forget(connection)
        if isShuttingDown, connections.isEmpty { isFinished = true }
    }

    private func forget(_ connection: LiveConnection) {
        ticks.remove(connection.id)
        connection.session.close()
    }

    // MARK: Setup helpers

    private var previewLimits: OutputQueue.Limits {
        OutputQueue.Limits(
            maxMessages: configuration.maxQueuedMessages, maxBytes: configuration.maxQueuedBytes,
            highWaterMessages: max(1, configuration.maxQueuedMessages / 2),
            highWaterBytes: max(1, configuration.maxQueuedBytes / 2))
    }

    /// The echo endpoint must hold one maximal message (Autobahn sends 16 MiB); it stops
    /// reading past 1 MiB of backlog, so the hard bound is rarely approached.
    private var echoLimits: OutputQueue.Limits {
        OutputQueue.Limits(
            maxMessages: 4096, maxBytes: 2 * configuration.echoMaxMessageBytes,
            highWaterMessages: 256, highWaterBytes: 1024 * 1024)
    }

    private func makeProtocols() -> UnsafeMutablePointer<lws_protocols> {
        let protocols = memory.array(of: lws_protocols.self, count: 4)
        let slot = MemoryLayout<UnsafeMutableRawPointer>.size
        let entries: [(String, UInt32, Int)] = [
            ("tp-http", ProtocolID.http, MemoryLayout<Int>.size),
            (WebSocketServer.subprotocol, ProtocolID.preview, slot),
            ("tp-echo", ProtocolID.echo, slot),
        ]
        for (index, (name, id, sessionSize)) in entries.enumerated() {
            protocols[index].name = memory.string(name)
            protocols[index].callback = transportCallback
            protocols[index].per_session_data_size = sessionSize
            protocols[index].rx_buffer_size = 64 * 1024
            protocols[index].id = id
        }
        // protocols[3] stays zeroed: the terminator lws looks for.
        return protocols
    }

    /// Marks `tp-echo` as the vhost default protocol, the one lws picks for handshakes
    /// without `Sec-WebSocket-Protocol`.
    private func makeDefaultProtocolOption() -> UnsafeMutablePointer<lws_protocol_vhost_options> {
        let options = memory.array(of: lws_protocol_vhost_options.self, count: 2)
        options[1].name = memory.string("default")
        options[1].value = memory.string("1")
        options[0].name = memory.string("tp-echo")
        options[0].value = memory.string("")
        options[0].options = UnsafePointer(options + 1)
        return options
    }

    /// Idle WebSockets are pinged, and dropped when nothing valid arrives for a while.
    private func makeKeepAlivePolicy() -> UnsafeMutablePointer<lws_retry_bo_t> {
        let policy = memory.array(of: lws_retry_bo_t.self, count: 1)
        policy[0].secs_since_valid_ping = UInt16(clamping: configuration.keepAlivePingSeconds)
        policy[0].secs_since_valid_hangup = UInt16(clamping: configuration.keepAliveHangupSeconds)
        return policy
    }

    // MARK: Small helpers

    private func header(_ wsi: OpaquePointer, _ token: lws_token_indexes) -> String? {
        let length = Int(lws_hdr_total_length(wsi, token))
        guard length > 0 else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { buffer in
            let copied = lws_hdr_copy(wsi, buffer.baseAddress, Int32(length + 1), token)
            guard copied >= 0 else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(copied)), as: UTF8.self)
        }
    }

    private func peerAddress(_ wsi: OpaquePointer) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            guard let base = buffer.baseAddress else { return "?" }
            base.initialize(to: 0)
            guard lws_get_peer_simple(wsi, base, 64) != nil else { return "?" }
            return String(cString: base)
        }
    }
}

// MARK: - Per-connection glue

private enum ProtocolID {
    static let http: UInt32 = 1
    static let preview: UInt32 = 2
    static let echo: UInt32 = 3
}

/// A WebSocket connection: its lws handle and its logic.
private final class LiveConnection {
    let id: Int
    let wsi: OpaquePointer
    let session: ConnectionSession
    let openedAt = MonotonicClock.now()
    var isReadingPaused = false
    /// The client sent a Close frame (with `peerCloseCode` if it had a status).
    var peerClosed = false
    var peerCloseCode: Int?
    /// lws failed the connection on its own; the watchdog asked lws to drop it.
    var isBeingDropped = false
    var closedByServer: CloseRequest?

    init(id: Int, wsi: OpaquePointer, session: ConnectionSession) {
        self.id = id
        self.wsi = wsi
        self.session = session
    }

    /// Stores a retained reference in the lws per-session slot (one pointer wide).
    func attach(to user: UnsafeMutableRawPointer) {
        user.storeBytes(of: Unmanaged.passRetained(self).toOpaque(), as: UnsafeMutableRawPointer?.self)
    }

    /// The connection in a per-session slot, if any (HTTP connections leave it zeroed).
    static func from(_ user: UnsafeMutableRawPointer?) -> LiveConnection? {
        guard let user, let raw = user.load(as: UnsafeMutableRawPointer?.self) else { return nil }
        return Unmanaged<LiveConnection>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Empties the slot and balances `attach`.
    static func detach(from user: UnsafeMutableRawPointer?) -> LiveConnection? {
        guard let user, let raw = user.load(as: UnsafeMutableRawPointer?.self) else { return nil }
        user.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
        return Unmanaged<LiveConnection>.fromOpaque(raw).takeRetainedValue()
    }
}

/// A static-file connection (a raw socket): its lws handle and its socket-free logic.
private final class HTTPLiveConnection {
    enum Pending: Equatable {
        /// Hand the socket to lws's HTTP side at the next writable callback.
        case handOver
        /// Start the lingering close at the next writable callback.
        case close
        /// Output shut down; draining input until the client closes or the timeout.
        case lingering
    }

    let id: Int
    let wsi: OpaquePointer
    let http: HTTPConnection
    var pending: Pending?
    var isReadingPaused = false

    init(id: Int, wsi: OpaquePointer, http: HTTPConnection) {
        self.id = id
        self.wsi = wsi
        self.http = http
    }
}

// MARK: - C entry points (top-level functions convert to C function pointers)

private func transportCallback(
    _ wsi: OpaquePointer?, _ reason: lws_callback_reasons, _ user: UnsafeMutableRawPointer?,
    _ input: UnsafeMutableRawPointer?, _ length: Int
) -> Int32 {
    guard let wsi else { return 0 }
    guard let context = lws_get_context(wsi), let loop = lws_context_user(context) else {
        return lws_callback_http_dummy(wsi, reason, user, input, length)
    }
    return Unmanaged<ServiceLoop>.fromOpaque(loop).takeUnretainedValue()
        .handle(wsi, reason, user, input, length)
}

private func tickTimerFired(_ sul: UnsafeMutablePointer<lws_sorted_usec_list_t>?) {
    guard let sul, let owner = tp_tick_timer_from_sul(sul)?.pointee.owner else { return }
    Unmanaged<ServiceLoop>.fromOpaque(owner).takeUnretainedValue().tickTimerDue()
}

private func shutdownDeadlinePassed(_ sul: UnsafeMutablePointer<lws_sorted_usec_list_t>?) {
    guard let sul, let owner = tp_tick_timer_from_sul(sul)?.pointee.owner else { return }
    Unmanaged<ServiceLoop>.fromOpaque(owner).takeUnretainedValue().shutdownGraceExpired()
}

/// While the context is being created, lws's log lines are held here (see `start()`).
private let lwsStartupLog = Mutex<[String]?>(nil)

/// lws's own log lines (errors and warnings only), on our stderr log.
private func lwsLogLine(_ level: Int32, _ line: UnsafePointer<CChar>?) {
    guard let line else { return }
    var text = String(cString: line)
    while text.last == "\n" || text.last == "\r" { text.removeLast() }
    // lws's echo of our own refusal, which we already logged with its reason.
    if text.hasSuffix("User code denied connection") { return }
    // Every WebSocket hand-over (`handOver`) makes lws 4.1.6 log these two lines at error and
    // warning level: it first offers the adopted socket to the listener's role (`raw-skt`,
    // which declines HTTP; lib/core-net/vhost.c) and always reports the service it runs on
    // the handshake bytes (lib/core-net/adopt.c). Neither is a problem.
    if text.hasSuffix("adopt_socket_readbuf: calling service")
        || (text.contains("adoption bind to role 'raw-skt'") && text.hasSuffix("failed")) { return }
    let held = lwsStartupLog.withLock { lines -> Bool in
        guard lines != nil else { return false }
        lines?.append("lws: \(text)")
        return true
    }
    if !held { ServerLog.line("lws: \(text)") }
}
