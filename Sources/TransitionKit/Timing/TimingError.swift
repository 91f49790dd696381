/// Why a timing parameter was refused.
///
/// The plain initialisers trap on these (a programming error inside the engine), but numbers
/// that come from a person — the CLI, the preview server — go through the throwing factories
/// so that a typo becomes a message rather than a crash.
public enum TimingError: Error, CustomStringConvertible, Sendable {
    /// NaN or ±∞ where a real number is needed.
    case notFinite(parameter: String, value: Double)
    /// A negative number where only zero or more makes sense (a duration, a damping ratio).
    case negative(parameter: String, value: Double)
    /// A finite number outside the range the curve is defined on.
    case outOfRange(parameter: String, value: Double, expected: String)

    public var description: String {
        switch self {
        case .notFinite(let parameter, let value):
            return "\(parameter) must be a finite number, got \(value)"
        case .negative(let parameter, let value):
            return "\(parameter) must not be negative, got \(value)"
        case .outOfRange(let parameter, let value, let expected):
            return "\(parameter) must be \(expected), got \(value)"
        }
    }

    /// The first problem with a list of named numbers, in order, or nil.
    ///
    /// One checker for both the trapping and the throwing paths, so the two can never
    /// disagree about what is valid.
    static func firstNonFinite(_ parameters: KeyValuePairs<String, Double>) -> TimingError? {
        for (name, value) in parameters where !value.isFinite {
            return .notFinite(parameter: name, value: value)
        }
        return nil
    }
}
