import CatalogKit
import WireVocabulary

/// Why a client message was refused: a code clients switch on (`ErrorCode`) and a message
/// for people.
struct ProtocolError: Error, Equatable {
    let code: ErrorCode
    let message: String

    init(_ code: ErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }

    /// A run the catalog layer could not make, answered with its code.
    init(_ failure: CatalogRun.Failure) {
        self.init(failure.code, failure.message)
    }

    static func missing(_ field: String, in type: String) -> ProtocolError {
        ProtocolError(.missingField, "\(type) needs \"\(field)\"")
    }

    static func outOfRange(_ field: String, _ value: Double, _ range: String) -> ProtocolError {
        ProtocolError(.outOfRange, "\"\(field)\" must be \(range), not \(value)")
    }
}
