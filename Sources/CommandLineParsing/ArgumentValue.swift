/// A type a command-line value is read as: the text after `--port`, or a positional word.
/// `init?(argument:)` returns nil for text that is not a value of the type, and the parser
/// turns that into "The value '…' is invalid for '--port <port>'".
public protocol ArgumentValue {
    init?(argument: String)
    /// Every value, for a closed set (a `CaseIterable` enum): listed in help and in errors.
    static var allValueStrings: [String] { get }
    /// How a default value reads in help: `(default: 8080)`.
    var defaultValueDescription: String { get }
}

extension ArgumentValue {
    public static var allValueStrings: [String] { [] }
    public var defaultValueDescription: String { "\(self)" }
}

extension String: ArgumentValue {
    public init?(argument: String) { self = argument }
}

extension Int: ArgumentValue {
    public init?(argument: String) { self.init(argument) }
}

/// Swift's own reading: `nan` and `inf` are numbers here, and each command says which of its
/// numbers must be finite (its `validate()`), with a message that names the range.
extension Double: ArgumentValue {
    public init?(argument: String) { self.init(argument) }
}

/// An enum of words: `enum Format: String, CaseIterable, ArgumentValue { case json, svg }`.
extension ArgumentValue where Self: RawRepresentable, RawValue == String {
    public init?(argument: String) { self.init(rawValue: argument) }
    public var defaultValueDescription: String { rawValue }
}

extension ArgumentValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
