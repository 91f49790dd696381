import Foundation
import TestExpectations
import Testing

/// A command line a command cannot read: exit 64, `Error: …` naming the problem, the help of
/// the option it is about, and the command's own usage (never the root's), nothing on stdout.
@Suite("command-line errors, every command")
struct CommandLineErrorTests {
    @Test(arguments: [
        // Unknown options and subcommands.
        (["bogus"], "Unexpected argument 'bogus'", "Usage: transitions <subcommand>"),
        (["curve", "sideways"], "Unexpected argument 'sideways'", "Usage: transitions curve <subcommand>"),
        (["--verbose"], "Unknown option '--verbose'", "Usage: transitions <subcommand>"),
        (["serve", "--port", "0", "--tls"], "Unknown option '--tls'", "Usage: transitions serve [--host <address>]"),
        (["list", "--yaml"], "Unknown option '--yaml'", "Usage: transitions list [--json]"),
        (["render", "zoom", "--progress", "0.5", "-x"], "Unknown option '-x'", "Usage: transitions render <entry>"),
        (["export", "zoom", "--format", "json", "-o", "-", "--fast"], "Unknown option '--fast'", "Usage: transitions export <entry>"),
        (["check", "--all"], "Unknown option '--all'", "Usage: transitions check [<entries> ...]"),
        (
            ["curve", "spring", "--duration", "0.5", "--damping-ratio", "1", "--at", "0.1", "--mass", "2"], "Unknown option '--mass'",
            "Usage: transitions curve spring --duration"
        ),
        (["curve", "spring-timing", "--at", "0.1", "--ratio", "1"], "Unknown option '--ratio'", "Usage: transitions curve spring-timing"),
        (["curve", "bezier", "--curve", "linear"], "Unknown option '--curve'", "Usage: transitions curve bezier"),
        (["bench", "--warmup", "1"], "Unknown option '--warmup'", "Usage: transitions bench"),
        (["solve", "--json"], "Unknown option '--json'", "Usage: transitions solve"),
        (["worker", "--port", "1"], "Unknown option '--port'", "Usage: transitions worker"),
        // Missing values and arguments.
        (["serve", "--port"], "Missing value for '--port <port>'", "Help:  --port <port>  TCP port, 0...65535; 0 picks a free one."),
        (["serve", "--host", "--open"], "Missing value for '--host <address>'", "Usage: transitions serve"),
        (["render"], "Missing expected argument '<entry>'", "Help:  <entry>  The catalog entry's id (see `transitions list`)."),
        (
            ["render", "zoom", "--operation", "--progress", "0.5"], "Missing value for '--operation <operation>'",
            "Usage: transitions render"
        ),
        (["export", "zoom", "-o", "-"], "Missing expected argument '--format <format>'", "Help:  --format <format>  json: every frame"),
        (["export", "zoom", "--format", "svg"], "Missing expected argument '--output <output>'", "Usage: transitions export"),
        (["check", "--device"], "Missing value for '--device <device>'", "Usage: transitions check"),
        (
            ["curve", "spring", "--duration", "0.5", "--at", "0.1"], "Missing expected argument '--damping-ratio <damping-ratio>'",
            "Usage: transitions curve spring"
        ),
        (
            ["curve", "spring-timing", "--stiffness", "100", "--damping", "5"], "Missing expected argument '--at <t1,t2,…>'",
            "Usage: transitions curve spring-timing"
        ),
        (["curve", "bezier", "--at"], "Missing value for '--at <x1,x2,…>'", "Usage: transitions curve bezier"),
        (["bench", "--runs"], "Missing value for '--runs <runs>'", "Usage: transitions bench"),
        // Values that are not numbers, or not one of a closed set.
        (["serve", "--port", "80.5"], "The value '80.5' is invalid for '--port <port>'", "Usage: transitions serve"),
        (["render", "zoom", "--time", "soon"], "The value 'soon' is invalid for '--time <time>'", "Usage: transitions render"),
        (
            ["render", "zoom", "--progress", "0.5", "--operation", "slide"],
            "Please provide one of 'present', 'dismiss', 'push', 'pop' or 'selectTab'.", "Usage: transitions render"
        ),
        (
            ["export", "zoom", "--format", "json", "--fps", "sixty", "-o", "-"], "The value 'sixty' is invalid for '--fps <fps>'",
            "Usage: transitions export"
        ),
        (
            ["export", "zoom", "--format", "svg", "--columns", "6.5", "-o", "-"], "The value '6.5' is invalid for '--columns <columns>'",
            "Usage: transitions export"
        ),
        (["export", "zoom", "--format", "gif", "-o", "-"], "Please provide one of 'json' or 'svg'.", "Usage: transitions export"),
        (
            ["curve", "spring", "--duration", "half", "--damping-ratio", "1", "--at", "0.1"],
            "The value 'half' is invalid for '--duration <duration>'", "Usage: transitions curve spring"
        ),
        (
            ["curve", "spring-timing", "--mass", "1kg", "--at", "0.1"], "The value '1kg' is invalid for '--mass <mass>'",
            "Usage: transitions curve spring-timing"
        ),
        (
            ["curve", "bezier", "--name", "bouncy"], "one of 'linear', 'easeIn', 'easeOut', 'easeInEaseOut' or 'default'.",
            "Usage: transitions curve bezier"
        ),
        (["bench", "--frames", "1e3"], "The value '1e3' is invalid for '--frames <frames>'", "Usage: transitions bench"),
        (["bench", "--frames", "99999999999999999999"], "is invalid for '--frames <frames>'", "Usage: transitions bench"),
        // NaN and infinities reach the command, which names the option and its range.
        (["render", "zoom", "--time", "nan"], "--time must be a finite number of seconds ≥ 0, not nan", "Usage: transitions render"),
        (["render", "zoom", "--progress", "-inf"], "--progress must be between 0 and 1, not -inf", "Usage: transitions render"),
        (
            ["export", "zoom", "--format", "json", "--fps", "nan", "-o", "-"], "--fps must be between 1 and 1000, not nan",
            "Usage: transitions export"
        ),
        (
            ["curve", "spring", "--duration", "0.5", "--damping-ratio", "0.8", "--velocity", "nan", "--at", "0.1"], "--velocity",
            "Usage: transitions curve spring"
        ),
        (
            ["curve", "spring-timing", "--mass", "nan", "--stiffness", "1", "--damping", "1", "--at", "0.1"],
            "--mass must be a positive number", "Usage: transitions curve spring-timing"
        ),
        (
            ["curve", "spring-timing", "--response", "inf", "--bounce", "0", "--at", "0.1"], "--response must be a positive number",
            "Usage: transitions curve spring-timing"
        ),
        // Extra arguments.
        (["list", "zoom"], "Unexpected argument 'zoom'", "Usage: transitions list [--json]"),
        (["render", "zoom", "flip", "--progress", "0.5"], "Unexpected argument 'flip'", "Usage: transitions render"),
        (["export", "zoom", "svg", "--format", "svg", "-o", "-"], "Unexpected argument 'svg'", "Usage: transitions export"),
        (["curve", "bezier", "--name", "linear", "0.5"], "Unexpected argument '0.5'", "Usage: transitions curve bezier"),
        (["bench", "5000"], "Unexpected argument '5000'", "Usage: transitions bench"),
        (["solve", "system.json"], "Unexpected argument 'system.json'", "Usage: transitions solve"),
        (["serve", "8080"], "Unexpected argument '8080'", "Usage: transitions serve"),
        // A flag given a value.
        (
            ["check", "crossfade", "--json=yes"], "The option '--json' does not take any value, but 'yes' was specified.",
            "Usage: transitions check"
        ),
    ])
    func refused(arguments: [String], message: String, footer: String) throws {
        let result = try transitions(arguments: arguments, timeout: 20)
        expectEqual(result.status, 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: "), "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(footer), "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)")
        if arguments.count > 1 && arguments[0] != "curve" || arguments.count > 2 {
            #expect(!result.stderr.contains("Usage: transitions <subcommand>"), "\(arguments): the root's usage")
        }
    }
}
