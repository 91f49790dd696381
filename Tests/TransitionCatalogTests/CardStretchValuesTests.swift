import Foundation
import TestExpectations
import Testing
import CatalogKit
import TransitionKit
@testable import TransitionCatalog

/// The scene's values for a property animator's later stretches (issue #25): a reversal or a
/// release's `continueAnimation` moves the views from where they were when it began to where
/// it comes to rest — what the frames show — not the block's whole from → to again.
@Suite("Card: a property animator's stretches carry their own values")
struct CardStretchValuesTests {
    let entry = CardEntry()

    /// The story's size and corner radius as a stretch's values say (width, height, radius) at
    /// its start (`from`) or rest (`to`).
    static func storyValues(_ curve: SceneDescription.Curve, story: Int, _ end: KeyPath<AnimatedValue, [Double]>)
        throws -> (width: Double, height: Double, radius: Double)
    {
        let bounds = try #require(curve.values.first { $0.layer == story && $0.property == "bounds" })
        let radius = try #require(curve.values.first { $0.layer == story && $0.property == "cornerRadius" })
        return (bounds[keyPath: end][2], bounds[keyPath: end][3], radius[keyPath: end][0])
    }

    static func storyCurves(_ run: TransitionRun) throws -> (curves: [SceneDescription.Curve], story: Int) {
        let scene = SceneDescription(run: run)
        let story = try #require(scene.layers.first { $0.role == "story" }).id
        let curves = scene.curves.filter { $0.values.contains { $0.layer == story && $0.property == "cornerRadius" } }
        return (curves, story)
    }

    /// Each later stretch starts where the frame at its begin shows the story, and differs from
    /// the block's own values; returns the stretches.
    static func checkStartsOnScreen(_ run: TransitionRun) throws -> (curves: [SceneDescription.Curve], story: Int) {
        let (curves, story) = try storyCurves(run)
        #expect(curves.count >= 2 && curves.map(\.animatorStretch) == Array(0..<curves.count).map { Optional($0) })
        for curve in curves.dropFirst() {
            let shown = try #require(run.frame(at: curve.begin).layer(role: "story"))
            let from = try storyValues(curve, story: story, \.from)
            #expect(near(from.width, shown.size.width, 1e-6) && near(from.height, shown.size.height, 1e-6),
                    "stretch \(curve.animatorStretch ?? -1) at \(curve.begin): \(from) vs \(shown.size)")
            #expect(near(from.radius, shown.cornerRadius, 1e-6))
            #expect(curve.values != curves[0].values, "stretch \(curve.animatorStretch ?? -1) repeats the block's values")
        }
        return (curves, story)
    }

    @Test("a tap's reversal goes from where the story was grabbed back to the card")
    func reversal() throws {
        let run = try CatalogRun.make(entry: entry, operation: .present, device: .iPhoneX,
                                      taps: [Tap(time: 0.2, location: CGPoint(x: 187, y: 400))])
        let (curves, story) = try Self.checkStartsOnScreen(run)
        let made = try Self.storyValues(curves[0], story: story, \.from)
        let rest = try Self.storyValues(try #require(curves.last), story: story, \.to)
        #expect(rest == made, "the reversal rests at the card the expansion started from")
        // Grabbed part-way: strictly between the card and full screen.
        let grabbed = try Self.storyValues(curves[1], story: story, \.from)
        #expect(grabbed.width > made.width && grabbed.width < 375)
    }

    @Test("a release's continueAnimation goes from where the finger let go to the card (finish) or full screen (cancel)")
    func release() throws {
        let finish = try CatalogRun.make(entry: entry, operation: .dismiss, device: .iPhoneX,
                                         gesture: CardEntryTests.pull((1...11).map { (Double($0) / 60, Double($0) * 15) }))
        expectEqual(finish.state, .completed)
        let (finished, story) = try Self.checkStartsOnScreen(finish)
        #expect(try Self.storyValues(try #require(finished.last), story: story, \.to)
                == Self.storyValues(finished[0], story: story, \.to))
        let cancel = try CatalogRun.make(entry: entry, operation: .dismiss, device: .iPhoneX,
                                         gesture: CardEntryTests.pull([(0.05, 20), (0.1, 40), (0.2, 60), (0.3, 60), (0.4, 60), (0.45, 60)]))
        expectEqual(cancel.state, .cancelled)
        let (cancelled, cancelStory) = try Self.checkStartsOnScreen(cancel)
        let back = try Self.storyValues(try #require(cancelled.last), story: cancelStory, \.to)
        #expect(back == (375, 812, 0), "springs back to full screen: \(back)")
        // The story 20 % of the way to its card when released (60 of 300 points).
        let released = try Self.storyValues(try #require(cancelled.last), story: cancelStory, \.from)
        #expect(near(released.width, 375 - 0.2 * 40, 1e-6))
    }
}

private func near(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
