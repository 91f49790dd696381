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
        // A deadline made from the machine's clock is read against that clock again a moment
        // later; on a loaded machine the moment can be milliseconds (0.116 s was seen for 0.12),
        // so the figure is checked on the millisecond grid and within that moment of the app's.
        let deadlines: [(String, (DispatchTime) -> DispatchTime, Double)] = [
            ("+ 0.35", { $0 + 0.35 }, 0.35), ("+ .milliseconds(120)", { $0 + .milliseconds(120) }, 0.12),
        ]
        for (written, deadline, figure) in deadlines {
            let made = DispatchTime.now()
            let delay = DispatchQueue.virtualDelay(until: deadline(made))
            let moment = Double(DispatchTime.now().uptimeNanoseconds - made.uptimeNanoseconds) / 1e9
            expectEqual(delay, (delay * 1e3).rounded() / 1e3, "\(written): on the millisecond grid")
            #expect(delay <= figure && delay >= figure - moment - 0.0005, "\(written): \(delay) s after a moment of \(moment) s")
        }
        expectEqual(DispatchQueue.virtualDelay(until: .now() - 1), 0, "a deadline passed runs at the next turn")
    }
}
