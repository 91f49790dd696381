import Foundation
import TestExpectations
import Testing
import TransitionKit
@testable import TransitionCatalog

/// Golden frames of the card's paths beyond its two operations' own (GoldenFrameTests has
/// `card-present`, the expansion, and `card-dismiss`, the sample pull that finishes): the
/// pull-down springing back, dragged back up, flicked, and the expansion reversed by a tap.
/// Files: Golden/card-<path>.json (UPDATE_GOLDENS=1 writes them, like GoldenFrameTests).
@Suite("Card entry: golden frames of its gesture paths")
struct CardGoldenTests {
    static let paths = ["dismiss-cancelled", "dismiss-dragged-back", "dismiss-flick", "present-tapped"]

    static func run(_ path: String) throws -> TransitionRun {
        let entry = CardEntry()
        switch path {
        case "dismiss-cancelled":
            let trace = CardEntryTests.pull([(0.05, 20), (0.1, 40), (0.2, 60), (0.3, 60), (0.4, 60), (0.45, 60)])
            return try CatalogRun.make(entry: entry, operation: .dismiss, gesture: trace)
        case "dismiss-dragged-back":
            let trace = CardEntryTests.pull([(0.05, 50), (0.1, 100), (0.15, 150), (0.2, 120), (0.25, 90)])
            return try CatalogRun.make(entry: entry, operation: .dismiss, gesture: trace)
        case "dismiss-flick":
            return try CatalogRun.make(entry: entry, operation: .dismiss, gesture: CardEntryTests.pull([(0.02, 30), (0.04, 60)]))
        default:
            return try CatalogRun.make(entry: entry, operation: .present, taps: [Tap(time: 0.2, location: CGPoint(x: 187, y: 400))])
        }
    }

    @Test("frames match the golden file", arguments: paths)
    func golden(_ path: String) throws {
        let operation: TransitionOperation = path.hasPrefix("present") ? .present : .dismiss
        let render = { (run: TransitionRun) in GoldenFrameTests.render(run, entry: "card", operation: operation) }
        let actual = render(try Self.run(path))
        let file = GoldenFrameTests.directory.appendingPathComponent("card-\(path).json")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try #require(try? String(contentsOf: file, encoding: .utf8), "missing \(file.lastPathComponent)")
        expectEqual(actual, expected, "\(file.lastPathComponent) differs:\n\(GoldenFrameTests.diff(expected: expected, actual: actual))")
        expectEqual(actual, render(try Self.run(path)), "deterministic")
    }

    @Test("each path ends as it should and passes the contract checker", arguments: paths)
    func contract(_ path: String) throws {
        let run = try Self.run(path)
        let expected: [TransitionState] = switch path {
        case "dismiss-flick": [.interactive, .finishing, .completed]
        case "present-tapped": [.animating, .interactive, .cancelling, .cancelled]
        default: [.interactive, .cancelling, .cancelled]
        }
        expectEqual(run.stateChanges.map(\.state), expected)
        let findings = ContractChecker().findings(in: run, entry: "card", device: "iphone-x")
        #expect(findings.isEmpty, "\(findings)")
    }
}
