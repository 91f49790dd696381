import TransitionKit

/// A parameter declared once — key, label, range, unit and default — and read through itself
/// (`parameters[Self.duration]`), so a misspelt key is a compile error and the default is
/// written in one place. An entry lists the specs in `parameters`; reading one it does not
/// list returns the default and is reported by the contract checker (`undeclared-parameter`),
/// since the page would show no control for it.
public struct NumberParameter: Sendable, Hashable {
    public let spec: ParameterSpec
    public let defaultValue: Double

    public init(
        _ key: String, _ title: String, default value: Double, range: ClosedRange<Double>,
        step: Double = 0.01, unit: String = "", help: String = ""
    ) {
        spec = .number(key, title, default: value, range: range, step: step, unit: unit, help: help)
        defaultValue = value
    }
}

/// A switch, declared once (see `NumberParameter`).
public struct ToggleParameter: Sendable, Hashable {
    public let spec: ParameterSpec
    public let defaultValue: Bool

    public init(_ key: String, _ title: String, default value: Bool, help: String = "") {
        spec = .toggle(key, title, default: value, help: help)
        defaultValue = value
    }
}

/// A menu of named options, declared once (see `NumberParameter`).
public struct ChoiceParameter: Sendable, Hashable {
    public let spec: ParameterSpec
    public let defaultValue: String

    public init(_ key: String, _ title: String, default value: String, options: [String], help: String = "") {
        spec = .choice(key, title, default: value, options: options, help: help)
        defaultValue = value
    }
}

extension ParameterValues {
    public subscript(_ parameter: NumberParameter) -> Double {
        if case .number(let value) = self[parameter.spec.key] { return value }
        Self.reportUndeclared(parameter.spec.key)
        return parameter.defaultValue
    }

    public subscript(_ parameter: ToggleParameter) -> Bool {
        if case .toggle(let value) = self[parameter.spec.key] { return value }
        Self.reportUndeclared(parameter.spec.key)
        return parameter.defaultValue
    }

    public subscript(_ parameter: ChoiceParameter) -> String {
        if case .choice(let value) = self[parameter.spec.key] { return value }
        Self.reportUndeclared(parameter.spec.key)
        return parameter.defaultValue
    }

    static func reportUndeclared(_ key: String) {
        TransitionProblem.report(
            "undeclared-parameter",
            "the entry reads the parameter '\(key)' but does not declare it in `parameters`: its default shows, and the page has no control for it",
            isUIKitRefusal: false)
    }
}
