/// Why a client message was refused. The code is stable (clients switch on it); the message
/// is for people.
struct ProtocolError: Error, Equatable {
    let code: String
    let message: String

    init(_ code: String, _ message: String) {
        self.code = code
        self.message = message
    }

    static func missing(_ field: String, in type: String) -> ProtocolError {
        ProtocolError("missing-field", "\(type) needs \"\(field)\"")
    }

    static func outOfRange(_ field: String, _ value: Double, _ range: String) -> ProtocolError {
        ProtocolError("out-of-range", "\"\(field)\" must be \(range), not \(value)")
    }
}
