import CLibWebSockets
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

// WebSocket connections: the handshake policy (origin, host, subprotocol), then messages in
// and out through each connection's ConnectionSession.

extension ServiceLoop {
    // MARK: WebSocket handshake

    /// Before lws picks a protocol: a handshake asking only for subprotocols we do not speak
    /// would make lws drop the TCP connection without an answer; answer 400 instead.
    func confirmUpgrade(_ wsi: OpaquePointer) -> Int32 {
        guard let requested = header(wsi, WSI_TOKEN_PROTOCOL) else { return 0 }
        let names = requested.split(separator: ",").map { String($0).trimmingCharacters(in: [" ", "\t"]) }
        if names.contains(WebSocketServer.subprotocol) { return 0 }
        let path = header(wsi, WSI_TOKEN_GET_URI) ?? "/"
        ServerLog.line(
            "refused \(peerAddress(wsi)) path=\(LogText.printable(path)) subprotocol=\(LogText.printable(requested)): unsupported subprotocol (400)"
        )
        return refuse(wsi, status: 400, phrase: "Bad Request")
    }

    func filterHandshake(_ wsi: OpaquePointer, protocolID: UInt32) -> Int32 {
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
    func refuse(_ wsi: OpaquePointer, status: Int, phrase: String, headers: String = "") -> Int32 {
        let body = "\(status) \(phrase)\n"
        let response =
            "HTTP/1.1 \(status) \(phrase)\r\n" + headers
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

    func established(_ wsi: OpaquePointer, protocolID: UInt32, user: UnsafeMutableRawPointer?) -> Int32 {
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
        ServerLog.line(
            "open #\(connection.id) \(info.remoteAddress) \(kind) path=\(LogText.printable(info.path)) origin=\(LogText.printable(info.origin ?? "none"))"
        )

        armWatchdog()
        if isShuttingDown { connection.session.requestClose(.shutdown) }
        connection.session.open(now: MonotonicClock.now())
        return afterEvent(connection)
    }

    // MARK: Messages

    func received(_ connection: LiveConnection, input: UnsafeMutableRawPointer?, length: Int) -> Int32 {
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
        // A reply owed now is computed in this socket's WRITEABLE callback, which lws makes
        // in its next poll: per socket, not batched behind every other socket's frame
        // (ConnectionSession.deferOwedReply says why). The echo role owes no ticks.
        if connection.session.deferOwedReply(now: MonotonicClock.now()) { counters.repliesAtWrite += 1 }
        return afterEvent(connection)
    }

    /// Writes queued messages in order until the socket would block, then asks to be called
    /// again if more is waiting.
    func writable(_ connection: LiveConnection) -> Int32 {
        let wsi = connection.wsi
        // A tick deferred while the previous frame waited runs now, so the frame written is
        // fresh (it replaces the waiting one) and no skipped tick was ever computed.
        if connection.session.runDeferredTick(now: MonotonicClock.now()) { counters.deferredTicks += 1 }
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
    func afterEvent(_ connection: LiveConnection) -> Int32 {
        let session = connection.session
        if session.wantsWritable { lws_callback_on_writable(connection.wsi) }
        if session.shouldPauseReading, !connection.isReadingPaused {
            connection.isReadingPaused = true
            _ = lws_rx_flow_control(connection.wsi, 0)
        }
        scheduleTick(connection)
        return 0
    }

    func closeNow(_ connection: LiveConnection, _ close: CloseRequest) -> Int32 {
        if connection.closedByServer == nil, close.code != .goingAway {
            ServerLog.line("closing #\(connection.id) with \(close)")
        }
        connection.closedByServer = close
        tp_lws_close_reason(connection.wsi, Int32(close.code.rawValue), close.reason)
        return -1
    }
}
