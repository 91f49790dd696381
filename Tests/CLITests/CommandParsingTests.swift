import Foundation
import TestExpectations
import Testing

/// Every command reads the command lines its help promises: each option in both spellings
/// (`--name value`, `--name=value`), repeated options, `-o`, `--`, and values that start with
/// a dash where the option allows them.
@Suite("parsing, every command")
struct CommandParsingTests {
    @Test("list and list --json")
    func list() throws {
        let text = try transitions("list")
        #expect(text.status == 0 && text.stdout.contains("zoom"))
        let json = try transitions("list", "--json")
        #expect(json.status == 0 && json.stdout.hasPrefix("{"))
    }

    @Test("render: every RunOptions option, in both spellings")
    func render() throws {
        let spaced = try transitions(
            "render", "zoom", "--operation", "present", "--device", "iphone-15", "--param", "duration=0.6", "--time", "0.1", "--json")
        expectEqual(spaced.status, 0, "\(spaced.stderr)")
        let joined = try transitions(
            "render", "zoom", "--operation=present", "--device=iphone-15", "--param=duration=0.6", "--time=0.1", "--json")
        expectEqual(joined.stdout, spaced.stdout)
        let object = try spaced.jsonObject()
        #expect(object["device"] as? String == "iphone-15" && object["operation"] as? String == "present")
        #expect(object["time"] as? Double == 0.1)
    }

    @Test("render: `--` ends the options; the entry may follow it")
    func doubleDash() throws {
        let result = try transitions("render", "--progress", "0.5", "--json", "--", "flip")
        expectEqual(result.status, 0, "\(result.stderr)")
        #expect(try result.jsonObject()["entry"] as? String == "flip")
    }

    @Test("export: -o and --output, --columns and --fps")
    func export() throws {
        let short = try transitions("export", "crossfade", "--format", "json", "--fps", "5", "-o", "-")
        let long = try transitions("export", "crossfade", "--format=json", "--fps=5", "--output", "-")
        #expect(short.status == 0 && short.stdout == long.stdout, "\(short.stderr)")
        #expect(try short.jsonObject()["fps"] as? Double == 5)
        let svg = try transitions("export", "crossfade", "--format", "svg", "--columns", "3", "-o", "-")
        #expect(svg.status == 0 && svg.stdout.hasPrefix("<svg"), "\(svg.stderr)")
    }

    @Test("check: several entries, a repeated --device")
    func check() throws {
        let result = try transitions("check", "crossfade", "scale-fade", "--device", "iphone-se", "--device", "ipad", "--json")
        expectEqual(result.status, 0, "\(result.stderr)")
        let entries = try #require(try result.jsonObject()["entries"] as? [[String: Any]])
        #expect(entries.map { $0["id"] as? String } == ["crossfade", "scale-fade"])
        let oneDevice = try transitions("check", "crossfade", "--device", "ipad", "--json").jsonObject()
        let runs = { (object: [String: Any]) in ((object["entries"] as? [[String: Any]])?.first?["runs"] as? Int) ?? 0 }
        #expect(runs(try result.jsonObject()) == 2 * runs(oneDevice) && runs(oneDevice) > 0)
    }

    @Test("curve spring and spring-timing: negative values reach the command")
    func negativeValues() throws {
        let spring = try transitions(
            "curve", "spring", "--duration", "0.5", "--damping-ratio", "0.8", "--velocity", "-2", "--at", "0.1", "--json")
        expectEqual(spring.status, 0, "\(spring.stderr)")
        #expect(try number(spring.jsonObject()["initialVelocity"]) == -2)
        let timing = try transitions("curve", "spring-timing", "--response", "0.5", "--bounce", "-0.5", "--at", "0.1", "--json")
        expectEqual(timing.status, 0, "\(timing.stderr)")
        let bezier = try transitions("curve", "bezier", "--points", "0.5,-0.5,0.5,1.5", "--at", "0.5", "--json")
        expectEqual(bezier.status, 0, "\(bezier.stderr)")
        #expect(try (bezier.jsonObject()["controlPoints"] as? [Any] ?? []).map(number) == [0.5, -0.5, 0.5, 1.5])
    }

    @Test("bench: --frames and --runs")
    func bench() throws {
        let result = try transitions("bench", "--frames", "10", "--runs", "1", "--json")
        expectEqual(result.status, 0, "\(result.stderr)")
        let object = try result.jsonObject()
        #expect(object["frames"] as? Int == 10 && object["runs"] as? Int == 1)
    }

    @Test("solve: no options; the system on standard input")
    func solve() throws {
        let system = #"{"variables": 1, "constraints": [{"terms": [[0, 1]], "constant": -3, "relation": "==", "priority": 1000}]}"#
        let result = try transitions(arguments: ["solve"], input: system)
        expectEqual(result.status, 0, "\(result.stderr)")
        #expect(try result.jsonObject()["values"] as? [Double] == [3])
    }

    @Test("serve: every option and flag but --watch and --open is accepted; SIGTERM stops it with 0")
    func serve() throws {
        let result = try transitions(
            arguments: [
                "serve", "--host", "127.0.0.1", "--port=0", "--allow-origin", "http://localhost:5173", "--allow-origin",
                "https://example.org", "--echo-endpoint",
            ],
            timeout: 3)
        expectEqual(result.status, 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Serving http://127.0.0.1:"), "\(result.stdout)")
    }

    @Test("worker: no options; ends with 0 when standard input closes")
    func worker() throws {
        let result = try transitions(arguments: ["worker"], input: "", timeout: 20)
        expectEqual(result.status, 0, "\(result.stderr)")
    }
}
