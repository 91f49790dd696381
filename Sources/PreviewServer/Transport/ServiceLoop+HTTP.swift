import CLibWebSockets
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

// Static files: the server's own HTTP/1.1 on raw sockets, and the hand-over of WebSocket
// handshakes to lws.

extension ServiceLoop {
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

    func httpAdopted(_ wsi: OpaquePointer, user: UnsafeMutableRawPointer?) -> Int32 {
        guard let user else { return -1 }
        let connection = HTTPLiveConnection(id: nextHTTPConnectionID, wsi: wsi, http: HTTPConnection(site: site))
        nextHTTPConnectionID += 1
        user.storeBytes(of: connection.id, as: Int.self)
        httpConnections[connection.id] = connection
        lws_set_timeout(wsi, PENDING_TIMEOUT_HTTP_KEEPALIVE_IDLE, Self.httpRequestSeconds)
        return 0
    }

    /// The connection whose id is in a `tp-http` session slot (0 once closed).
    func httpConnection(_ user: UnsafeMutableRawPointer?) -> HTTPLiveConnection? {
        guard let user else { return nil }
        return httpConnections[user.load(as: Int.self)]
    }

    func httpReceived(_ connection: HTTPLiveConnection, input: UnsafeMutableRawPointer?, length: Int) -> Int32 {
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
    func httpNext(_ connection: HTTPLiveConnection) {
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
    func httpWritable(_ connection: HTTPLiveConnection) -> Int32 {
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
    func handOver(_ connection: HTTPLiveConnection, _ bytes: [UInt8]) -> Int32 {
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
    func startLingeringClose(_ connection: HTTPLiveConnection) {
        connection.pending = .lingering
        _ = shutdown(lws_get_socket_fd(connection.wsi), Int32(SHUT_WR))
        if connection.isReadingPaused {
            connection.isReadingPaused = false
            _ = lws_rx_flow_control(connection.wsi, 1)
        }
        lws_set_timeout(connection.wsi, PENDING_TIMEOUT_CLOSE_SEND, Self.httpLingerSeconds)
    }

    /// Stops reading while too many unanswered requests wait, so TCP throttles the client.
    func updateHTTPReading(_ connection: HTTPLiveConnection) {
        let shouldPause = connection.http.shouldPauseReading && connection.pending != .lingering
        guard shouldPause != connection.isReadingPaused else { return }
        connection.isReadingPaused = shouldPause
        _ = lws_rx_flow_control(connection.wsi, shouldPause ? 0 : 1)
    }

    func httpClosed(user: UnsafeMutableRawPointer?) {
        guard let user else { return }
        httpConnections[user.load(as: Int.self)] = nil
        user.storeBytes(of: 0, as: Int.self)
    }
}
