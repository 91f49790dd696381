/// A response status the static-file side sends.
struct HTTPStatus: Equatable, Sendable {
    let code: Int
    let reason: String

    static let ok = HTTPStatus(code: 200, reason: "OK")
    static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
    static let forbidden = HTTPStatus(code: 403, reason: "Forbidden")
    static let notFound = HTTPStatus(code: 404, reason: "Not Found")
    static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
    static let uriTooLong = HTTPStatus(code: 414, reason: "URI Too Long")
    static let upgradeRequired = HTTPStatus(code: 426, reason: "Upgrade Required")
    static let headerFieldsTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
    static let serviceUnavailable = HTTPStatus(code: 503, reason: "Service Unavailable")
    static let versionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")
}

/// Response heads for the static files and the error answers.
enum HTTPResponse {
    /// The headers libwebsockets' `HTTP_HEADERS_SECURITY_BEST_PRACTICES_ENFORCE` put on every
    /// response before the server served files itself, kept byte for byte: the page depends on
    /// this content security policy (scripts and styles only from files, WebSockets allowed).
    static let securityFields: [HTTPField] = [
        HTTPField(
            name: "content-security-policy",
            value: "default-src 'none'; img-src 'self' data: ; script-src 'self'; font-src 'self'; "
                + "style-src 'self'; connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'none';"
                + "form-action 'self';"),
        HTTPField(name: "x-content-type-options", value: "nosniff"),
        HTTPField(name: "x-xss-protection", value: "1; mode=block"),
        HTTPField(name: "x-frame-options", value: "deny"),
        HTTPField(name: "referrer-policy", value: "no-referrer"),
        HTTPField(name: "server", value: "transitions"),
    ]

    /// The bytes of a response head. `contentLength` is the body's length even when the body is
    /// not sent (HEAD); `closes` adds `connection: close`, telling the client this connection
    /// carries no further response.
    static func head(
        _ status: HTTPStatus, contentType: String, contentLength: Int, extra: [HTTPField] = [], closes: Bool
    ) -> [UInt8] {
        var fields = securityFields
        fields.append(HTTPField(name: "content-type", value: contentType))
        fields.append(HTTPField(name: "content-length", value: String(contentLength)))
        fields.append(HTTPField(name: "cache-control", value: "no-cache"))
        fields += extra
        if closes { fields.append(HTTPField(name: "connection", value: "close")) }
        var text = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        for field in fields { text += "\(field.name): \(field.value)\r\n" }
        text += "\r\n"
        return Array(text.utf8)
    }

    /// The plain-text body of an error response, e.g. `404 Not Found\n`.
    static func errorBody(_ status: HTTPStatus) -> [UInt8] {
        Array("\(status.code) \(status.reason)\n".utf8)
    }

    static let errorContentType = "text/plain; charset=utf-8"
}
