import TestExpectations
import Testing

@testable import CommandLineParsing

/// CommandLineParsing on a command of its own, in the process: what each declaration reads,
/// the errors, the exit statuses `main` returns, and the help layout.
@Suite("CommandLineParsing")
struct CommandLineParsingTests {
    enum Shape: String, ArgumentValue, CaseIterable { case circle, square }

    struct Draw: Command {
        static let configuration = CommandConfiguration(
            name: "draw", abstract: "Draw shapes.", discussion: "A test command with one of each kind of parameter.")
        static let parameters: [Parameter<Draw>] = [
            .argument("names", \.names, help: "Names to label the shapes with."),
            .option("size", \.size, help: "Size in points."),
            .requiredOption("shape", short: "s", \.shape, help: "The shape."),
            .option("scale", \.scale, help: "A scale."),
            .option("tag", \.tags, valueName: "word", help: "A tag; repeat for several."),
            .flag("fill", \.fill, help: "Fill it."),
        ]
        var names: [String] = []
        var size = 10
        var shape = Shape.circle
        var scale: Double?
        var tags: [String] = []
        var fill = false

        func validate() throws {
            if let scale, !scale.isFinite { throw ValidationError("--scale must be finite, not \(scale)") }
        }
        func run() throws {
            if names.contains("fail") { throw ExitCode(3) }
            if names.contains("refuse") { throw ValidationError("refused while running") }
        }
    }

    struct Tool: Command {
        static let configuration = CommandConfiguration(name: "tool", abstract: "A tool.", subcommands: [Draw.self, Hidden.self])
    }

    struct Hidden: Command {
        static let configuration = CommandConfiguration(name: "hidden", abstract: "Not for people.", shouldDisplay: false)
        func run() throws {}
    }

    func parse(_ words: String...) throws(CommandLineError) -> Draw {
        try ArgumentParsing.parse(Draw.self, words[...])
    }

    @Test func eachKindOfParameter() throws {
        let draw = try parse("a", "--size", "4", "-s", "square", "b", "--scale=-0.5", "--tag", "x", "--tag=y", "--fill")
        #expect(draw.names == ["a", "b"] && draw.size == 4 && draw.shape == .square)
        #expect(draw.scale == -0.5 && draw.tags == ["x", "y"] && draw.fill)
        let defaults = try parse("--shape", "circle")
        #expect(defaults.names.isEmpty && defaults.size == 10 && defaults.scale == nil && !defaults.fill)
    }

    @Test func aValueMayStartWithADashUnlessItIsAnOptionName() throws {
        #expect(try parse("--shape", "circle", "--size", "-3").size == -3)
        #expect(throws: CommandLineError.self) { try parse("--shape", "--fill") }
        #expect(try parse("--shape", "circle", "--", "--fill").names == ["--fill"])
        #expect(try parse("--shape", "circle", "--size", "1", "--size", "2").size == 2)
    }

    @Test func errors() {
        func message(_ words: String...) -> String? {
            do {
                _ = try ArgumentParsing.parse(Draw.self, words[...])
                return nil
            } catch {
                return error.message
            }
        }
        expectEqual(message("--shape", "circle", "--colour", "red"), "Unknown option '--colour'")
        expectEqual(message("--shape", "circle", "-x"), "Unknown option '-x'")
        expectEqual(message("--shape", "circle", "--size"), "Missing value for '--size <size>'")
        expectEqual(message("--shape", "circle", "--size", "big"), "The value 'big' is invalid for '--size <size>'")
        expectEqual(message("--shape", "circle", "--scale", "1/2"), "The value '1/2' is invalid for '--scale <scale>'")
        #expect(
            message("--shape", "oval") == "The value 'oval' is invalid for '--shape <shape>'. Please provide one of 'circle' or 'square'.")
        expectEqual(message("--size", "3"), "Missing expected argument '--shape <shape>'")
        expectEqual(message("--shape", "circle", "--fill=no"), "The option '--fill' does not take any value, but 'no' was specified.")
        #expect(message("--shape", "circle") == nil)
    }

    @Test func exitStatuses() {
        expectEqual(Tool.main(["draw", "--shape", "circle"]), 0)
        expectEqual(Tool.main(["draw", "--shape", "circle", "--scale", "nan"]), 64)  // validate()
        expectEqual(Tool.main(["draw", "--shape", "circle", "--size", "x"]), 64)
        expectEqual(Tool.main(["draw", "--shape", "circle", "refuse"]), 64)
        expectEqual(Tool.main(["draw", "--shape", "circle", "fail"]), 3)
        expectEqual(Tool.main(["paint"]), 64)
        expectEqual(Tool.main(["hidden"]), 0)
        expectEqual(Tool.main(["draw", "--help"]), 0)
        expectEqual(Tool.main(["help", "draw"]), 0)
    }

    @Test func invocation() {
        guard case .help(let command, let path) = Invocation.resolve(Tool.self, ["help", "draw"]) else {
            Issue.record()
            return
        }
        #expect(ObjectIdentifier(command) == ObjectIdentifier(Draw.self) && path == ["tool", "draw"])
        guard case .run(_, let runPath, let words) = Invocation.resolve(Tool.self, ["draw", "--", "--help"]) else {
            Issue.record()
            return
        }
        #expect(runPath == ["tool", "draw"] && Array(words) == ["--", "--help"])
    }

    @Test func helpText() {
        let help = HelpText(Draw.self, path: ["tool", "draw"])
        expectEqual(help.usage, "tool draw [<names> ...] [--size <size>] --shape <shape> [--scale <scale>] [--tag <word> ...] [--fill]")
        let text = help.render()
        #expect(text.hasPrefix("OVERVIEW: Draw shapes.\n\nA test command with one of each kind of parameter.\n\nUSAGE: tool draw"))
        #expect(text.contains("\nARGUMENTS:\n  <names>                 Names to label the shapes with.\n"))
        #expect(text.contains("\n  --size <size>           Size in points. (default: 10)\n"))
        #expect(text.contains("\n  -s, --shape <shape>     The shape. (values: circle, square)\n"))
        #expect(text.contains("\n  --tag <word>            A tag; repeat for several.\n"))
        #expect(text.hasSuffix("  -h, --help              Show help information.\n"))
        let tool = HelpText(Tool.self, path: ["tool"]).render()
        #expect(tool.contains("SUBCOMMANDS:\n  draw                    Draw shapes.\n\n  See 'tool help <subcommand>' for detailed help."))
        #expect(!tool.contains("hidden"))
    }

    @Test func wrapping() {
        // A line leaves room for the space after its last word, unless that word ends the
        // text: then it may reach the full width (swift-argument-parser's layout, kept).
        expectEqual(HelpText.wrap("aaa bbb ccc", width: 7), ["aaa", "bbb ccc"])
        expectEqual(HelpText.wrap("aaa bbb", width: 7), ["aaa bbb"])
        expectEqual(HelpText.wrap("aaa bbbbbbbbbb c", width: 7), ["aaa", "bbbbbbbbbb", "c"])
        let long = HelpText.column(.init(isPositional: false, label: "--a-very-long-option-name", help: "Help."))
        expectEqual(long, ["  --a-very-long-option-name", String(repeating: " ", count: 26) + "Help."])
    }
}
