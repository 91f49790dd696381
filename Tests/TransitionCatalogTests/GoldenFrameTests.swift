import Foundation
import TestExpectations
import Testing
import CatalogKit
import TransitionKit
@testable import TransitionCatalog

/// Every entry × operation at progress 0, ¼, ½, ¾ and 1 on the default device, compared
/// byte for byte with the files in Tests/TransitionCatalogTests/Golden.
///
/// A deliberate change regenerates them: `UPDATE_GOLDENS=1 swift test --filter GoldenFrameTests`
/// (or `scripts/update-goldens`), then review `git diff`. One layer per line keeps that diff
/// readable.
@Suite("Golden frames")
struct GoldenFrameTests {
    static let progressPoints = [0, 0.25, 0.5, 0.75, 1.0]
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Runs with a parameter set (`entry:operation:key=value`): what one entry shows only under
    /// another parameter value, such as each of UIKit's modal transition styles.
    static let parameterCases = ["uikit-modal:present:style=crossDissolve", "uikit-modal:dismiss:style=crossDissolve",
                                 "uikit-modal:present:style=flipHorizontal", "uikit-modal:dismiss:style=flipHorizontal"]

    static var cases: [String] {
        TransitionCatalog.registry.entries.flatMap { entry in entry.operations.map { "\(entry.id):\($0.rawValue)" } }
            + parameterCases
    }

    @Test("frames match the golden file", arguments: cases)
    func golden(_ name: String) throws {
        let parts = name.split(separator: ":").map(String.init)
        let entry = try #require(TransitionCatalog.registry.entry(id: parts[0]))
        let operation = try #require(TransitionOperation(rawValue: parts[1]))
        let overrides = try CatalogRun.parseOverrides(Array(parts.dropFirst(2)), specs: entry.parameters)
        let run = try CatalogRun.make(entry: entry, operation: operation, overrides: overrides)
        let actual = Self.render(run, entry: entry.id, operation: operation)
        let suffix = parts.dropFirst(2).map { "-" + ($0.split(separator: "=").last.map(String.init) ?? $0) }.joined()
        let file = Self.directory.appendingPathComponent("\(entry.id)-\(operation.rawValue)\(suffix).json")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try #require(try? String(contentsOf: file, encoding: .utf8),
                                    "missing \(file.lastPathComponent); run UPDATE_GOLDENS=1 swift test --filter GoldenFrameTests")
        expectEqual(actual, expected, "\(file.lastPathComponent) differs:\n\(Self.diff(expected: expected, actual: actual))")
    }

    @Test("the same inputs give byte-identical frames")
    func determinism() throws {
        for entry in TransitionCatalog.registry.entries {
            for operation in entry.operations {
                let a = Self.render(try CatalogRun.make(entry: entry, operation: operation), entry: entry.id, operation: operation)
                let b = Self.render(try CatalogRun.make(entry: entry, operation: operation), entry: entry.id, operation: operation)
                expectEqual(a, b, "\(entry.id) \(operation)")
            }
        }
    }

    static func render(_ run: TransitionRun, entry: String, operation: TransitionOperation) -> String {
        let encoder = FrameEncoder(detail: .full)
        var lines = ["{\"entry\":\"\(entry)\",\"operation\":\"\(operation.rawValue)\",\"device\":\"\(Device.default.name)\",\"endTime\":\(number(run.endTime)),\"frames\":["]
        for (index, progress) in progressPoints.enumerated() {
            let frame = run.frame(atProgress: progress)
            lines.append("{\"progress\":\(number(frame.progress)),\"time\":\(number(frame.time)),\"layers\":[")
            for (layerIndex, layer) in frame.layers.enumerated() {
                var json = JSONWriter()
                encoder.write(layer, into: &json)
                lines.append(json.string + (layerIndex == frame.layers.count - 1 ? "" : ","))
            }
            lines.append("]}" + (index == progressPoints.count - 1 ? "" : ","))
        }
        lines.append("]}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func number(_ value: Double) -> String {
        var json = JSONWriter(capacity: 16)
        json.value(value)
        return json.string
    }

    /// The first differing lines, numbered, expected above actual.
    static func diff(expected: String, actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for i in 0..<max(e.count, a.count) where out.count < 30 {
            let left = i < e.count ? String(e[i]) : "<none>", right = i < a.count ? String(a[i]) : "<none>"
            if left != right { out += ["line \(i + 1):", "- \(left)", "+ \(right)"] }
        }
        if e.count != a.count { out.append("(\(e.count) lines expected, \(a.count) actual)") }
        return out.joined(separator: "\n")
    }
}
