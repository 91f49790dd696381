import Foundation
import TestExpectations
import Testing

/// `render`, `export` and `check` as a user runs them: output formats, and bad input as a
/// clear message with exit 64 (the usage line, when there is one, is the command's own).
@Suite("render, export, check")
struct RunCommandTests {
    @Test("render --json: one frame with the engine's fields, --time and --progress agree")
    func renderJSON() throws {
        let byProgress = try transitions("render", "flip", "--operation", "present", "--progress", "0.5", "--json")
        expectEqual(byProgress.status, 0, "\(byProgress.stderr)")
        let frame = try byProgress.jsonObject()
        #expect(frame["entry"] as? String == "flip")
        #expect(frame["device"] as? String == "iphone-x")
        let end = try #require(frame["endTime"] as? Double)
        #expect(frame["time"] as? Double == end / 2)
        let layers = try #require(frame["layers"] as? [[String: Any]])
        #expect(layers.count > 3)
        for layer in layers {
            #expect(layer["id"] is Int && layer["role"] is String && layer["opacity"] is Double)
            expectEqual((layer["transform"] as? [Double])?.count, 16)
            expectEqual((layer["quad"] as? [Double])?.count, 8)
        }
        let byTime = try transitions("render", "flip", "--operation", "present", "--time", "\(end / 2)", "--json")
        expectEqual(byTime.stdout, byProgress.stdout)
    }

    @Test("--reduce-motion: the run's device has Reduce Motion on, so the Flower push only fades")
    func reduceMotion() throws {
        func fromScale(_ extra: String...) throws -> Double {
            let result = try transitions(arguments: ["render", "scale-fade", "--operation", "push", "--progress", "0.5", "--json"] + extra)
            expectEqual(result.status, 0, "\(result.stderr)")
            let layers = try #require(try result.jsonObject()["layers"] as? [[String: Any]])
            let from = try #require(layers.first { $0["role"] as? String == "from" })
            return try #require((from["transform"] as? [Double])?.first)
        }
        #expect(try fromScale() > 1.1)
        #expect(try fromScale("--reduce-motion") == 1)
    }

    @Test("render without --json: a table of the layers in paint order")
    func renderTable() throws {
        let result = try transitions("render", "scale-fade", "--operation", "push", "--progress", "0.25")
        expectEqual(result.status, 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        expectEqual(lines.first?.hasPrefix("scale-fade push on iphone-x"), true)
        expectEqual(lines.dropFirst().first?.split(separator: " ").prefix(3), ["id", "role", "opacity"])
        #expect(lines.contains { $0.contains(" from ") } && lines.contains { $0.contains(" to ") })
    }

    @Test("render an entry that starts its transition through UIKit: UIKit's structure, the pop as a pop")
    func renderScenario() throws {
        let result = try transitions("render", "crossfade", "--operation", "pop", "--progress", "0.5")
        expectEqual(result.status, 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        expectEqual(lines.first?.hasPrefix("crossfade pop on iphone-x"), true)
        for role in ["window", "navigationController", "navigationContent", "from", "to"] {
            #expect(lines.contains { $0.split(separator: " ").contains(Substring(role)) }, "\(role) in\n\(result.stdout)")
        }
    }

    @Test("render and check a tab switch: --operation selectTab, the transition view under the tab bar")
    func renderTabSwitch() throws {
        let result = try transitions("render", "tab-slide", "--operation", "selectTab", "--progress", "0.5")
        expectEqual(result.status, 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        expectEqual(lines.first?.hasPrefix("tab-slide selectTab on iphone-x"), true)
        let roles = lines.dropFirst(2).compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) }
        // The transition view holds both tabs' views, under the tab bar.
        let order = ["tabBarController", "tabBarTransitionView", "from", "to", "tabBar"].map { roles.firstIndex(of: $0) }
        #expect(order.allSatisfy { $0 != nil } && order.map { $0 ?? 0 } == order.map { $0 ?? 0 }.sorted(), "\(roles)")
        // Half way, the third tab is half in from the right.
        #expect(lines.contains { Array($0.split(separator: " ").map(String.init).dropFirst()).starts(with: ["to", "1", "187.5", "0", "375", "812"]) })
        let check = try transitions("check", "tab-slide")
        #expect(check.status == 0 && check.stdout.contains("tab-slide: 5 runs, 0 findings"), "\(check.stdout)\(check.stderr)")
        let wrong = try transitions("render", "tab-slide", "--operation", "push", "--progress", "0.5")
        #expect(wrong.status != 0 && wrong.stderr.contains("has no operation 'push'; it has selectTab"), "\(wrong.stderr)")
    }

    @Test("render --gesture: a trace drives the pull-down, and its velocity decides")
    func renderGesture() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func finalState(_ samples: [(Double, String, Double)]) throws -> String? {
            let trace = folder.appendingPathComponent("trace-\(samples.count)-\(samples.last!.2).json")
            let json = samples.map { "{\"t\": \($0.0), \"phase\": \"\($0.1)\", \"x\": 187, \"y\": \($0.2)}" }
            try Data("[\(json.joined(separator: ","))]".utf8).write(to: trace)
            let result = try transitions("render", "zoom", "--operation", "dismiss", "--progress", "1",
                                         "--gesture", trace.path, "--json")
            expectEqual(result.status, 0, "\(result.stderr)")
            return try result.jsonObject()["state"] as? String
        }
        let pulledDown = try finalState([(0, "began", 400), (0.05, "changed", 460), (0.1, "changed", 560), (0.15, "ended", 640)])
        let nudgedUp = try finalState([(0, "began", 400), (0.05, "changed", 420), (0.1, "changed", 410), (0.15, "ended", 400)])
        expectEqual(pulledDown, "completed")
        expectEqual(nudgedUp, "cancelled")
    }

    @Test("render --tap: a tap on the card's story mid-expansion sends it back into the card")
    func renderTap() throws {
        let tapped = try transitions("render", "card", "--operation", "present", "--progress", "1", "--tap", "0.2,187,400", "--json")
        expectEqual(tapped.status, 0, "\(tapped.stderr)")
        #expect(try tapped.jsonObject()["state"] as? String == "cancelled")
        let untouched = try transitions("render", "card", "--operation", "present", "--progress", "1", "--json")
        #expect(try untouched.jsonObject()["state"] as? String == "completed")
        let late = try transitions("render", "card", "--operation", "present", "--progress", "1", "--tap", "0.9,187,400")
        #expect(late.status == 64 && late.stderr.contains("tap 0: the transition ended"), "\(late.stderr)")
    }

    @Test("render --gesture - reads the trace from standard input; stateAtTime is the run's state at that moment")
    func renderGestureFromStandardInput() throws {
        let trace = #"[{"t": 5, "phase": "began", "x": 187, "y": 400}, {"t": 5.1, "phase": "changed", "x": 187, "y": 500}, "#
            + #"{"t": 5.2, "phase": "ended", "x": 187, "y": 560}]"#
        func render(_ time: String, _ option: String = "--time") throws -> [String: Any] {
            let result = try transitions(arguments: ["render", "zoom", "--operation", "dismiss", option, time,
                                                     "--gesture", "-", "--json"], input: trace)
            expectEqual(result.status, 0, "\(result.stderr)")
            return try result.jsonObject()
        }
        let during = try render("0.1")
        #expect(during["stateAtTime"] as? String == "interactive")
        #expect(during["state"] as? String == "completed")
        let released = try render("0.21")
        #expect(released["stateAtTime"] as? String == "finishing")
        #expect(try render("1", "--progress")["stateAtTime"] as? String == "completed")
    }

    @Test("export: every frame as JSON at --fps, or an SVG filmstrip, to a file or stdout")
    func export() throws {
        let json = try transitions("export", "crossfade", "--operation", "push", "--fps", "10", "--format", "json", "-o", "-")
        expectEqual(json.status, 0, "\(json.stderr)")
        let object = try json.jsonObject()
        let frames = try #require(object["frames"] as? [[String: Any]])
        let scene = try #require(object["scene"] as? [String: Any])
        let end = try #require(scene["endTime"] as? Double)
        expectEqual(frames.count, Int((end * 10).rounded()) + 1)
        #expect(frames.map { $0["time"] as? Double ?? -1 } == (0..<frames.count).map { Double($0) / 10 })

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("filmstrip-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let svg = try transitions("export", "flip", "--operation", "present", "--format", "svg", "-o", file.path)
        expectEqual(svg.status, 0, "\(svg.stderr)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(text.hasSuffix("</svg>\n"))
        #expect(text.contains("3D flip"))
    }

    @Test("check: the catalog passes; --json says so per entry")
    func check() throws {
        let text = try transitions("check", "crossfade", "scale-fade")
        expectEqual(text.status, 0, "\(text.stdout)\(text.stderr)")
        #expect(text.stdout.contains("crossfade:") && text.stdout.contains("0 findings"))
        let json = try transitions("check", "crossfade", "--json")
        let object = try json.jsonObject()
        #expect(object["passed"] as? Bool == true)
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.map { $0["id"] as? String } == ["crossfade"])
        #expect((entries[0]["runs"] as? Int ?? 0) > 0)
    }

    @Test("bad input: the message, exit 64, and never the root command's usage", arguments: [
        (["render", "nope", "--progress", "0.5"], "unknown entry 'nope'"),
        (["render", "zoom", "--operation", "push", "--progress", "0.5"], "entry 'zoom' has no operation 'push'"),
        (["render", "zoom", "--progress", "1.5"], "--progress must be between 0 and 1"),
        (["render", "zoom", "--progress", "nan"], "--progress must be between 0 and 1"),
        (["render", "zoom", "--progress", "0.5", "--time", "0.1"], "either --progress or --time"),
        (["render", "zoom", "--progress", "0.5", "--param", "duration=99"], "parameter 'duration' must be between"),
        (["render", "zoom", "--progress", "0.5", "--param", "bogus=1"], "unknown parameter 'bogus'"),
        (["render", "zoom", "--progress", "0.5", "--param", "duration"], "key=value"),
        (["render", "zoom", "--progress", "0.5", "--device", "pixel"], "unknown device 'pixel'"),
        (["render", "zoom", "--operation", "dismiss", "--progress", "0.5", "--gesture", "/no/such/trace.json"], "cannot read the gesture trace"),
        (["render", "card", "--progress", "0.5", "--tap", "0.2,187"], "--tap expects seconds,x,y"),
        (["render", "card", "--operation", "dismiss", "--progress", "0.5", "--tap", "0.2,187,400"], "drive it with a gesture, not taps"),
        (["export", "zoom", "--format", "gif", "-o", "-"], "'gif' is invalid"),
        (["export", "zoom", "--format", "json", "--fps", "0", "-o", "-"], "--fps must be between 1 and 1000"),
        (["export", "zoom", "--format", "json", "-o", "/no/such/folder/out.json"], "cannot write '/no/such/folder/out.json'"),
        (["check", "nope"], "unknown entry 'nope'"),
    ])
    func badInput(arguments: [String], message: String) throws {
        let result = try transitions(arguments: arguments)
        expectEqual(result.status, 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("transitions <subcommand>"), "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(arguments)")
    }

    @Test("a gesture trace that is not JSON names the file and the problem")
    func malformedTrace() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        for (content, problem) in [("{\"t\": 0}", "is not a gesture trace"), ("[{\"t\": 0, \"phase\": \"began\", \"x\": 1}]", "\"y\""),
                                   ("[{\"t\": 0, \"phase\": \"changed\", \"x\": 1, \"y\": 2}]", "cannot follow")] {
            try Data(content.utf8).write(to: file)
            let result = try transitions("render", "zoom", "--operation", "dismiss", "--progress", "0.5", "--gesture", file.path)
            expectEqual(result.status, 64)
            #expect(result.stderr.contains(problem), "\(content): \(result.stderr)")
        }
    }
}
