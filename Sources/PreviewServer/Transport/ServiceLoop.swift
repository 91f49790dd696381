import CLibWebSockets
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

// MARK: - Service loop

/// Owns the lws context and every connection; used only on the service thread.
final class ServiceLoop {
    let server: WebSocketServer
    let configuration: ServerConfiguration
    let site: StaticSite
    var origins: OriginPolicy
    let hosts: HostPolicy
    let headroom = Int(tp_lws_pre())

    private(set) var context: OpaquePointer?
    var connections: [Int: LiveConnection] = [:]
    var nextConnectionID = 1
    /// Static-file connections (raw sockets), by the id stored in their lws session slot.
    var httpConnections: [Int: HTTPLiveConnection] = [:]
    var nextHTTPConnectionID = 1
    /// WebSocket connections whose last write failed because the client had gone, with the
    /// `errno` (EPIPE, ECONNRESET…), for their close line.
    var vanishedClients: [Int: Int32] = [:]
    /// One buffer for every static-file write: `headroom` spare bytes, then up to
    /// `httpChunkBytes` of response.
    let httpWriteBuffer: UnsafeMutablePointer<UInt8>
    var isShuttingDown = false
    var isFinished = false

    /// C memory lws keeps pointers to for the context's whole life.
    let memory = CMemory()
    let shutdownTimer: UnsafeMutablePointer<tp_tick_timer>
    /// Every connection's next tick, and the watchdog's, behind one lws timer (see
    /// TickSchedule for why).
    var ticks = TickSchedule()
    let tickTimer: UnsafeMutablePointer<tp_tick_timer>
    /// The deadline `tickTimer` is armed for, if it is armed.
    var tickTimerDeadline: Double?
    /// How replies were produced (logged at the end; the live tests read it).
    var counters = ServiceCounters()

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
        // lws may hold fewer sockets than the descriptor limit, so it stops accepting before
        // `accept` can fail with EMFILE (FileDescriptorLimit says why).
        let descriptors = FileDescriptorLimit.prepare()
        defer { FileDescriptorLimit.raiseToHard() }
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
        info.fd_limit_per_thread = UInt32(descriptors.lwsSockets)
        info.user = Unmanaged.passUnretained(self).toOpaque()
        var options =
            UInt64(LWS_SERVER_OPTION_VALIDATE_UTF8)
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
        beginShutdownIfRequested()
        while !isFinished {
            // Ticks due within a millisecond run now, so lws never polls with a zero timeout
            // waiting for them; lws sleeps until the next socket event or timer otherwise.
            runDueTicks()
            if lws_service(context, 0) < 0 {
                ServerLog.line("error: lws_service failed; stopping")
                break
            }
            counters.wakeUps += 1
            beginShutdownIfRequested()
        }
        // One poll per wake-up: the figure that shows whether the loop slept; and how replies
        // were made (tests read both).
        ServerLog.line(counters.summary(seconds: LogText.seconds(MonotonicClock.now() - started)))
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

    func beginShutdownIfRequested() {
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

    func shutdownGraceExpired() {
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
            for connection in connections.values { _ = afterEvent(connection) }  // see `WebSocketServer.wake()`
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

    // MARK: Setup helpers

    var previewLimits: OutputQueue.Limits {
        OutputQueue.Limits(
            maxMessages: configuration.maxQueuedMessages, maxBytes: configuration.maxQueuedBytes,
            highWaterMessages: max(1, configuration.maxQueuedMessages / 2),
            highWaterBytes: max(1, configuration.maxQueuedBytes / 2))
    }

    /// The echo endpoint must hold one maximal message (Autobahn sends 16 MiB); it stops
    /// reading past 1 MiB of backlog, so the hard bound is rarely approached.
    var echoLimits: OutputQueue.Limits {
        OutputQueue.Limits(
            maxMessages: 4096, maxBytes: 2 * configuration.echoMaxMessageBytes,
            highWaterMessages: 256, highWaterBytes: 1024 * 1024)
    }

    func makeProtocols() -> UnsafeMutablePointer<lws_protocols> {
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
    func makeDefaultProtocolOption() -> UnsafeMutablePointer<lws_protocol_vhost_options> {
        let options = memory.array(of: lws_protocol_vhost_options.self, count: 2)
        options[1].name = memory.string("default")
        options[1].value = memory.string("1")
        options[0].name = memory.string("tp-echo")
        options[0].value = memory.string("")
        options[0].options = UnsafePointer(options + 1)
        return options
    }

    /// Idle WebSockets are pinged, and dropped when nothing valid arrives for a while.
    func makeKeepAlivePolicy() -> UnsafeMutablePointer<lws_retry_bo_t> {
        let policy = memory.array(of: lws_retry_bo_t.self, count: 1)
        policy[0].secs_since_valid_ping = UInt16(clamping: configuration.keepAlivePingSeconds)
        policy[0].secs_since_valid_hangup = UInt16(clamping: configuration.keepAliveHangupSeconds)
        return policy
    }

    // MARK: Small helpers

    func header(_ wsi: OpaquePointer, _ token: lws_token_indexes) -> String? {
        let length = Int(lws_hdr_total_length(wsi, token))
        guard length > 0 else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { buffer in
            let copied = lws_hdr_copy(wsi, buffer.baseAddress, Int32(length + 1), token)
            guard copied >= 0 else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(copied)), as: UTF8.self)
        }
    }

    func peerAddress(_ wsi: OpaquePointer) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            guard let base = buffer.baseAddress else { return "?" }
            base.initialize(to: 0)
            guard lws_get_peer_simple(wsi, base, 64) != nil else { return "?" }
            return String(cString: base)
        }
    }
}
