import TransitionKit
import WireVocabulary

/// A typed, bounded knob of a catalog entry (duration, damping ratio, perspective …). The
/// page builds its controls from these, and every value is checked against them.
public struct ParameterSpec: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case number(default: Double, range: ClosedRange<Double>, step: Double, unit: String)
        case toggle(default: Bool)
        case choice(default: String, options: [String])
    }

    public var key: String
    public var title: String
    public var kind: Kind
    public var help: String

    public init(key: String, title: String, kind: Kind, help: String = "") {
        self.key = key
        self.title = title
        self.kind = kind
        self.help = help
    }

    public static func number(
        _ key: String, _ title: String, default value: Double, range: ClosedRange<Double>,
        step: Double = 0.01, unit: String = "", help: String = ""
    ) -> ParameterSpec {
        precondition(range.contains(value), "the default of \(key) must lie in its range")
        return ParameterSpec(key: key, title: title, kind: .number(default: value, range: range, step: step, unit: unit), help: help)
    }

    public static func toggle(_ key: String, _ title: String, default value: Bool, help: String = "") -> ParameterSpec {
        ParameterSpec(key: key, title: title, kind: .toggle(default: value), help: help)
    }

    public static func choice(
        _ key: String, _ title: String, default value: String, options: [String],
        help: String = ""
    ) -> ParameterSpec {
        precondition(options.contains(value), "the default of \(key) must be one of its options")
        return ParameterSpec(key: key, title: title, kind: .choice(default: value, options: options), help: help)
    }

    public var defaultValue: ParameterValue {
        switch kind {
        case .number(let value, _, _, _): return .number(value)
        case .toggle(let value): return .toggle(value)
        case .choice(let value, _): return .choice(value)
        }
    }

    /// Checks a value against the spec; the message names the parameter and what it accepts.
    public func validate(_ value: ParameterValue) throws(ParameterError) -> ParameterValue {
        switch (kind, value) {
        case (.number(_, let range, _, let unit), .number(let number)):
            guard number.isFinite else { throw ParameterError(code: .notFinite, message: "parameter '\(key)' must be a finite number") }
            guard range.contains(number) else {
                throw ParameterError(
                    code: .outOfRange,
                    message:
                        "parameter '\(key)' must be between \(range.lowerBound) and \(range.upperBound)\(unit.isEmpty ? "" : " \(unit)"), not \(number)"
                )
            }
            return value
        case (.toggle, .toggle):
            return value
        case (.choice(_, let options), .choice(let choice)):
            guard options.contains(choice) else {
                throw ParameterError(
                    code: .unknownChoice, message: "parameter '\(key)' must be one of \(options.joined(separator: ", ")), not '\(choice)'")
            }
            return value
        default:
            throw ParameterError(code: .wrongType, message: "parameter '\(key)' expects \(kindName), not \(value.kindName)")
        }
    }

    var kindName: String {
        switch kind {
        case .number: return "a number"
        case .toggle: return "true or false"
        case .choice: return "a choice"
        }
    }
}

public enum ParameterValue: Sendable, Hashable, CustomStringConvertible {
    case number(Double)
    case toggle(Bool)
    case choice(String)

    var kindName: String {
        switch self {
        case .number: return "a number"
        case .toggle: return "true or false"
        case .choice: return "a choice"
        }
    }

    public var description: String {
        switch self {
        case .number(let v): return "\(v)"
        case .toggle(let v): return "\(v)"
        case .choice(let v): return v
        }
    }
}

public struct ParameterError: Error, Equatable, Sendable, CustomStringConvertible {
    public let code: ErrorCode
    public let message: String
    public var description: String { message }
}
