/// A command's help, usage line and error footer, made from its configuration and parameter
/// list: 80 columns, labels in a 24-column gutter, each parameter's help followed by its
/// default and, for a closed set, its values.
struct HelpText {
    static let width = 80
    /// Where a parameter's help starts: two spaces, a 23-column label, a space.
    static let gutter = 26

    let configuration: CommandConfiguration
    let path: [String]
    let rows: [Row]
    let usage: String

    /// One parameter as help lists it.
    struct Row {
        let isPositional: Bool
        let label: String
        let help: String
    }

    init<C: Command>(_ type: C.Type, path: [String]) {
        configuration = C.configuration
        self.path = path
        let parameters = C.parameters
        let defaults = C()
        rows = parameters.map { parameter in
            var help = parameter.help
            if let value = parameter.defaultValue(defaults) { help += " (default: \(value))" }
            if !parameter.allowedValues.isEmpty { help += " (values: \(parameter.allowedValues.joined(separator: ", ")))" }
            var label = parameter.kind == .positional ? parameter.usageForm : "--\(parameter.name)"
            if let short = parameter.short { label = "-\(short), \(label)" }
            if parameter.kind == .option { label += " <\(parameter.valueName)>" }
            return Row(isPositional: parameter.kind == .positional, label: label, help: help)
        }
        var words = path
        if configuration.subcommands.isEmpty {
            words += parameters.map(Self.usageWord)
        } else {
            words.append("<subcommand>")
        }
        usage = words.joined(separator: " ")
    }

    /// `<entry>`, `[--port <port>]`, `--format <format>`, `[--param <key=value> ...]`, `[--json]`.
    static func usageWord<Root>(_ parameter: Parameter<Root>) -> String {
        let word = parameter.usageForm + (parameter.isRepeating ? " ..." : "")
        return parameter.isRequired ? word : "[\(word)]"
    }

    /// What `--help` prints.
    func render() -> String {
        var lines = Self.wrap("OVERVIEW: " + configuration.abstract, width: Self.width)
        if !configuration.discussion.isEmpty {
            lines += [""] + Self.wrap(configuration.discussion, width: Self.width)
        }
        lines += ["", "USAGE: " + usage, ""]
        let arguments = rows.filter(\.isPositional)
        if !arguments.isEmpty {
            lines += ["ARGUMENTS:"] + arguments.flatMap(Self.column) + [""]
        }
        let helpRow = Row(isPositional: false, label: "-h, --help", help: "Show help information.")
        lines += ["OPTIONS:"] + (rows.filter { !$0.isPositional } + [helpRow]).flatMap(Self.column) + [""]
        let shown = configuration.subcommands.filter { $0.configuration.shouldDisplay }
        if shown.isEmpty { return lines.joined(separator: "\n") }
        lines.append("SUBCOMMANDS:")
        lines += shown.flatMap { Self.column(Row(isPositional: false, label: $0.configuration.name, help: $0.configuration.abstract)) }
        lines += ["", "  See '\(path[0]) help \((path.dropFirst() + ["<subcommand>"]).joined(separator: " "))' for detailed help."]
        return lines.joined(separator: "\n")
    }

    /// What follows `Error: …` for a command line the command refuses.
    func errorFooter(for error: CommandLineError? = nil) -> String {
        var text = ""
        if let parameter = error?.parameter { text += "Help:  \(parameter.usage)  \(parameter.text)\n" }
        return text + "Usage: \(usage)\n  See '\(path.joined(separator: " ")) --help' for more information.\n"
    }

    /// A label and its help: side by side when the label fits the gutter, else the help on
    /// the lines below.
    static func column(_ row: Row) -> [String] {
        let help = wrap(row.help, width: width - gutter).map { String(repeating: " ", count: gutter) + $0 }
        let label = "  " + row.label
        guard label.count < gutter, let first = help.first else { return [label] + help }
        return [label + String(repeating: " ", count: gutter - label.count) + first.dropFirst(gutter)] + help.dropFirst()
    }

    /// Words wrapped into lines of at most `width` characters, leaving room for a space after
    /// every word but the text's last.
    static func wrap(_ text: String, width: Int) -> [String] {
        let words = text.split(separator: " ")
        var lines: [String] = []
        var line = ""
        for (index, word) in words.enumerated() {
            let room = index == words.count - 1 ? 0 : 1
            if !line.isEmpty, line.count + 1 + word.count + room > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}
