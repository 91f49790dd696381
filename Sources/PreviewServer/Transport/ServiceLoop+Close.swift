import CLibWebSockets
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

// Closing: peers that close, connections lws fails on its own, the watchdog, and forgetting a
// connection once lws is done with it.

extension ServiceLoop {
    // MARK: Close

    /// The client sent a Close frame. lws echoes its payload, even a malformed one; a payload
    /// of one byte (no room for a status code, RFC 6455 §5.5.1) fails the connection instead:
    /// returning non-zero makes lws drop TCP without echoing it.
    func peerClosing(_ connection: LiveConnection?, input: UnsafeMutableRawPointer?, length: Int) -> Int32 {
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
    /// The payload is set before lws writes its Close frame (it waits for the socket to be
    /// writable), and lws fails connections that way for other reasons too (invalid UTF-8:
    /// 1007), so a connection is dropped only on the sweep after the one that first saw it:
    /// dropping at once lost the Close frame when the sweep ran between the two, which a busy
    /// machine made likely.
    func sweepConnectionsFailedByLws() {
        for connection in connections.values
        where connection.closedByServer == nil && !connection.peerClosed && !connection.isBeingDropped {
            guard lws_get_close_length(connection.wsi) >= 2, let payload = lws_get_close_payload(connection.wsi) else {
                continue
            }
            guard connection.lwsCloseNoticed else {
                connection.lwsCloseNoticed = true
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
    static let watchdogTick = 0

    func armWatchdog() {
        guard !connections.isEmpty, ticks.deadline(of: Self.watchdogTick) == nil else { return }
        ticks.schedule(Self.watchdogTick, at: MonotonicClock.now() + 0.1)
        armTickTimer()
    }

    func watchdogDue() {
        sweepConnectionsFailedByLws()
        armWatchdog()
    }

    func closed(user: UnsafeMutableRawPointer?) {
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

    func forget(_ connection: LiveConnection) {
        ticks.remove(connection.id)
        connection.session.close()
    }
}
