import Foundation
import TestExpectations
import Testing
@testable import TransitionKit

@Suite("Percent-driven interaction")
struct PercentDrivenTests {
    let ease = CubicBezier.easeInEaseOut

    func swipeRun(speed: Double = 1) -> TransitionRun {
        let interaction = SwipeInteraction()
        interaction.completionSpeed = speed
        return startScene(animator: ScaleFadePushAnimator(), interaction: interaction)
    }

    /// began at 10 s; x 50 → p 0.25 at 10.1; x 80 → p 0.4 at 10.2; released there.
    let dragThenRelease = trace([(10.0, .began, 0, 300), (10.1, .changed, 50, 300),
                                 (10.2, .changed, 80, 300), (10.25, .ended, 80, 300)])

    @Test("update(p) shows each animation at p × duration on its own curve, and holds between samples")
    func updateUsesEachCurve() throws {
        let run = swipeRun()
        try run.replay(dragThenRelease)
        let at01 = try #require(run.frame(at: 0.1).layer(role: "to"))
        #expect(abs(at01.opacity - ease.value(at: 0.25)) < 1e-9)
        let at015 = try #require(run.frame(at: 0.15).layer(role: "to"))
        expectEqual(at015.opacity, at01.opacity, "paused between samples")
        let at02 = try #require(run.frame(at: 0.2).layer(role: "to"))
        #expect(abs(at02.opacity - ease.value(at: 0.4)) < 1e-9)
        #expect(abs(run.context.percentComplete - 0.4) < 1e-12)
    }

    @Test("cancel plays back to 0 over p·duration on the completion curve, then completion sees the cancel")
    func cancelPlaysBack() throws {
        let run = swipeRun()
        try run.replay(dragThenRelease)
        expectEqual(run.state, .cancelled)
        #expect(run.context.transitionWasCancelled)
        expectEqual(run.interactionEndTime, 0.25)
        let end = 0.25 + 0.4 * 0.4
        #expect(abs(try #require(run.completionTime) - end) < 1e-12)
        // Halfway through the cancel, media time is back at 0.16·(1 − ease(0.5)) = 0.08 s.
        let mid = try #require(run.frame(at: 0.25 + 0.08).layer(role: "to"))
        #expect(abs(mid.opacity - ease.value(at: 0.08 / 0.4)) < 1e-9)
        // After: the to-view left the window, the from-view is back at identity.
        let after = run.frame(at: end)
        #expect(after.layer(role: "to") == nil)
        #expect(try #require(after.layer(role: "from")).transform == .identity)
        expectEqual(run.context.completions.map(\.didComplete), [false])
    }

    @Test("state(at:) tells where in its life the run was: interactive, cancelling, then cancelled")
    func stateHistory() throws {
        let run = swipeRun()
        expectEqual(run.state(at: 0), .ready)
        try run.replay(dragThenRelease)
        let end = try #require(run.completionTime)
        expectEqual(run.stateChanges.map(\.state), [.interactive, .cancelling, .cancelled])
        expectEqual(run.state(at: 0), .interactive)
        expectEqual(run.state(at: 0.249), .interactive)
        expectEqual(run.state(at: 0.25), .cancelling)
        expectEqual(run.state(at: end - 1e-9), .cancelling)
        expectEqual(run.state(at: end), .cancelled)
        expectEqual(run.state(at: 99), .cancelled)

        let animated = startScene(animator: ScaleFadePushAnimator(), interaction: nil)
        animated.runToCompletion()
        expectEqual(animated.stateChanges.map(\.state), [.animating, .completed])
        expectEqual(animated.state(at: 0), .animating)
        expectEqual(animated.state(at: try #require(animated.completionTime)), .completed)
    }

    @Test("finish plays the rest over (1 − p)·duration / completionSpeed")
    func finishPlaysRest() throws {
        for speed in [1.0, 2.0, 0.0, -1.0] {
            let run = swipeRun(speed: speed)
            try run.replay(trace([(0, .began, 0, 0), (0.1, .changed, 150, 0), (0.2, .ended, 150, 0)]))
            let effective = speed > 0 ? speed : 1
            expectEqual(run.state, .completed)
            #expect(abs(try #require(run.completionTime) - (0.2 + 0.25 * 0.4 / effective)) < 1e-12, "speed \(speed)")
            expectEqual(run.context.completions.map(\.didComplete), [true])
        }
    }

    @Test("update clamps progress to 0…1")
    func updateClamps() throws {
        let run = swipeRun()
        try run.handle(GestureSample(t: 0, phase: .began, x: 0, y: 0))
        try run.handle(GestureSample(t: 0.1, phase: .changed, x: 900, y: 0))
        expectEqual(run.context.percentComplete, 1)
        try run.handle(GestureSample(t: 0.2, phase: .changed, x: -900, y: 0))
        expectEqual(run.context.percentComplete, 0)
        expectEqual(run.state, .interactive)
    }

    @Test("gesture samples UIKit could never deliver are refused and change nothing")
    func badSamples() throws {
        let run = swipeRun()
        #expect(throws: GestureError.self) { try run.handle(GestureSample(t: 0, phase: .changed, x: 0, y: 0)) }
        expectEqual(run.state, .ready)
        try run.handle(GestureSample(t: 1, phase: .began, x: 0, y: 0))
        #expect(throws: GestureError.self) { try run.handle(GestureSample(t: 0.5, phase: .changed, x: 10, y: 0)) }
        #expect(throws: GestureError.self) { try run.handle(GestureSample(t: 1.1, phase: .began, x: 10, y: 0)) }
        #expect(throws: GestureError.self) { try run.handle(GestureSample(t: .nan, phase: .changed, x: 10, y: 0)) }
        #expect(throws: GestureError.self) { try run.handle(GestureSample(t: 1.2, phase: .changed, x: .infinity, y: 0)) }
        try run.handle(GestureSample(t: 1.3, phase: .ended, x: 150, y: 0))
        #expect(throws: GestureError.self) { try run.handle(GestureSample(t: 1.4, phase: .changed, x: 10, y: 0)) }
        let plain = startScene(animator: ScaleFadePushAnimator())
        #expect(throws: GestureError.self) { try plain.handle(GestureSample(t: 0, phase: .began, x: 0, y: 0)) }
    }

    @Test("a gesture trace replayed twice gives identical frames")
    func replayIsDeterministic() throws {
        let a = swipeRun(), b = swipeRun()
        try a.replay(dragThenRelease)
        try b.replay(dragThenRelease)
        expectEqual(a.endTime, b.endTime)
        for step in 0...50 {
            let t = a.endTime * Double(step) / 50
            expectEqual(a.frame(at: t), b.frame(at: t))
        }
    }

    @Test("frames seen live while samples arrive equal the same frames after the whole replay")
    func liveEqualsReplay() throws {
        let live = swipeRun()
        var seen: [(Double, FrameState)] = []
        for sample in dragThenRelease {
            try live.handle(sample)
            let t = sample.t - 10
            seen.append((t, live.frame(at: t)))
        }
        live.timeline.runUntilIdle(limit: 10)
        for (t, frame) in seen {
            expectEqual(live.frame(at: t).layers, frame.layers)
        }
    }

    @Test("velocity comes from the samples of the last 100 ms")
    func velocity() throws {
        let gesture = PanGestureRecognizer()
        for sample in trace([(0, .began, 0, 0), (0.05, .changed, 0, 10), (0.2, .changed, 0, 40), (0.25, .changed, 0, 60)]) {
            try gesture.validate(sample)
            gesture.apply(sample)
        }
        #expect(abs(gesture.velocity(in: nil).y - (60 - 40) / 0.05) < 1e-9)
        expectEqual(gesture.translation(in: nil), CGPoint(x: 0, y: 60))
    }

    @Test("a move after a pause has that move's velocity; a rest before release has none")
    func velocityAfterPause() throws {
        let moved = PanGestureRecognizer()
        for sample in trace([(0, .began, 0, 0), (0.3, .changed, 0, 16)]) {
            try moved.validate(sample)
            moved.apply(sample)
        }
        #expect(abs(moved.velocity(in: nil).y - 16 / 0.3) < 1e-9)
        let rested = PanGestureRecognizer()
        for sample in trace([(0, .began, 0, 0), (0.02, .changed, 0, 16), (0.5, .ended, 0, 16)]) {
            try rested.validate(sample)
            rested.apply(sample)
        }
        expectEqual(rested.velocity(in: nil), .zero)
    }
}
