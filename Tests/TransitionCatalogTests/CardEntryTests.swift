import Foundation
import TestExpectations
import Testing
import CatalogKit
import TransitionKit
@testable import TransitionCatalog

/// The `card` entry beyond its goldens: the expansion is a property animator's spring, a
/// tap on the story mid-expansion reverses it into the card (the presentation is cancelled),
/// and the pull-down on the story scrubs the collapse and releases it on a spring that carries
/// the finger's speed.
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
        let window = run.window
        run.timeline.perform {
            let point = CGPoint(x: 187, y: 400)
            window.deliver(.began, at: point, time: 0.2)
            window.deliver(.ended, at: point, time: 0.2)
        }
        run.timeline.runUntilIdle(limit: 5)
        expectEqual(run.state, .cancelled)
        expectEqual(run.interruptionTimes, [0.2])
        expectEqual(run.stateChanges.map(\.state), [.animating, .interactive, .cancelling, .cancelled])
        // It retraces: at 0.3 it is between where it was grabbed and the card.
        let back = try #require(run.frame(at: 0.3).layer(role: "story"))
        #expect(back.size.width < grabbed.size.width)
        // Grabbed at the progress on screen p (the story's width goes 335 → 375), it plays back
        // over p × the 0.6 s duration (continueAnimation's factor 1 of what is left, reversed).
        let p = Swift.min(1, Swift.max(0, (grabbed.size.width - 335) / 40))
        #expect(isClose(try #require(run.completionTime), 0.2 + 0.6 * p, 1e-6))
        let after = run.frame(at: 1)
        #expect(after.layer(role: "story") == nil)
        expectEqual(after.layer(role: "card")?.opacity, 1)
        let findings = ContractChecker().findings(in: run, entry: "card", device: "iphone-x")
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test("the scene says a property animator made the curves: stretch 0 as made, later ones re-timed; UIView.animate's say nothing")
    func sceneNamesThePropertyAnimator() throws {
        let tapped = try CatalogRun.make(entry: entry, operation: .present, device: .iPhoneX,
                                         taps: [Tap(time: 0.2, location: CGPoint(x: 187, y: 400))])
        let curves = SceneDescription(run: tapped).curves
        #expect(curves.map(\.animatorStretch) == Array(0..<curves.count).map { Optional($0) } && curves.count >= 2)
        var json = JSONWriter()
        json.beginObject()
        SceneDescription(run: tapped).writeFields(into: &json)
        json.endObject()
        #expect(json.string.contains(#""api":"UIViewPropertyAnimator","stretch":0,"#))
        #expect(json.string.contains(#""api":"UIViewPropertyAnimator","stretch":1,"#))
        let zoom = catalogEntry("zoom")
        let plain = try CatalogRun.make(entry: zoom, operation: zoom.operations[0], device: .iPhoneX)
        var zoomJSON = JSONWriter()
        zoomJSON.beginObject()
        SceneDescription(run: plain).writeFields(into: &zoomJSON)
        zoomJSON.endObject()
        #expect(SceneDescription(run: plain).curves.allSatisfy { $0.animatorStretch == nil })
        #expect(!zoomJSON.string.contains("\"api\""))
    }

    @Test("taps reach the app while the run animates (CatalogRun.make(taps:)): the same reversal, errors otherwise")
    func taps() throws {
        let tap = Tap(time: 0.2, location: CGPoint(x: 187, y: 400))
        let run = try CatalogRun.make(entry: entry, operation: .present, device: .iPhoneX, taps: [tap])
        #expect(run.state == .cancelled && run.interruptionTimes == [0.2])
        #expect(run.frame(at: run.endTime).layer(role: "story") == nil)
        // UIKit hit-tests the model layer, which holds the story's final, full-screen frame
        // during the expansion: a tap anywhere on the screen reaches the story's recognizer.
        let corner = try CatalogRun.make(entry: entry, operation: .present, device: .iPhoneX,
                                         taps: [Tap(time: 0.02, location: CGPoint(x: 10, y: 800))])
        #expect(corner.state == .cancelled && corner.interruptionTimes == [0.02])
        // An app without recognizers: the tap changes nothing.
        let crossfade = catalogEntry("crossfade")
        let plain = try CatalogRun.make(entry: crossfade, operation: crossfade.operations[0], device: .iPhoneX)
        let tapped = try CatalogRun.make(entry: crossfade, operation: crossfade.operations[0], device: .iPhoneX,
                                         taps: [Tap(time: 0.1, location: tap.location)])
        #expect(tapped.state == .completed && tapped.completionTime == plain.completionTime)
        #expect(throws: CatalogRun.Failure.self) {
            try CatalogRun.make(entry: entry, operation: .present, device: .iPhoneX, taps: [Tap(time: 0.7, location: tap.location)])
        }
        do {
            _ = try CatalogRun.make(entry: entry, operation: .present, device: .iPhoneX, taps: [Tap(time: 0.7, location: tap.location)])
        } catch {
            expectEqual(error.code, .tapAfterEnd)
        }
        do {
            _ = try CatalogRun.make(entry: entry, operation: .dismiss, device: .iPhoneX, taps: [tap])
            Issue.record("a tap on an operation that starts from touches")
        } catch {
            expectEqual(error.code, .interactive)
        }
    }

    // MARK: Pull-down

    /// A pull down the middle of the story: `moves` are (seconds, points below the touch-down
    /// point), every one a `.changed` sample, the last one the release.
    static func pull(_ moves: [(Double, Double)], cancelled: Bool = false) -> [GestureSample] {
        let x = 187.5, y = 406.0
        var samples = [GestureSample(t: 0, phase: .began, x: x, y: y)]
        for (index, move) in moves.enumerated() {
            let phase: GestureSample.Phase = index < moves.count - 1 ? .changed : cancelled ? .cancelled : .ended
            samples.append(GestureSample(t: move.0, phase: phase, x: x, y: y + move.1))
        }
        return samples
    }

    /// The spring the release continued the collapse on: the last stretch of the curves that
    /// animate a corner radius (only the story's does).
    static func releaseSpring(_ run: TransitionRun) throws -> (begin: Double, spring: Spring) {
        let curves = SceneDescription(run: run).curves.filter { $0.properties.contains { $0.hasSuffix(".cornerRadius") } }
        let last = try #require(curves.last)
        guard case .spring(let spring) = last.timing else { throw CardTestError.notASpring }
        return (last.begin, spring)
    }

    @Test("the pull-down scrubs the collapse: the story shrinks toward its card and its corners round")
    func pullScrubs() throws {
        let run = try makeRun(entry, .dismiss, interactive: true)
        for sample in Self.pull([(1.0 / 60, 15), (2.0 / 60, 30), (3.0 / 60, 60), (4.0 / 60, 90), (5.0 / 60, 90)]).dropLast() {
            try run.handle(sample)
        }
        expectEqual(run.state, .interactive)
        // 90 of the 300 points of pullDistance: 30 % of the way from the screen to the card
        // (x 0 → 20, width 375 → 335, corners 0 → 16), on the paused animator scrubbed linearly.
        let story = try #require(run.frame(at: run.timeline.now).layer(role: "story"))
        #expect(isClose(story.quad.topLeft.x, 6, 1e-9) && isClose(story.size.width, 363, 1e-9))
        #expect(isClose(story.cornerRadius, 4.8, 1e-9))
        // The card stays hidden under the story until the story is back in its place.
        #expect(run.frame(at: run.timeline.now).layer(role: "card") == nil)
    }

    @Test("released moving down past the threshold: back into the feed, the finger's speed in the spring")
    func pullFinishes() throws {
        // 900 pt/s throughout, released 165 points down: p = 0.55.
        let trace = Self.pull((1...11).map { (Double($0) / 60, Double($0) * 15) })
        let run = try CatalogRun.make(entry: entry, operation: .dismiss, device: .iPhoneX, gesture: trace)
        expectEqual(run.state, .completed)
        expectEqual(run.stateChanges.map(\.state), [.interactive, .finishing, .completed])
        let (begin, spring) = try Self.releaseSpring(run)
        #expect(isClose(begin, 11.0 / 60, 1e-9))
        // (900 pt/s ÷ 300 pt) ÷ (1 − 0.55) of the way left, on the collapse's damping ratio.
        #expect(spring.dampingRatio == 0.9 && isClose(spring.initialVelocity, 3 / 0.45, 1e-9))
        let end = run.frame(at: run.endTime)
        #expect(end.layer(role: "story") == nil)
        expectEqual(end.layer(role: "card")?.opacity, 1)
        #expect(isClose(try #require(end.layer(role: "tabBar")).quad.topLeft.y, 812 - 83, 1e-9), "the tab bar is back")
        let findings = ContractChecker().findings(in: run, entry: "card", device: "iphone-x")
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test("released short and still: springs back to full screen with no velocity")
    func pullCancels() throws {
        // 60 points down (p = 0.2, under the 0.3 threshold), then held still past the
        // velocity's 100 ms window before the release.
        let trace = Self.pull([(0.05, 20), (0.1, 40), (0.2, 60), (0.3, 60), (0.4, 60), (0.45, 60)])
        let run = try CatalogRun.make(entry: entry, operation: .dismiss, device: .iPhoneX, gesture: trace)
        expectEqual(run.state, .cancelled)
        expectEqual(run.stateChanges.map(\.state), [.interactive, .cancelling, .cancelled])
        let (_, spring) = try Self.releaseSpring(run)
        #expect(spring.dampingRatio == 0.8 && spring.initialVelocity == 0)
        let end = run.frame(at: run.endTime)
        let story = try #require(end.layer(role: "story"))
        #expect(story.quad.topLeft == CGPoint(x: 0, y: 0) && story.size == CGSize(width: 375, height: 812) && story.cornerRadius == 0)
        #expect(end.layer(role: "card") == nil, "the card stays hidden under the story")
        let findings = ContractChecker().findings(in: run, entry: "card", device: "iphone-x")
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test("dragged back up past the threshold: springs back, thrown upwards by the finger")
    func pullDraggedBack() throws {
        // Down to 150 points, then up at 600 pt/s to 90 (p = 0.3) when released.
        let trace = Self.pull([(0.05, 50), (0.1, 100), (0.15, 150), (0.2, 120), (0.25, 90)])
        let run = try CatalogRun.make(entry: entry, operation: .dismiss, device: .iPhoneX, gesture: trace)
        expectEqual(run.state, .cancelled)
        let (_, spring) = try Self.releaseSpring(run)
        // The last 100 ms: 150 → 90 over 0.1 s is −600 pt/s, 2 per second of progress back
        // towards full screen, over the 0.3 left to go.
        #expect(spring.dampingRatio == 0.8 && isClose(spring.initialVelocity, 2 / 0.3, 1e-9))
    }

    @Test("a fast short flick dismisses from under the threshold")
    func pullFlick() throws {
        // 60 points (p = 0.2) in 40 ms: 1500 pt/s, faster than flickVelocity's 800.
        let trace = Self.pull([(0.02, 30), (0.04, 60)])
        let run = try CatalogRun.make(entry: entry, operation: .dismiss, device: .iPhoneX, gesture: trace)
        expectEqual(run.state, .completed)
        let (_, spring) = try Self.releaseSpring(run)
        #expect(isClose(spring.initialVelocity, 5 / 0.8, 1e-9))
        // With a higher flick velocity the same flick springs back.
        let slow = try CatalogRun.make(entry: entry, operation: .dismiss, device: .iPhoneX,
                                       overrides: ["flickVelocity": .number(2000)], gesture: trace)
        expectEqual(slow.state, .cancelled)
    }

    @Test("the pull's numbers are parameters: a longer pull distance makes the same drag a cancel")
    func pullParameters() throws {
        let trace = Self.pull((1...11).map { (Double($0) / 60, Double($0) * 15) })
        // 165 of 800 points is 0.21, under the threshold, and 900 pt/s is a flick only over 800.
        let run = try CatalogRun.make(entry: entry, operation: .dismiss, device: .iPhoneX,
                                      overrides: ["pullDistance": .number(800), "flickVelocity": .number(1000)], gesture: trace)
        expectEqual(run.state, .cancelled)
    }
}

private enum CardTestError: Error { case notASpring }

private func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
