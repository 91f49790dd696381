import Foundation
import TestExpectations
import Testing

/// docs/fidelity.md §1: progress of the 0.5 s springs at 0.05, 0.10, 0.20, 0.25, 0.40 s.
let springTable: [(ratio: String, k: Double, c: Double, progress: [Double])] = [
    ("0.8", 323.5894917400647, 28.781749405735674, [0.248594691, 0.609318148, 0.968790332, 1.009076806, 1.005109306]),
    ("0.9", 287.6989176098898, 30.531041466940543, [0.217609804, 0.537155700, 0.898589775, 0.962329935, 1.001348221]),
    ("1.0", 341.0236977084711, 36.933653905806345, [0.236068680, 0.550908374, 0.883191040, 0.944477184, 0.994805111]),
]

func number(_ value: Any?) throws -> Double {
    try #require((value as? NSNumber)?.doubleValue, "not a number: \(String(describing: value))")
}

/// The {"t"/"x": …, "value": …} pairs of a `values` array.
func pairs(_ object: [String: Any], key: String) throws -> [(Double, Double)] {
    let values = try #require(object["values"] as? [[String: Any]], "no values array in \(object)")
    return try values.map { (try number($0[key]), try number($0["value"])) }
}

@Suite(.serialized) struct CurveCommandTests {
    @Test(arguments: springTable.indices)
    func springJSONMatchesFidelity(_ row: Int) throws {
        let expected = springTable[row]
        let result = try transitions("curve", "spring", "--duration", "0.5", "--damping-ratio", expected.ratio,
                                     "--at", "0.05,0.1,0.2,0.25,0.4", "--json")
        expectEqual(result.status, 0, "\(result.stderr)")
        let json = try result.jsonObject()
        for key in ["stiffness", "damping", "settlingDuration", "overshoot", "values",
                    "duration", "dampingRatio", "mass", "initialVelocity"] {
            #expect(json[key] != nil, "missing key \(key)")
        }
        #expect(abs(try number(json["stiffness"]) - expected.k) <= 1e-9 * expected.k)
        #expect(abs(try number(json["damping"]) - expected.c) <= 1e-9 * expected.c)
        #expect(try number(json["mass"]) == 1 && number(json["duration"]) == 0.5)
        let values = try pairs(json, key: "t")
        expectEqual(values.map(\.0), [0.05, 0.1, 0.2, 0.25, 0.4])
        for ((t, value), progress) in zip(values, expected.progress) {
            #expect(abs(value - progress) <= 1e-6, "t \(t): \(value) vs \(progress)")
        }
    }

    /// Numbers print as Swift's shortest round-trip form, which JSON reads back exactly.
    @Test func springJSONNumbersRoundTrip() throws {
        let result = try transitions("curve", "spring", "--duration", "0.5", "--damping-ratio", "0.8", "--at", "0.1", "--json")
        #expect(result.stdout.contains("\"stiffness\":323.58949174006"))
        #expect(result.stdout.contains("\"t\":0.1,"))
        // Top-level keys, in the order written: every key that follows `{` or `,` at depth 1.
        var keys: [Substring] = [], depth = 0, text = result.stdout[...]
        while let index = text.firstIndex(where: { "{}[]\"".contains($0) }) {
            let character = text[index]
            text = text[text.index(after: index)...]
            switch character {
            case "{", "[": depth += 1
            case "}", "]": depth -= 1
            default:
                let end = text.firstIndex(of: "\"")!
                if depth == 1, text[text.index(after: end)...].hasPrefix(":") { keys.append(text[..<end]) }
                text = text[text.index(after: end)...]
            }
        }
        #expect(keys.count == 9 && keys == keys.sorted(), "keys not sorted: \(keys)")
    }

    @Test func bezierNamedJSON() throws {
        let result = try transitions("curve", "bezier", "--name", "easeInEaseOut", "--at", "0.25,0.5", "--json")
        expectEqual(result.status, 0, "\(result.stderr)")
        let json = try result.jsonObject()
        let points = try #require(json["controlPoints"] as? [Any])
        #expect(try points.map(number) == [0.42, 0, 0.58, 1])
        let values = try pairs(json, key: "x")
        expectEqual(values.count, 2)
        #expect(abs(values[0].1 - 0.129161931) <= 1e-5 && values[1].1 == 0.5)
    }

    @Test func bezierDefaultsToTenths() throws {
        let json = try transitions("curve", "bezier", "--name", "default", "--json").jsonObject()
        let values = try pairs(json, key: "x")
        #expect(values.map(\.0) == (0...10).map { Double($0) / 10 })
        #expect(abs(values[5].1 - 0.802403388) <= 1e-5)
    }

    /// A custom curve through points that make it equal to easeIn.
    @Test func bezierCustomPoints() throws {
        let json = try transitions("curve", "bezier", "--points", "0.42,0,1,1", "--at", "0.5", "--json").jsonObject()
        #expect(try pairs(json, key: "x").first.map { abs($0.1 - 0.315356813) <= 1e-5 } == true)
        #expect(try (json["controlPoints"] as? [Any] ?? []).map(number) == [0.42, 0, 1, 1])
        let overshooting = try transitions("curve", "bezier", "--points", "0.3,-0.5,0.7,1.5", "--json").jsonObject()
        #expect(try pairs(overshooting, key: "x").contains { $0.1 > 1 })
    }

    @Test func springTextHasTableAndPlot() throws {
        let result = try transitions("curve", "spring", "--duration", "0.5", "--damping-ratio", "0.8", "--at", "0.1,0.25")
        expectEqual(result.status, 0)
        let text = result.stdout
        for expected in ["stiffness", "323.5894917400647", "settling duration", "overshoot", "progress",
                         "0.6093181", "1.0090768", "+-----", "0.5 s", "*"] {
            #expect(text.contains(expected), "missing \(expected) in\n\(text)")
        }
        // The line at progress 1, with the overshoot drawn above it.
        let rows = text.split(separator: "\n")
        let line = try #require(rows.firstIndex { $0.contains("1.0 |-") }, "no line at 1 in\n\(text)")
        #expect(line > 0 && rows[line - 1].contains("*"))
    }

    @Test func bezierTextHasTableAndPlot() throws {
        let text = try transitions("curve", "bezier", "--name", "easeInEaseOut").stdout
        for expected in ["easeInEaseOut", "0.42", "progress", "0.5", "|", "+-----", "*"] {
            #expect(text.contains(expected), "missing \(expected) in\n\(text)")
        }
        #expect(text.split(separator: "\n").filter { $0.contains("|") }.count == 12)
    }

    @Test(arguments: [
        (["spring", "--duration", "nan", "--damping-ratio", "0.8", "--at", "0.1"], "--duration"),
        (["spring", "--duration", "inf", "--damping-ratio", "0.8", "--at", "0.1"], "--duration"),
        (["spring", "--duration", "-1", "--damping-ratio", "0.8", "--at", "0.1"], "negative"),
        (["spring", "--duration", "0.5", "--damping-ratio", "nan", "--at", "0.1"], "--damping-ratio"),
        (["spring", "--duration", "0.5", "--damping-ratio", "0.8", "--velocity", "-inf", "--at", "0.1"], "--velocity"),
        (["spring", "--duration", "0.5", "--damping-ratio", "0.8", "--at", ""], "--at"),
        (["spring", "--duration", "0.5", "--damping-ratio", "0.8", "--at", "0.1,,0.3"], "empty"),
        (["spring", "--duration", "0.5", "--damping-ratio", "0.8", "--at", "0.1,x"], "'x' is not a number"),
        (["spring", "--duration", "0.5", "--damping-ratio", "0.8", "--at", "0.1,nan"], "finite"),
        (["spring", "--duration", "0.5", "--damping-ratio", "0.8"], "--at"),
        (["bezier"], "--name"),
        (["bezier", "--name", "easeIn", "--points", "0,0,1,1"], "not both"),
        (["bezier", "--points", "0,0,1"], "4 numbers"),
        (["bezier", "--points", "1.5,0,1,1"], "x1"),
        (["bezier", "--name", "bouncy"], "bouncy"),
        (["bezier", "--name", "linear", "--at", ","], "empty"),
    ])
    func badInputFails(_ arguments: [String], _ problem: String) throws {
        let result = try transitions(arguments: ["curve"] + arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(problem), "stderr does not name \(problem):\n\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}

/// `curve spring-timing`: a property animator's physical springs (docs/fidelity.md §7).
@Suite struct SpringTimingCommandTests {
    @Test func stiffnessAndDampingGiveAppleSettlingTimes() throws {
        for (c, settling) in [(5.0, 2.854974609888761), (15.0, 1.0220937981854987)] {
            let result = try transitions("curve", "spring-timing", "--stiffness", "100", "--damping", "\(c)",
                                         "--at", "0.1", "--json")
            expectEqual(result.status, 0, "\(result.stderr)")
            let json = try result.jsonObject()
            #expect(abs(try number(json["settlingDuration"]) - settling) < 1e-9)
            #expect(try number(json["mass"]) == 1 && number(json["stiffness"]) == 100)
        }
    }

    @Test func responseAndBounce() throws {
        let result = try transitions("curve", "spring-timing", "--response", "0.5", "--bounce", "0.2", "--at", "0.1,0.2")
        expectEqual(result.status, 0, "\(result.stderr)")
        #expect(result.stdout.contains("stiffness          157.91367041742"))
        #expect(result.stdout.contains("damping ratio      0.8"))
        #expect(result.stdout.contains("settling duration"))
    }

    @Test func badInputIsAClearError() throws {
        for args in [["--stiffness", "100", "--at", "0.1"], ["--stiffness", "-1", "--damping", "5", "--at", "0.1"],
                     ["--response", "0.5", "--bounce", "2", "--at", "0.1"], ["--stiffness", "100", "--damping", "5", "--at", ""]] {
            let result = try transitions(arguments: ["curve", "spring-timing"] + args)
            #expect(result.status != 0 && !result.stderr.isEmpty, "\(args)")
        }
    }
}
