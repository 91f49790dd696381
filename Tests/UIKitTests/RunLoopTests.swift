import TestExpectations
import Testing
import TransitionKit
@testable import UIKit
@testable import UIKitFixturesSwift5

/// The main queue of a run is the run's own, on its virtual clock (Sources/UIKit/DispatchQueue+RunLoop.swift).
@Suite("The main queue on the virtual clock")
struct RunLoopTests {
    private func presentStaggered() throws -> (TransitionRun, StaggeredFadeAnimator) {
        let animator = StaggeredFadeAnimator()
        return (try RunLoopSourcesTests.present(animator), animator)
    }

    @Test("asyncAfter staggers an animation by the app's delay; async in a completion runs at the next turn")
    func staggeredAnimation() throws {
        let (run, animator) = try presentStaggered()
        expectEqual(run.completionTime, 0.6)
        // A frame's opacity is accumulated: the badge's own alpha times its screen's (a 0.6 s
        // linear fade from 0). A layer at opacity 0 is left out of the frame.
        let badge = { (t: Double) in run.frame(at: t).layer(role: "badge")?.opacity ?? 0 }
        let screen = { (t: Double) in t / 0.6 }
        #expect(badge(0.1) == 0 && badge(0.2) == 0, "the badge waits for its asyncAfter")
        #expect(abs(badge(0.35) - 0.5 * screen(0.35)) < 1e-9, "0.15 s into a 0.3 s linear fade that began at 0.2 s")
        #expect(abs(badge(0.45) - 0.25 / 0.3 * screen(0.45)) < 1e-9)
        #expect(abs(badge(0.5) - screen(0.5)) < 1e-9 && badge(0.6) == 1, "the badge's fade ended at 0.5 s")
        #expect(animator.cleanedUpAfterCompletion, "the async block in the completion ran")
        #expect(run.timeline.unmodelled.isEmpty)
    }

    @Test("the same inputs give the same frames on every run")
    func deterministic() throws {
        let first = try presentStaggered().0, second = try presentStaggered().0
        for t in stride(from: 0.0, through: 0.6, by: 0.05) {
            expectEqual(first.frame(at: t).layer(role: "badge")?.opacity, second.frame(at: t).layer(role: "badge")?.opacity)
        }
    }

    @Test("a delay is the app's own figure, rounded to the millisecond")
    func delays() {
        expectEqual(DispatchQueue.virtualDelay(until: .now() + 0.35), 0.35)
        expectEqual(DispatchQueue.virtualDelay(until: .now() + .milliseconds(120)), 0.12)
        expectEqual(DispatchQueue.virtualDelay(until: .now() - 1), 0, "a deadline passed runs at the next turn")
    }
}
