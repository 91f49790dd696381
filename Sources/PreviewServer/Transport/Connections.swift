import CLibWebSockets

// MARK: - Per-connection glue

enum ProtocolID {
    static let http: UInt32 = 1
    static let preview: UInt32 = 2
    static let echo: UInt32 = 3
}

/// A WebSocket connection: its lws handle and its logic.
final class LiveConnection {
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
    /// A watchdog sweep saw lws closing the connection on its own; the next one drops it, so
    /// lws has a sweep's interval to write its own Close frame first.
    var lwsCloseNoticed = false
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
final class HTTPLiveConnection {
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
