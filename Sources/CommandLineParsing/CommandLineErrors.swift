/// Input a command refuses, found by its `validate()` or while it runs: printed as
/// `Error: MESSAGE`, exit status 64 (EX_USAGE). From `validate()` the command's usage follows.
public struct ValidationError: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// An exit status a command chose, printed as nothing (the command said what it had to).
public struct ExitCode: Error, Equatable {
    public let rawValue: Int32
    public init(_ rawValue: Int32) { self.rawValue = rawValue }

    public static let success = ExitCode(0)
    public static let failure = ExitCode(1)
    /// EX_USAGE of sysexits.h: the command line was wrong.
    public static let validationFailure = ExitCode(64)
}

/// A command line that does not match the command's declaration, found before the command
/// sees it: `message` is the line printed after `Error: `, and `parameter` the declaration it
/// is about, whose help is printed under it (`Help:  --port <port>  TCP port, …`).
public struct CommandLineError: Error, Equatable, CustomStringConvertible, Sendable {
    public let message: String
    /// The usage form and help of the parameter the error is about, if it is about one.
    public let parameter: Help?

    public struct Help: Equatable, Sendable {
        public let usage: String
        public let text: String
    }

    public var description: String { message }

    static func unknownOption(_ word: String) -> CommandLineError {
        CommandLineError(message: "Unknown option '\(word)'", parameter: nil)
    }

    static func unexpectedArgument(_ word: String) -> CommandLineError {
        CommandLineError(message: "Unexpected argument '\(word)'", parameter: nil)
    }

    static func flagWithValue<Root>(_ flag: Parameter<Root>, value: String) -> CommandLineError {
        CommandLineError(message: "The option '\(flag.displayName)' does not take any value, but '\(value)' was specified.", parameter: nil)
    }

    static func missingValue<Root>(_ option: Parameter<Root>) -> CommandLineError {
        CommandLineError(message: "Missing value for '\(option.usageForm)'", parameter: Help(option))
    }

    static func missingArgument<Root>(_ parameter: Parameter<Root>) -> CommandLineError {
        CommandLineError(message: "Missing expected argument '\(parameter.usageForm)'", parameter: Help(parameter))
    }

    /// For a closed set, the message lists what the option accepts: `'a', 'b' or 'c'`.
    static func invalidValue<Root>(_ value: String, for parameter: Parameter<Root>) -> CommandLineError {
        var message = "The value '\(value)' is invalid for '\(parameter.usageForm)'"
        let quoted = parameter.allowedValues.map { "'\($0)'" }
        if let last = quoted.last {
            message +=
                ". Please provide one of " + (quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last) + "."
        }
        return CommandLineError(message: message, parameter: Help(parameter))
    }
}

extension CommandLineError.Help {
    init<Root>(_ parameter: Parameter<Root>) {
        self.init(usage: parameter.usageForm, text: parameter.help)
    }
}
