#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the command line asked for, once the words that name subcommands are read.
enum Invocation {
    /// Help for the command at this path (`--help`, `-h`, or `help SUBCOMMAND…`).
    case help(any Command.Type, path: [String])
    /// The command at this path, with the words left for it.
    case run(any Command.Type, path: [String], words: ArraySlice<String>)

    /// Follows subcommand names from the root. `help` as a subcommand of a command with
    /// subcommands asks for the help of the path after it.
    static func resolve(_ root: any Command.Type, _ words: [String]) -> Invocation {
        var command = root
        var path = [root.configuration.name]
        var rest = words[...]
        while let word = rest.first {
            let subcommands = command.configuration.subcommands
            if word == "help", !subcommands.isEmpty {
                var target = command
                for name in rest.dropFirst() {
                    guard let next = target.configuration.subcommands.first(where: { $0.configuration.name == name }) else { break }
                    target = next
                    path.append(name)
                }
                return .help(target, path: path)
            }
            guard let next = subcommands.first(where: { $0.configuration.name == word }) else { break }
            command = next
            path.append(word)
            rest = rest.dropFirst()
        }
        let options = rest.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") { return .help(command, path: path) }
        return .run(command, path: path, words: rest)
    }
}

extension Command {
    /// Parses the process's arguments, runs the command they name and exits: 0 when it
    /// returns, 64 with a message for input it refuses, the status of an `ExitCode` it throws,
    /// 1 with the error for anything else.
    public static func main() {
        exit(main(Array(CommandLine.arguments.dropFirst())))
    }

    /// The same, returning the exit status instead of exiting.
    public static func main(_ arguments: [String]) -> Int32 {
        switch Invocation.resolve(Self.self, arguments) {
        case .help(let command, let path):
            print(HelpText(command, path: path).render())
            return 0
        case .run(let command, let path, let words):
            return execute(command, path: path, words: words)
        }
    }

    private static func execute<C: Command>(_ type: C.Type, path: [String], words: ArraySlice<String>) -> Int32 {
        let usage = HelpText(type, path: path)
        let command: C
        do {
            command = try ArgumentParsing.parse(type, words)
            try command.validate()
        } catch {
            standardError("Error: \(message(error))\n" + usage.errorFooter(for: error as? CommandLineError))
            return status(error)
        }
        if !C.configuration.subcommands.isEmpty {
            print(usage.render())
            return 0
        }
        do {
            try command.run()
            return 0
        } catch {
            if !(error is ExitCode) { standardError("Error: \(message(error))\n") }
            return status(error)
        }
    }

    private static func message(_ error: any Error) -> String {
        switch error {
        case let error as ValidationError: return error.message
        case let error as CommandLineError: return error.description
        default: return "\(error)"
        }
    }

    private static func status(_ error: any Error) -> Int32 {
        switch error {
        case let code as ExitCode: return code.rawValue
        case is ValidationError, is CommandLineError: return ExitCode.validationFailure.rawValue
        default: return ExitCode.failure.rawValue
        }
    }
}

/// Writes to standard error unbuffered, after what standard output holds so far, so the two
/// read in order on one terminal.
func standardError(_ text: String) {
    fflush(nil)
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
    }
}
