/// What the server does with one parsed request on the static-file side.
///
/// Policy order: the method first (405 whatever the path), then a WebSocket handshake goes to
/// libwebsockets (which applies the origin and host checks, see `filterHandshake`) if it is
/// well-formed, then the `Host` check against DNS rebinding (403), then the path (400 if it
/// cannot be decoded) and the file (`StaticFileResolver`: 403 outside the web root, 404
/// missing).
struct StaticSite: Sendable {
    enum Decision: Equatable {
        case file(path: String, contentType: String)
        /// An error answer; `note` says why, for the log line.
        case status(HTTPStatus, note: String)
        case webSocket
    }

    let files: StaticFileResolver
    let hosts: HostPolicy

    static let allowedMethods = ["GET", "HEAD"]
    /// Sent with every 405 (RFC 9110 §15.5.6 requires it).
    static let allowField = HTTPField(name: "allow", value: "GET, HEAD")
    /// The most header lines a WebSocket handshake may have: a browser's has about 15.
    static let maxHandshakeFields = 32
    /// Sent with a 426: the WebSocket version the server speaks (RFC 6455 §4.2.2).
    static let webSocketVersionField = HTTPField(name: "sec-websocket-version", value: "13")

    /// Sent with a 503 (the server is out of file descriptors): when to try again, in seconds
    /// (RFC 9110 §10.2.3). Descriptors free as connections close; idle ones close within 10 s.
    static let retryAfterField = HTTPField(name: "retry-after", value: "1")

    /// The fields an error answer with `status` must carry.
    static func fields(for status: HTTPStatus) -> [HTTPField] {
        switch status {
        case .methodNotAllowed: [allowField]
        case .upgradeRequired: [webSocketVersionField]
        case .serviceUnavailable: [retryAfterField]
        default: []
        }
    }

    func decide(_ head: HTTPRequestHead) -> Decision {
        let target = LogText.printable(head.target)
        guard Self.allowedMethods.contains(head.method) else {
            return .status(.methodNotAllowed, note: "\(LogText.printable(head.method)) \(target): only GET and HEAD are served")
        }
        // RFC 9112 §3.2.2: an absolute-form target's authority is the host; `Host` is ignored.
        let host = RequestTarget.authority(of: head.target) ?? head.values("host").first
        if head.isWebSocketUpgrade {
            if let (status, problem) = Self.handshakeProblem(head) {
                return .status(status, note: "\(target): WebSocket handshake \(problem)")
            }
            // lws would close on a `%00` here without an answer, as it did for files.
            if case .failure(let failure) = RequestTarget.path(of: head.target) {
                return .status(.badRequest, note: "\(target): \(failure)")
            }
            return .webSocket
        }
        guard hosts.accepts(host: host) else {
            return .status(.forbidden, note: "\(target) host=\(LogText.printable(host ?? "")): host not served")
        }
        let path: String
        switch RequestTarget.path(of: head.target) {
        case .success(let decoded): path = decoded
        case .failure(let failure): return .status(.badRequest, note: "\(target): \(failure)")
        }
        switch files.resolve(path) {
        case .file(let file, let contentType):
            return .file(path: file, contentType: contentType)
        case .forbidden:
            return .status(.forbidden, note: "\(LogText.printable(path)): outside the web directory")
        case .notFound:
            return .status(.notFound, note: LogText.printable(path))
        }
    }

    /// What is wrong with a WebSocket handshake (RFC 6455 §4.2.1), if anything.
    ///
    /// Checked here because libwebsockets 4.1.6 drops the connection without an answer when
    /// `Connection: Upgrade` or the key is missing, and accepts any `Sec-WebSocket-Version`
    /// (or none); a client gets a status instead.
    ///
    /// Also refused, because lws would mishandle them: a body (lws reads it as WebSocket
    /// frames), an absolute-form target (RFC 6455 §4.1 asks for a path; lws would check `Host`
    /// where RFC 9112 says the target's authority counts), and more than
    /// `maxHandshakeFields` header lines (431: lws keeps each in a fixed table and drops the
    /// connection without an answer when it overflows — 87 `Cookie` lines or 45
    /// `Sec-WebSocket-Extensions` lines did).
    static func handshakeProblem(_ head: HTTPRequestHead) -> (HTTPStatus, String)? {
        if head.version != .http1_1 { return (.badRequest, "needs HTTP/1.1") }
        if head.fields.count > maxHandshakeFields {
            return (.headerFieldsTooLarge, "with \(head.fields.count) header lines (at most \(maxHandshakeFields))")
        }
        if head.body != .none { return (.badRequest, "with a body") }
        if !head.target.hasPrefix("/") { return (.badRequest, "without an origin-form target (a path)") }
        if !head.tokens("connection").contains("upgrade") { return (.badRequest, "without Connection: Upgrade") }
        let keys = head.values("sec-websocket-key")
        guard keys.count == 1, isBase64Nonce(keys[0]) else { return (.badRequest, "without a valid Sec-WebSocket-Key") }
        guard head.values("sec-websocket-version") == ["13"] else { return (.upgradeRequired, "not version 13") }
        return nil
    }

    /// A base64-encoded 16-byte value: 22 base64 characters and `==`.
    private static func isBase64Nonce(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard bytes.count == 24, bytes[22...] == [UInt8(ascii: "="), UInt8(ascii: "=")] else { return false }
        return bytes[..<22].allSatisfy { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
        }
    }
}
