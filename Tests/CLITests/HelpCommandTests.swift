import Foundation
import TestExpectations
import Testing

/// Every command's `--help`, byte for byte. The texts in Help/ are what the CLI printed with
/// swift-argument-parser (commit f244bb6) before CommandLineParsing replaced it: names,
/// defaults, value lists and help lines are a contract users and scripts rely on.
@Suite("help output")
struct HelpCommandTests {
    /// The command path of each file in Help/ (`curve-spring.txt` is `curve spring`).
    static let commands: [[String]] = [
        [], ["serve"], ["list"], ["render"], ["export"], ["check"], ["curve"], ["curve", "spring"],
        ["curve", "spring-timing"], ["curve", "bezier"], ["worker"], ["bench"], ["solve"],
    ]

    static func expected(_ command: [String]) throws -> String {
        let name = command.isEmpty ? "transitions" : command.joined(separator: "-")
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Help/\(name).txt")
        return try String(contentsOf: file, encoding: .utf8)
    }

    @Test("--help prints the recorded text and exits 0", arguments: commands)
    func help(command: [String]) throws {
        let result = try transitions(arguments: command + ["--help"])
        expectEqual(result.status, 0)
        #expect(result.stderr.isEmpty)
        let expected = try Self.expected(command)
        expectEqual(result.stdout, expected, "\(command):\n\(result.stdout)")
    }

    @Test("-h, `help COMMAND…` and --help after other options print the same", arguments: commands)
    func otherSpellings(command: [String]) throws {
        let expected = try Self.expected(command)
        #expect(try transitions(arguments: command + ["-h"]).stdout == expected)
        #expect(try transitions(arguments: ["help"] + command).stdout == expected)
        #expect(try transitions(arguments: command + ["--json", "--help"]).stdout == expected)
    }

    @Test("a command with subcommands, named alone, prints its help and exits 0", arguments: [[String](), ["curve"]])
    func groupAlone(command: [String]) throws {
        let result = try transitions(arguments: command)
        expectEqual(result.status, 0)
        expectEqual(result.stdout, (try Self.expected(command)))
    }

    @Test("the hidden worker command is left out of the root's list; every other command is in it")
    func hiddenWorker() throws {
        let root = try Self.expected([])
        #expect(!root.contains("worker"))
        for name in ["serve", "list", "render", "export", "check", "curve", "bench", "solve"] {
            #expect(root.contains("\n  \(name) "), "\(name)")
        }
    }
}
