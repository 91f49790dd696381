import Foundation
import TestExpectations
import Testing
import CatalogKit
import TransitionKit
import WireVocabulary
@testable import TransitionCatalog

/// The numbers of the source material (docs/fidelity.md §6), checked on the catalog's entries.
@Suite("Seed numbers")
struct SeedNumberTests {
    @Test("zoom in lands on the aspect-fit frame: 3000×2000 into 375×812 → (0, 281, 375, 250)")
    func zoomInFinalFrame() throws {
        let run = try makeRun(catalogEntry("zoom"), .present)
        run.runToCompletion()
        expectEqual(run.state, .completed)
        expectEqual(run.completionTime, 0.5)
        let expected = CGRect(x: 0, y: 281, width: 375, height: 250)
        // Just before the end the spring is within its settling envelope of the target …
        let late = try #require(run.frame(at: 0.4999).layer(role: "transitionImage"))
        #expect(close(late.quad.boundingBox, expected, 0.5))
        // … and at the end the detail's own photo shows there.
        let photo = try #require(run.frame(at: 0.5).layer(role: "photo"))
        expectEqual(photo.quad.boundingBox, expected)
        #expect(run.frame(at: 0.5).layer(role: "transitionImage") == nil)
    }

    @Test("at 0.1 s of the default zoom in the to-view's opacity is UIKit's spring value 0.609318")
    func zoomInSpringOpacity() throws {
        let run = try makeRun(catalogEntry("zoom"), .present)
        run.runToCompletion()
        let to = try #require(run.frame(at: 0.1).layer(role: "to"))
        #expect(abs(to.opacity - 0.609318) < 1e-6)
        let tabBar = try #require(run.frame(at: 0.1).layer(role: "tabBar"))
        #expect(abs(tabBar.opacity - (1 - 0.609318148)) < 1e-6)
    }

    @Test("scale-fade push at 0.1 s: to-view opacity 0.129162, from-view scale 1.064581")
    func scaleFadePush() throws {
        let run = try makeRun(ScaleFadeEntry(), .push)
        run.runToCompletion()
        let frame = run.frame(at: 0.1)
        #expect(abs(try #require(frame.layer(role: "to")).opacity - 0.129162) < 1e-6)
        let from = try #require(frame.layer(role: "from"))
        #expect(abs(from.transform.m11 - 1.064581) < 1e-6 && abs(from.transform.m22 - 1.064581) < 1e-6)
    }

    @Test("FluidPhoto's pull-down: dy 50 and 203 on an 812-point screen", arguments: [
        (50.0, 0.753695, 0.938424), (203.0, 0, 0.75), (406.0, 0, 0.5), (600.0, 0, 0.5),
    ])
    func pullDownNumbers(dy: Double, alpha: Double, scale: Double) throws {
        // Measured on the entry as the app runs it: the page's pan begins after 10 points, and
        // the pull's translation is from where the finger went down.
        let run = try makeRun(catalogEntry("zoom"), .dismiss, interactive: true)
        try run.handle(GestureSample(t: 0, phase: .began, x: 187.5, y: 300))
        try run.handle(GestureSample(t: 0.05, phase: .changed, x: 187.5, y: 315))
        try run.handle(GestureSample(t: 0.1, phase: .changed, x: 187.5, y: 300 + dy))
        let frame = run.frame(at: 0.1)
        // A fully transparent layer is left out of the frame.
        #expect(abs((frame.layer(role: "from")?.opacity ?? 0) - alpha) < 1e-6)
        #expect(alpha == 0 || frame.layer(role: "from") != nil)
        #expect(abs(try #require(frame.layer(role: "transitionImage")).quad.boundingBox.width / 375 - scale) < 1e-6)
        #expect(abs(run.context.percentComplete - (1 - scale)) < 1e-6)
    }

    /// The page's pan begins once the finger has moved 10 points (its `.began` only starts the
    /// dismissal, as FluidPhoto's handler does); the next move reaches the interaction.
    @Test("pull-down in a live run: the photo follows the finger and shrinks, the background fades")
    func pullDownLive() throws {
        let run = try makeRun(catalogEntry("zoom"), .dismiss, interactive: true)
        try run.handle(GestureSample(t: 0, phase: .began, x: 180, y: 400))
        try run.handle(GestureSample(t: 0.05, phase: .changed, x: 182, y: 415))
        #expect(run.hasTransition && run.state == .interactive)
        try run.handle(GestureSample(t: 0.1, phase: .changed, x: 190, y: 450))
        let frame = run.frame(at: 0.1)
        let from = try #require(frame.layer(role: "from"))
        #expect(abs(from.opacity - 0.753695) < 1e-6)
        let image = try #require(frame.layer(role: "transitionImage"))
        let box = image.quad.boundingBox
        let scale = 0.938424
        #expect(abs(box.width - 375 * scale) < 1e-3)
        // centre = anchor + translation − height·(1 − scale)/2, anchor = photo centre (187.5, 406)
        #expect(abs(box.midX - (187.5 + 10)) < 1e-6)
        #expect(abs(box.midY - (406 + 50 - 250 * scale * (1 - scale) / 2)) < 1e-3)
        #expect(abs(run.context.percentComplete - (1 - scale)) < 1e-6)
        let tabBar = try #require(frame.layer(role: "tabBar"))
        #expect(abs(tabBar.opacity - (1 - 0.753695)) < 1e-6)
    }

    @Test("pull-down release: moving down below the anchor finishes, upwards cancels")
    func pullDownReleaseRule() throws {
        let finish = try makeRun(catalogEntry("zoom"), .dismiss, interactive: true)
        try finish.replay([GestureSample(t: 0, phase: .began, x: 180, y: 400),
                           GestureSample(t: 0.1, phase: .changed, x: 180, y: 500),
                           GestureSample(t: 0.15, phase: .ended, x: 180, y: 520)])
        expectEqual(finish.state, .completed)
        #expect(abs(try #require(finish.completionTime) - (0.15 + 0.25)) < 1e-9)

        // Dragged down but released moving up: velocity.y < 0 cancels.
        let upwards = try makeRun(catalogEntry("zoom"), .dismiss, interactive: true)
        try upwards.replay([GestureSample(t: 0, phase: .began, x: 180, y: 400),
                            GestureSample(t: 0.1, phase: .changed, x: 180, y: 600),
                            GestureSample(t: 0.15, phase: .changed, x: 180, y: 560),
                            GestureSample(t: 0.2, phase: .ended, x: 180, y: 540)])
        expectEqual(upwards.state, .cancelled)
        #expect(upwards.context.transitionWasCancelled)
        #expect(abs(try #require(upwards.completionTime) - (0.2 + 0.5)) < 1e-9)
        // Cancelled: the detail is back, opaque, with its photo visible.
        let end = upwards.frame(at: try #require(upwards.completionTime))
        #expect(try #require(end.layer(role: "from")).opacity == 1)
        #expect(end.layer(role: "photo") != nil)
        #expect(end.layer(role: "transitionImage") == nil)

        // Released moving down but above the anchor (dragged up first): the centre rule cancels.
        let above = try makeRun(catalogEntry("zoom"), .dismiss, interactive: true)
        try above.replay([GestureSample(t: 0, phase: .began, x: 180, y: 400),
                          GestureSample(t: 0.1, phase: .changed, x: 180, y: 300),
                          GestureSample(t: 0.15, phase: .ended, x: 180, y: 310)])
        expectEqual(above.state, .cancelled)
    }

    @Test("flip present: the layers land exactly on their key values at the key times after easeInOut")
    func flipKeyTimes() throws {
        let run = try makeRun(catalogEntry("flip"), .present)
        run.runToCompletion()
        expectEqual(run.completionTime, 0.6)
        let third = time(where: .easeInEaseOut, reaches: 1.0 / 3, duration: 0.6)
        let twoThirds = time(where: .easeInEaseOut, reaches: 2.0 / 3, duration: 0.6)
        let from = try #require(run.frame(at: third).layer(role: "from"))
        #expect(abs(degreesAboutY(from.transform) - -90) < 1e-6)
        let snapshot = try #require(run.frame(at: twoThirds).layer(role: "snapshot"))
        #expect(abs(degreesAboutY(snapshot.transform)) < 1e-6)
        // At the start the snapshot is edge-on at +90° on the card's frame.
        let start = try #require(run.frame(at: 0).layer(role: "snapshot"))
        #expect(abs(degreesAboutY(start.transform) - 90) < 1e-9)
        // Perspective: mid-way through the first third the from-view is a trapezoid.
        let turning = try #require(run.frame(at: third / 2).layer(role: "from"))
        let left = turning.quad.bottomLeft.y - turning.quad.topLeft.y
        let right = turning.quad.bottomRight.y - turning.quad.topRight.y
        #expect(abs(left - right) > 10)
    }

    @Test("flip swipe: progress = translation.x / 200, finishing above one half")
    func flipSwipe() throws {
        let finish = try makeRun(catalogEntry("flip"), .dismiss, interactive: true)
        try finish.replay([GestureSample(t: 0, phase: .began, x: 0, y: 400),
                           GestureSample(t: 0.1, phase: .changed, x: 110, y: 400),
                           GestureSample(t: 0.2, phase: .ended, x: 110, y: 400)])
        #expect(abs(finish.context.percentComplete - 0.55) < 1e-12)
        expectEqual(finish.state, .completed)
        #expect(abs(try #require(finish.completionTime) - (0.2 + 0.45 * 0.6)) < 1e-9)

        let cancel = try makeRun(catalogEntry("flip"), .dismiss, interactive: true)
        try cancel.replay([GestureSample(t: 0, phase: .began, x: 0, y: 400),
                           GestureSample(t: 0.1, phase: .changed, x: 90, y: 400),
                           GestureSample(t: 0.2, phase: .ended, x: 90, y: 400)])
        expectEqual(cancel.state, .cancelled)
        #expect(abs(try #require(cancel.completionTime) - (0.2 + 0.45 * 0.6)) < 1e-9)
        let end = cancel.frame(at: try #require(cancel.completionTime))
        #expect(end.layer(role: "from") != nil && end.layer(role: "to") == nil && end.layer(role: "snapshot") == nil)
    }

    /// The catalog's own interactive entries run the apps' recognizers: Kodeco's edge pan only
    /// begins from the left edge, and FluidPhoto's pan only once the finger has moved.
    @Test("flip's swipe starts only from the left edge, zoom's pull only past the pan threshold")
    func appRecognizersDecide() throws {
        func failure(_ id: String, _ trace: [GestureSample]) -> ErrorCode? {
            do {
                _ = try CatalogRun.make(entry: catalogEntry(id), operation: .dismiss, gesture: trace)
                return nil
            } catch {
                return error.code
            }
        }
        let fromMiddle = [GestureSample(t: 0, phase: .began, x: 100, y: 400),
                          GestureSample(t: 0.1, phase: .changed, x: 250, y: 400),
                          GestureSample(t: 0.2, phase: .ended, x: 260, y: 400)]
        expectEqual(failure("flip", fromMiddle), .noTransition)
        let fromEdge = fromMiddle.map { GestureSample(t: $0.t, phase: $0.phase, x: $0.x - 95, y: $0.y) }
        #expect(failure("flip", fromEdge) == nil)

        let nudge = [GestureSample(t: 0, phase: .began, x: 187, y: 400),
                     GestureSample(t: 0.1, phase: .changed, x: 187, y: 409),
                     GestureSample(t: 0.2, phase: .ended, x: 187, y: 409)]
        expectEqual(failure("zoom", nudge), .noTransition)
        let run = try CatalogRun.make(entry: catalogEntry("zoom"), operation: .dismiss,
                                      gesture: nudge.map { GestureSample(t: $0.t, phase: $0.phase, x: $0.x, y: 400 + ($0.y - 400) * 20) })
        #expect(run.state == .completed && run.deliversTouches)
        // The transition began with the move that made the pan begin, 0.1 s in.
        #expect(run.state(at: 0.05) == .ready && run.state(at: 0.1) == .interactive)
    }
}
