import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit
import _Testing_CoreGraphics

/// Long press, swipe, `require(toFail:)` and two-finger recognizers
/// (Tests/UIKitFixtures/Surface/Gestures.swift) through the engine's touches.
@Suite("More gesture recognizers")
struct MoreGesturesTests {
    static func viewer() throws -> (TransitionRun, GesturePhotoViewController) {
        try runShowing(GesturePhotoViewController.init)
    }

    static func touch(_ run: TransitionRun, _ phase: UITouch.Phase, _ x: Double, _ y: Double, at t: Double) {
        run.advance(to: t)
        run.timeline.perform { _ = run.window.deliver(phase, at: CGPoint(x: x, y: y), time: t) }
    }

    static func tap(_ run: TransitionRun, at t: Double) {
        touch(run, .began, 150, 250, at: t)
        touch(run, .ended, 150, 250, at: t + 0.05)
    }

    @Test("a single tap waits for the double tap to fail (0.35 s after the tap), then recognizes")
    func singleWaitsForDouble() throws {
        let (run, viewer) = try Self.viewer()
        Self.tap(run, at: 0)
        #expect(viewer.events.isEmpty, "still waiting for a second tap")
        run.advance(to: 0.39)
        #expect(viewer.events.isEmpty)
        run.advance(to: 0.41)
        expectEqual(viewer.events, ["single"])
        expectEqual(viewer.doubleTap.state, .failed)
    }

    @Test("a double tap recognizes and the single tap that required its failure fails")
    func doubleWins() throws {
        let (run, viewer) = try Self.viewer()
        Self.tap(run, at: 0)
        Self.tap(run, at: 0.2)
        run.advance(to: 1)
        expectEqual(viewer.events, ["double"])
        expectEqual(viewer.singleTap.state, .failed)
        Self.tap(run, at: 2)
        run.advance(to: 3)
        expectEqual(viewer.events, ["double", "single"], "the next tap starts afresh")
    }

    @Test("a long press begins after minimumPressDuration, follows moves, ends on lifting; moving first fails it")
    func longPress() throws {
        let (run, viewer) = try Self.viewer()
        Self.touch(run, .began, 150, 250, at: 0)
        run.advance(to: 0.49)
        expectEqual(viewer.longPress.state, .possible)
        run.advance(to: 0.5)
        expectEqual(viewer.events, ["press began"])
        Self.touch(run, .moved, 180, 250, at: 0.6)
        Self.touch(run, .ended, 180, 250, at: 0.7)
        expectEqual(viewer.events, ["press began", "press changed", "press ended"])

        Self.touch(run, .began, 150, 250, at: 1)
        Self.touch(run, .moved, 150, 262, at: 1.1)
        run.advance(to: 2)
        expectEqual(viewer.longPress.state, .failed)
        expectEqual(viewer.events.count, 3)
    }

    @Test("a swipe recognizes past 30 points in one of its directions, mostly along it")
    func swipe() throws {
        let (run, viewer) = try Self.viewer()
        Self.touch(run, .began, 200, 250, at: 0)
        Self.touch(run, .moved, 185, 252, at: 0.05)
        expectEqual(viewer.swipe.state, .possible)
        Self.touch(run, .moved, 165, 255, at: 0.1)
        #expect(viewer.events.contains("swipe"))
        Self.touch(run, .ended, 165, 255, at: 0.12)

        Self.touch(run, .began, 200, 250, at: 1)
        Self.touch(run, .moved, 200, 300, at: 1.1)
        Self.touch(run, .ended, 200, 300, at: 1.15)
        #expect(viewer.events.filter { $0 == "swipe" }.count == 1, "a downward swipe is not one of its directions")
    }

    @Test("a one-finger tap reaching a pinch or rotation recognizer is no pinch: they fail, nothing is reported")
    func twoFingers() throws {
        let (run, viewer) = try Self.viewer()
        Self.tap(run, at: 0)
        let features = run.timeline.unmodelled.map(\.feature)
        #expect(!features.contains { $0.hasPrefix("UIPinchGestureRecognizer") || $0.hasPrefix("UIRotationGestureRecognizer") })
        #expect(viewer.pinch.state == .failed && viewer.pinch.scale == 1)
        #expect(viewer.rotation.state == .failed && viewer.rotation.rotation == 0)
    }

    @Test("an app's own recognizer sets its state from overridden touch methods")
    func subclass() throws {
        let (run, viewer) = try Self.viewer()
        let check = CheckmarkGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        final class Sink { var fired: () -> Void = {}; func fire() { fired() } }
        let sink = Sink()
        sink.fired = { states.append(check.state) }
        run.timeline.perform {
            check.addTarget(sink, action: Selector.method(Sink.fire))
            viewer.view.addGestureRecognizer(check)
        }
        Self.touch(run, .began, 20, 600, at: 0)
        for step in 1...4 { Self.touch(run, .moved, 20 + Double(step) * 15, 600, at: Double(step) * 0.05) }
        Self.touch(run, .ended, 80, 600, at: 0.3)
        expectEqual(states, [.began, .changed, .ended])
    }
}
