/// What the server does with one parsed request on the static-file side.
///
/// Policy order: the method first (405 whatever the path), then a WebSocket handshake goes to
/// libwebsockets (which applies the origin and host checks, see `filterHandshake`), then the
/// `Host` check against DNS rebinding (403), then the path (400 if it cannot be decoded) and
/// the file (`StaticFileResolver`: 403 outside the web root, 404 missing).
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

    func decide(_ head: HTTPRequestHead) -> Decision {
        let target = LogText.printable(head.target)
        guard Self.allowedMethods.contains(head.method) else {
            return .status(.methodNotAllowed, note: "\(LogText.printable(head.method)) \(target): only GET and HEAD are served")
        }
        if head.isWebSocketUpgrade { return .webSocket }
        let host = head.values("host").first
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
}
