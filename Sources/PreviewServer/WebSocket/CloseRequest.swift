/// WebSocket close status codes the transport sends (RFC 6455 §7.4.1).
enum CloseCode: Int32, Sendable, Equatable {
    /// The server is shutting down.
    case goingAway = 1001
    /// A text message that is not UTF-8.
    case invalidPayload = 1007
    /// The client does not read fast enough: its bounded output queue overflowed.
    case policyViolation = 1008
    /// A message over the endpoint's size cap (echo endpoint).
    case messageTooBig = 1009
}

/// Why and how a connection should be closed by the server.
struct CloseRequest: Sendable, Equatable, CustomStringConvertible {
    var code: CloseCode
    var reason: String

    var description: String { "\(code.rawValue) (\(reason))" }

    static let shutdown = CloseRequest(code: .goingAway, reason: "server shutting down")
    static let queueOverflow = CloseRequest(code: .policyViolation, reason: "output queue overflow")
    static let tooBig = CloseRequest(code: .messageTooBig, reason: "message too big")
    static let notUTF8 = CloseRequest(code: .invalidPayload, reason: "invalid UTF-8")
}
