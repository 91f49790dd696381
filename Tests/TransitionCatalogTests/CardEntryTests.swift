import Testing
import CatalogKit
import TransitionKit
@testable import TransitionCatalog

/// The `card` entry beyond its goldens: the expansion is a property animator's spring, and a
/// tap on the story mid-expansion reverses it into the card (the presentation is cancelled).
@Suite("Card entry")
struct CardEntryTests {
    let entry = CardEntry()

    @Test("the expansion runs on UIViewPropertyAnimator(duration:dampingRatio:) and ends full screen")
    func expansion() throws {
        let run = try makeRun(entry, .present)
        run.runToCompletion()
        #expect(run.state == .completed && run.completionTime == 0.6)
        let springs = run.timeline.groups.filter { $0.readsProgressFromClock }
        #expect(!springs.isEmpty)
        guard case .spring(let spring) = try #require(springs.first).timing else { Issue.record("not a spring"); return }
        #expect(spring.dampingRatio == 0.75 && spring.duration == 0.6)
        let end = run.frame(at: 0.6)
        #expect(end.layer(role: "story")?.quad.topLeft.x == 0 && end.layer(role: "story")?.size.width == 375)
    }

    @Test("a tap on the story during the expansion reverses it mid-flight and cancels the presentation")
    func tapReverses() throws {
        let run = try makeRun(entry, .present)
        run.start()
        run.advance(to: 0.2)
        let grabbed = try #require(run.frame(at: 0.2).layer(role: "story"))
        let window = try #require(run.window as? Window)
        run.timeline.perform {
            let point = Point(x: 187, y: 400)
            window.deliver(.began, at: point, time: 0.2)
            window.deliver(.ended, at: point, time: 0.2)
        }
        run.timeline.runUntilIdle(limit: 5)
        #expect(run.state == .cancelled)
        #expect(run.interruptionTimes == [0.2])
        #expect(run.stateChanges.map(\.state) == [.animating, .interactive, .cancelling, .cancelled])
        // It retraces: at 0.3 it is between where it was grabbed and the card.
        let back = try #require(run.frame(at: 0.3).layer(role: "story"))
        #expect(back.size.width < grabbed.size.width)
        // Grabbed at the progress on screen p (the story's width goes 335 → 375), it plays back
        // over p × the 0.6 s duration (continueAnimation's factor 1 of what is left, reversed).
        let p = Swift.min(1, Swift.max(0, (grabbed.size.width - 335) / 40))
        #expect(isClose(try #require(run.completionTime), 0.2 + 0.6 * p, 1e-6))
        let after = run.frame(at: 1)
        #expect(after.layer(role: "story") == nil)
        #expect(after.layer(role: "card")?.opacity == 1)
        let findings = ContractChecker().findings(in: run, entry: "card", device: "iphone-x")
        #expect(findings.isEmpty, "\(findings)")
    }
}

private func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
