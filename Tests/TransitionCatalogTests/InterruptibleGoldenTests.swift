import Foundation
import TestExpectations
import Testing
import CatalogKit
import TransitionKit
@testable import TransitionCatalog

/// Golden frames and contract checks of an interruptible (property animator) transition on
/// each path: animated, interactive finish and cancel, and a running transition grabbed and
/// then finished or cancelled. Files: Golden/interruptible-<path>.json (UPDATE_GOLDENS=1
/// writes them, like GoldenFrameTests).
@Suite("Interruptible transitions: golden frames")
struct InterruptibleGoldenTests {
    static let paths = ["animated", "finished", "cancelled", "interrupted-finished", "interrupted-cancelled"]

    static func run(_ path: String) throws -> TransitionRun {
        let interaction = GrabSlideInteraction()
        interaction.wantsInteractiveStart = !path.hasPrefix("interrupted")
        let run = InterruptibleScenario.start(interaction: path == "animated" ? nil : interaction)
        func drag(_ points: [(Double, GestureSample.Phase, Double)]) throws {
            try run.replay(points.map { GestureSample(t: $0.0, phase: $0.1, x: $0.2, y: 400) })
        }
        switch path {
        case "animated": run.runToCompletion()
        case "finished": try drag([(0, .began, 300), (0.1, .changed, 240), (0.2, .changed, 150), (0.25, .ended, 120)])
        case "cancelled": try drag([(0, .began, 300), (0.1, .changed, 240), (0.2, .changed, 260), (0.25, .ended, 290)])
        case "interrupted-finished":
            run.start()
            try drag([(0.15, .began, 200), (0.25, .changed, 170), (0.3, .ended, 140)])
        default:
            run.start()
            try drag([(0.15, .began, 200), (0.25, .changed, 260), (0.3, .ended, 300)])
        }
        return run
    }

    @Test("frames match the golden file", arguments: paths)
    func golden(_ path: String) throws {
        let run = try Self.run(path)
        let actual = GoldenFrameTests.render(run, entry: "interruptible-\(path)", operation: .push)
        let file = GoldenFrameTests.directory.appendingPathComponent("interruptible-\(path).json")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try #require(try? String(contentsOf: file, encoding: .utf8), "missing \(file.lastPathComponent)")
        expectEqual(actual, expected, "\(file.lastPathComponent) differs:\n\(GoldenFrameTests.diff(expected: expected, actual: actual))")
        #expect(actual == GoldenFrameTests.render(try Self.run(path), entry: "interruptible-\(path)", operation: .push),
                "deterministic")
    }

    @Test("each path ends as it should and passes the contract checker", arguments: paths)
    func contract(_ path: String) throws {
        let run = try Self.run(path)
        let expected: [TransitionState] = switch path {
        case "animated": [.animating, .completed]
        case "finished": [.interactive, .finishing, .completed]
        case "cancelled": [.interactive, .cancelling, .cancelled]
        case "interrupted-finished": [.animating, .interactive, .finishing, .completed]
        default: [.animating, .interactive, .cancelling, .cancelled]
        }
        expectEqual(run.stateChanges.map(\.state), expected)
        let findings = ContractChecker().findings(in: run, entry: "interruptible-\(path)", device: "iphone-x")
        #expect(findings.isEmpty, "\(findings)")
        if path.hasPrefix("interrupted") { expectEqual(run.interruptionTimes, [0.15]) }
    }
}

@Suite("Interruptible transitions: scene curves and markers")
struct InterruptibleSceneTests {
    @Test("a property animator's stretches are curves; pauses and continuations are animator markers")
    func curvesAndMarkers() throws {
        let run = try InterruptibleGoldenTests.run("interrupted-finished")
        let scene = SceneDescription(run: run)
        let labels = scene.markers.filter { $0.kind == .animator }.map(\.label)
        #expect(labels.contains("animator paused"))
        #expect(labels.contains { $0.hasPrefix("animator continued (spring ζ 0.85)") })
        #expect(scene.markers.first { $0.kind == .animator && $0.label == "animator paused" }?.time == 0.15)
        // The block's first run (easeOut over 0.5 s from 0), then the rest on the thrown spring.
        let curves = scene.curves.filter { $0.properties.contains { $0.hasSuffix(".opacity") } }
        expectEqual(curves.count, 2)
        guard case .bezier(let first) = try #require(curves.first).timing else { Issue.record("first not cubic"); return }
        #expect(first == .easeOut && curves[0].begin == 0 && curves[0].duration == 0.5)
        guard case .spring(let spring) = curves[1].timing else { Issue.record("rest not a spring"); return }
        #expect(curves[1].begin == 0.3 && spring.dampingRatio == 0.85 && spring.initialVelocity > 0)
        // The first stretch was cut short by the grab: no end marker for it, one for the rest.
        let ends = scene.markers.filter { $0.kind == .animationEnd }.map(\.time)
        #expect(ends.allSatisfy { $0 > 0.3 })
    }
}
