import TransitionKit

/// A request id, echoed exactly as the client sent it: a string, or a whole number in the
/// very text the client wrote (`7`, `7.0`, `7e0` come back as `7`, `7.0`, `7e0`), so a client
/// that matches answers by comparing text (or by a JSON library that keeps `7.0` a float) finds
/// its id unchanged.
enum MessageID: Equatable {
    case string(String)
    /// The literal's text; its value is a whole number within ±(2⁵³ − 1).
    case number(String)

    /// Longest id, as a string's UTF-8 or a number's text: the echo's size stays bounded.
    static let maxBytes = 256
    /// Largest whole number a JavaScript client can hold exactly (`Number.MAX_SAFE_INTEGER`).
    static let maxSafeInteger = 9_007_199_254_740_991.0

    static func parse(_ value: JSONValue?) -> Result<MessageID?, ProtocolError> {
        switch value {
        case nil, .null?:
            return .success(nil)
        case .string(let string)?:
            guard string.utf8.count <= maxBytes else { return .failure(ProtocolError(.badID, "\"id\" is longer than \(maxBytes) bytes")) }
            return .success(.string(string))
        case .number(let number)?:
            guard number.value.isFinite else {
                return .failure(ProtocolError(.notFinite, "\"id\" \(number.text) is beyond a double's range"))
            }
            guard number.isWhole, abs(number.value) <= maxSafeInteger, number.text.utf8.count <= maxBytes else {
                return .failure(ProtocolError(.badID, "a numeric \"id\" must be a whole number within ±(2^53 − 1), not \(number.text)"))
            }
            return .success(.number(number.text))
        default:
            return .failure(ProtocolError(.badID, "\"id\" must be a string or a whole number"))
        }
    }

    func write(into json: inout JSONWriter) {
        switch self {
        case .string(let s): json.value(s)
        case .number(let text): json.raw(Array(text.utf8))
        }
    }
}
