import PreviewProtocol

/// SwiftPM's own plan for a build configuration (`.build/debug.yaml`, the llbuild manifest
/// `swift build` writes and then runs): every command with its inputs, outputs and arguments.
///
/// Why read it: after a one-file edit, `swift build` spends about 0.4 s starting and planning
/// before it compiles anything, and then wraps every rebuilt module's AST for the debugger
/// (docs/performance.md, "Live reload"). When the edit changed no file list and no manifest
/// input, the plan SwiftPM made last time is still the plan, and `serve --watch` runs the
/// stale part of it itself (`PlannedRebuild`).
public struct BuildPlan: Sendable {
    public struct Command: Equatable, Sendable {
        public let name: String
        /// `shell` for the compiler, linker and plugin commands; `phony`,
        /// `write-auxiliary-file`, … for SwiftPM's own bookkeeping.
        public let tool: String
        public let inputs: [String]
        public let outputs: [String]
        /// The program and its arguments (shell commands only).
        public let arguments: [String]
        public let description: String

        /// The debugger's copy of a module's AST (`swiftc -modulewrap`): only lldb reads it.
        var isDebuggerWrap: Bool { arguments.contains("-modulewrap") }

        /// A module's compilation (`swiftc … -module-name X … -c`), not a link or a plugin.
        var isModuleCompile: Bool { arguments.contains("-emit-module") }
    }

    public let commands: [Command]

    public init(commands: [Command]) { self.commands = commands }

    /// Reads the plan at `path`; nil when it is missing, larger than 64 MiB or not in the
    /// shape SwiftPM writes (the caller then runs `swift build`).
    public static func load(_ path: String) -> BuildPlan? {
        guard let text = BuildDiagnostics.readFile(path, limit: 64 << 20) else { return nil }
        return parse(text)
    }

    /// The `commands:` section of an llbuild manifest: each command a quoted name on a line
    /// indented by two spaces, then its `key: value` lines indented by four, lists and strings
    /// written as JSON.
    public static func parse(_ text: String) -> BuildPlan? {
        var commands: [Command] = []
        var inCommands = false
        var current: (name: String, fields: [String: Substring])?
        func finish() {
            guard let (name, fields) = current else { return }
            func list(_ key: String) -> [String] {
                guard let text = fields[key], let values = JSONValue(parsing: String(text))?.array else { return [] }
                return values.compactMap(\.string)
            }
            commands.append(
                Command(
                    name: name, tool: fields["tool"].map(String.init) ?? "",
                    inputs: list("inputs"), outputs: list("outputs"), arguments: list("args"),
                    description: fields["description"].flatMap { JSONValue(parsing: String($0))?.string } ?? ""))
            current = nil
        }
        for line in text.split(separator: "\n") {
            if !line.hasPrefix(" ") {
                finish()
                inCommands = line == "commands:"
                continue
            }
            guard inCommands else { continue }
            if line.hasPrefix("    ") {
                let field = line.dropFirst(4)
                guard let colon = field.firstIndex(of: ":"), current != nil else { continue }
                current?.fields[String(field[..<colon])] = field[field.index(after: colon)...].drop(while: { $0 == " " })
            } else if line.hasPrefix("  \""), line.hasSuffix("\":") {
                finish()
                guard let name = JSONValue(parsing: String(line.dropFirst(2).dropLast()))?.string else { return nil }
                current = (name, [:])
            } else if !line.allSatisfy({ $0 == " " }) {
                return nil
            }
        }
        finish()
        return commands.isEmpty ? nil : BuildPlan(commands: commands)
    }

    /// Why a plan cannot bring a product up to date by itself.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        /// No command produces the product.
        case noProduct(String)
        /// A changed file no command of the product reads: a new file, or one the manifest
        /// leaves out; only SwiftPM can plan for it.
        case unplannedFile(String)

        public var description: String {
            switch self {
            case .noProduct(let path): "the plan builds no \(path)"
            case .unplannedFile(let path): "no command reads \(path)"
            }
        }
    }

    /// The commands that make `product`, each after the commands whose outputs it reads: its
    /// shell commands but the debugger's AST wraps (nothing here runs lldb), and the `phony`
    /// ones, which pass staleness on. SwiftPM's other bookkeeping (file lists, the package
    /// structure) is left out: a content edit changes none of it. Refused when a changed file
    /// is read by none of the product's shell commands.
    public func commands(toBuild product: String, reading changed: Set<String>) -> Result<[Command], Refusal> {
        var producer: [String: Int] = [:]
        for (index, command) in commands.enumerated() {
            for output in command.outputs { producer[output] = index }
        }
        guard let root = producer[product] else { return .failure(.noProduct(product)) }
        var order: [Int] = []
        var state = [UInt8](repeating: 0, count: commands.count)  // 0 new, 1 visiting, 2 done
        var stack: [(index: Int, next: Int)] = [(root, 0)]
        state[root] = 1
        while let top = stack.last {
            let inputs = commands[top.index].inputs
            if top.next < inputs.count {
                stack[stack.count - 1].next += 1
                if let before = producer[inputs[top.next]], state[before] == 0 {
                    state[before] = 1
                    stack.append((before, 0))
                }
            } else {
                state[top.index] = 2
                order.append(top.index)
                stack.removeLast()
            }
        }
        let read = Set(order.flatMap { commands[$0].tool == "shell" ? commands[$0].inputs : [] })
        if let unplanned = changed.sorted().first(where: { !read.contains($0) }) {
            return .failure(.unplannedFile(unplanned))
        }
        return .success(order.map { commands[$0] }.filter { ($0.tool == "shell" && !$0.isDebuggerWrap) || $0.tool == "phony" })
    }

    /// Brings the product up to date: walks `commands` (from `commands(toBuild:reading:)`)
    /// and runs each shell command that reads a stale file — one of `changed`, or an output a
    /// command run before it really changed — unless `ignores(command, input)` says that input
    /// cannot affect it. `run` runs a command and returns the outputs it changed (an output
    /// written again with the same text is not stale), or nil when it failed: the walk stops.
    /// Returns the commands run, and whether the last of them failed.
    public static func walk(
        _ commands: [Command], changed: Set<String>,
        ignores: (Command, String) -> Bool = { _, _ in false },
        run: (Command) -> Set<String>?
    ) -> (ran: [Command], failed: Bool) {
        var stale = changed
        var ran: [Command] = []
        for command in commands where command.inputs.contains(where: { stale.contains($0) && !ignores(command, $0) }) {
            guard command.tool == "shell" else {
                stale.formUnion(command.outputs)
                continue
            }
            ran.append(command)
            guard let changedOutputs = run(command) else { return (ran, true) }
            stale.formUnion(changedOutputs)
        }
        return (ran, false)
    }
}
