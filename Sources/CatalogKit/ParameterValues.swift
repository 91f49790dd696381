import TransitionKit
import WireVocabulary

/// The parameter values of one run: the entry's defaults with the user's changes on top.
public struct ParameterValues: Sendable, Hashable {
    private var values: [String: ParameterValue] = [:]

    public init() {}

    /// Resolves user input against the specs: unknown keys and bad values are errors, and
    /// every parameter the user did not set gets its default.
    public init(specs: [ParameterSpec], overrides: [String: ParameterValue] = [:]) throws(ParameterError) {
        for key in overrides.keys.sorted() where !specs.contains(where: { $0.key == key }) {
            let known = specs.map(\.key).joined(separator: ", ")
            throw ParameterError(
                code: .unknownParameter,
                message: "unknown parameter '\(key)'" + (known.isEmpty ? " (this entry has none)" : "; known: \(known)"))
        }
        for spec in specs {
            values[spec.key] = try overrides[spec.key].map { v throws(ParameterError) in try spec.validate(v) } ?? spec.defaultValue
        }
    }

    public subscript(key: String) -> ParameterValue? { values[key] }

    /// A number parameter by its key, or `fallback` when the entry did not declare it — which
    /// the contract checker reports (`undeclared-parameter`). Prefer a `NumberParameter`,
    /// declared once, whose key cannot be misspelt.
    public func number(_ key: String, default fallback: Double) -> Double {
        if case .number(let v) = values[key] { return v }
        Self.reportUndeclared(key)
        return fallback
    }

    public func toggle(_ key: String, default fallback: Bool) -> Bool {
        if case .toggle(let v) = values[key] { return v }
        Self.reportUndeclared(key)
        return fallback
    }

    public func choice(_ key: String, default fallback: String) -> String {
        if case .choice(let v) = values[key] { return v }
        Self.reportUndeclared(key)
        return fallback
    }

    /// Sorted by key, for stable output.
    public var sorted: [(key: String, value: ParameterValue)] {
        values.keys.sorted().map { ($0, values[$0]!) }
    }
}
