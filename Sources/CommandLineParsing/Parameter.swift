/// One thing a command reads from its command line, stated once: its names, its help, and the
/// property it fills (a key path into the command). The parser, the usage line and the help
/// text are all made from this list, so a name is never spelled twice.
///
///     static let parameters: [Parameter<Serve>] = [
///         .option("port", \.port, help: "TCP port, 0...65535; 0 picks a free one."),
///         .flag("open", \.openBrowser, help: "Open the page in a browser."),
///     ]
public struct Parameter<Root>: Sendable {
    let kind: ParameterKind
    /// The long name without its dashes (`port`), or a positional argument's value name.
    let name: String
    let short: Character?
    let help: String
    /// What stands for the value in usage and help: `<port>`, `<key=value>`.
    let valueName: String
    /// Whether the command line must give it (a positional or option without a default).
    let isRequired: Bool
    /// Whether it may be given many times (an array property).
    let isRepeating: Bool
    /// The values a closed set accepts (an enum's cases); empty for open ones.
    let allowedValues: [String]
    /// The default as help shows it, read from a fresh `Root()`; nil when there is none to show.
    let defaultValue: @Sendable (Root) -> String?
    /// Stores one value (a flag's is ""), or returns false when the text is not a value.
    let store: @Sendable (inout Root, String) -> Bool

    /// `--port`, or `<entry>` for a positional argument.
    var displayName: String { kind == .positional ? "<\(valueName)>" : "--\(name)" }

    /// `--port <port>`, `-o <output>`, `<entry>`: how errors name it.
    var usageForm: String {
        switch kind {
        case .positional: return "<\(valueName)>"
        case .option: return "--\(name) <\(valueName)>"
        case .flag: return "--\(name)"
        }
    }

    /// The same parameter stored inside a larger value: a group's options in a command.
    func lifted<Outer>(_ path: any WritableKeyPath<Outer, Root> & Sendable) -> Parameter<Outer> {
        let store = self.store
        let defaultValue = self.defaultValue
        return Parameter<Outer>(
            kind: kind, name: name, short: short, help: help, valueName: valueName, isRequired: isRequired,
            isRepeating: isRepeating, allowedValues: allowedValues,
            defaultValue: { defaultValue($0[keyPath: path]) },
            store: { outer, text in store(&outer[keyPath: path], text) })
    }
}

enum ParameterKind: Sendable {
    /// A word in order: `<entry>`.
    case positional
    /// A name and a value: `--port 8080`.
    case option
    /// A name alone: `--json`.
    case flag
}

extension Parameter {
    /// A required positional argument: `transitions render <entry>`.
    public static func argument<Value: ArgumentValue>(
        _ valueName: String, _ path: any WritableKeyPath<Root, Value> & Sendable, help: String
    ) -> Parameter {
        Parameter(
            kind: .positional, name: valueName, short: nil, help: help, valueName: valueName, isRequired: true,
            isRepeating: false, allowedValues: Value.allValueStrings, defaultValue: { _ in nil },
            store: { root, text in assign(text, to: &root[keyPath: path]) })
    }

    /// Any number of positional arguments, none included: `transitions check [<entries> ...]`.
    public static func argument<Value: ArgumentValue>(
        _ valueName: String, _ path: any WritableKeyPath<Root, [Value]> & Sendable, help: String
    ) -> Parameter {
        Parameter(
            kind: .positional, name: valueName, short: nil, help: help, valueName: valueName, isRequired: false,
            isRepeating: true, allowedValues: Value.allValueStrings, defaultValue: { _ in nil },
            store: { root, text in append(text, to: &root[keyPath: path]) })
    }

    /// An option whose property's initial value is its default, shown in help.
    public static func option<Value: ArgumentValue>(
        _ name: String, short: Character? = nil, _ path: any WritableKeyPath<Root, Value> & Sendable, valueName: String? = nil,
        help: String
    ) -> Parameter {
        Parameter(
            kind: .option, name: name, short: short, help: help, valueName: valueName ?? name, isRequired: false,
            isRepeating: false, allowedValues: Value.allValueStrings,
            defaultValue: { $0[keyPath: path].defaultValueDescription },
            store: { root, text in assign(text, to: &root[keyPath: path]) })
    }

    /// An option the command line must give: the property's initial value is a placeholder.
    public static func requiredOption<Value: ArgumentValue>(
        _ name: String, short: Character? = nil, _ path: any WritableKeyPath<Root, Value> & Sendable, valueName: String? = nil,
        help: String
    ) -> Parameter {
        Parameter(
            kind: .option, name: name, short: short, help: help, valueName: valueName ?? name, isRequired: true,
            isRepeating: false, allowedValues: Value.allValueStrings, defaultValue: { _ in nil },
            store: { root, text in assign(text, to: &root[keyPath: path]) })
    }

    /// An option that may be left out: nil unless given.
    public static func option<Value: ArgumentValue>(
        _ name: String, short: Character? = nil, _ path: any WritableKeyPath<Root, Value?> & Sendable, valueName: String? = nil,
        help: String
    ) -> Parameter {
        Parameter(
            kind: .option, name: name, short: short, help: help, valueName: valueName ?? name, isRequired: false,
            isRepeating: false, allowedValues: Value.allValueStrings, defaultValue: { _ in nil },
            store: { root, text in
                guard let value = Value(argument: text) else { return false }
                root[keyPath: path] = value
                return true
            })
    }

    /// An option given once per value: `--param a=1 --param b=2`.
    public static func option<Value: ArgumentValue>(
        _ name: String, short: Character? = nil, _ path: any WritableKeyPath<Root, [Value]> & Sendable, valueName: String? = nil,
        help: String
    ) -> Parameter {
        Parameter(
            kind: .option, name: name, short: short, help: help, valueName: valueName ?? name, isRequired: false,
            isRepeating: true, allowedValues: Value.allValueStrings, defaultValue: { _ in nil },
            store: { root, text in append(text, to: &root[keyPath: path]) })
    }

    /// A switch that is off unless given: `--json`.
    public static func flag(_ name: String, _ path: any WritableKeyPath<Root, Bool> & Sendable, help: String) -> Parameter {
        Parameter(
            kind: .flag, name: name, short: nil, help: help, valueName: name, isRequired: false, isRepeating: false,
            allowedValues: [], defaultValue: { _ in nil },
            store: { root, _ in
                root[keyPath: path] = true
                return true
            })
    }

    /// Every parameter of a group the command holds (`RunOptions`, shared by several commands).
    public static func group<Group: ArgumentGroup>(_ path: any WritableKeyPath<Root, Group> & Sendable) -> [Parameter] {
        Group.parameters.map { $0.lifted(path) }
    }

    private static func assign<Value: ArgumentValue>(_ text: String, to slot: inout Value) -> Bool {
        guard let value = Value(argument: text) else { return false }
        slot = value
        return true
    }

    private static func append<Value: ArgumentValue>(_ text: String, to list: inout [Value]) -> Bool {
        guard let value = Value(argument: text) else { return false }
        list.append(value)
        return true
    }
}
