import TestExpectations
import Testing
import TransitionKit
@testable import TransitionCatalog

/// The lightbox entry (Catalog/Lightbox/): the issue's "a tap that presents" and "a recognizer
/// with a delegate that refuses to begin", written as an app writes them (target–action with
/// #selector, a UIGestureRecognizerDelegate) and driven by touches delivered to the window.
@Suite("Lightbox: tap to present, a pan whose delegate refuses")
struct LightboxEntryTests {
    static var entry: any CatalogEntry { TransitionCatalog.registry.entry(id: "lightbox")! }

    /// A live run of `operation`, waiting for touches (as the page's session makes one).
    static func run(_ operation: TransitionOperation) throws -> TransitionRun {
        try CatalogRun.start(entry: entry, operation: operation, interactive: true)
    }

    /// (x, y) points 1/30 s apart: the first goes down, the last lifts.
    static func samples(_ points: [(Double, Double)]) -> [GestureSample] {
        points.enumerated().map { index, point in
            let phase: GestureSample.Phase = index == 0 ? .began : index == points.count - 1 ? .ended : .changed
            return GestureSample(t: Double(index) / 30, phase: phase, x: point.0, y: point.1)
        }
    }

    /// The open photo's pan recognizer (on the lightbox's root view, the open photo's parent).
    static func pan(in run: TransitionRun) throws -> GestureRecognizer {
        let photo = try #require(run.window.allViews().first { $0.role == "openPhoto" })
        let root = try #require(photo.superview)
        return try #require(root.gestureRecognizers?.first { $0 is PanGestureRecognizer })
    }

    @Test("a tap on a photo presents it, with UIKit's cross dissolve (the delegate gives no present animator)")
    func tapPresents() throws {
        let run = try CatalogRun.make(entry: Self.entry, operation: .present, gesture: Self.samples([(100, 190), (100, 190)]))
        expectEqual(run.coordinator.operation, .present)
        expectEqual(run.state, .completed)
        let animator = try #require(run.coordinator.animator as? ModalTransitionAnimator)
        expectEqual(animator.style, .crossDissolve)
        // The transition starts when the tap is recognized: on the touch's end.
        #expect(run.stateChanges.first { $0.state == .animating }?.time == 1.0 / 30)
    }

    @Test("a touch that misses the photos, or moves like a drag, presents nothing")
    func tapMisses() throws {
        for points in [[(187.0, 190.0), (187.0, 190.0)], [(100, 190), (100, 220), (100, 260)]] {
            let run = try Self.run(.present)
            var error: GestureError?
            for sample in Self.samples(points) {
                do { try run.handle(sample) } catch let thrown { error = thrown }
            }
            expectEqual(error?.reason, .noTransition, "\(points)")
            #expect(!run.hasTransition)
        }
    }

    @Test("the pan's delegate refuses a sideways swipe: the pan fails and nothing starts")
    func refusesSideways() throws {
        let run = try Self.run(.dismiss)
        let pan = try Self.pan(in: run)
        let samples = Self.samples([(100, 400), (140, 402), (200, 404), (260, 406), (340, 408)])
        try run.handle(samples[0])
        try run.handle(samples[1])      // 40 points: past the pan's threshold, so it asks its delegate
        expectEqual(pan.state, .failed)
        #expect(!run.hasTransition)
        try run.handle(samples[2])
        try run.handle(samples[3])
        #expect(throws: GestureError.self) { try run.handle(samples[4]) }
        #expect(!run.hasTransition)
    }

    @Test("it refuses a pull upward too, and accepts a pull down: the dismissal begins with the pan")
    func acceptsPullDown() throws {
        let up = try Self.run(.dismiss)
        for sample in Self.samples([(187, 500), (188, 460), (189, 420)]) {
            try? up.handle(sample)
        }
        #expect(try Self.pan(in: up).state == .failed)
        #expect(!up.hasTransition)

        let down = try Self.run(.dismiss)
        let pan = try Self.pan(in: down)
        let samples = Self.samples([(187, 300), (188, 340), (189, 400), (190, 480), (190, 560)])
        try down.handle(samples[0])
        #expect(!down.hasTransition)
        try down.handle(samples[1])
        expectEqual(pan.state, .began)
        #expect(down.hasTransition && down.coordinator.operation == .dismiss)
        #expect(down.coordinator.interactionController is PercentDrivenInteractiveTransition)
        for sample in samples.dropFirst(2) { try down.handle(sample) }
        down.runToCompletion()
        expectEqual(down.state, .completed)
    }

    /// Two fingers `r` points either side of the screen's centre (iPhone X), 1/30 s apart:
    /// the page's Alt-drag, the second finger the first mirrored through the centre.
    static func pinch(_ radii: [Double]) -> [GestureSample] {
        let cx = 187.5, cy = 406.0
        return radii.enumerated().map { index, r in
            let phase: GestureSample.Phase = index == 0 ? .began : index == radii.count - 1 ? .ended : .changed
            return GestureSample(t: Double(index) / 30, phase: phase, x: cx - r, y: cy, x2: cx + r, y2: cy)
        }
    }

    @Test("pinch-to-close: a pinch in starts the dismissal, its progress is 1 − scale, released below 0.8 it closes")
    func pinchCloses() throws {
        let run = try Self.run(.dismiss)
        let samples = Self.pinch([150, 148, 140, 120, 90, 90])
        try run.handle(samples[0])
        try run.handle(samples[1])  // 4 points closer: within the pinch's slop, nothing yet
        #expect(!run.hasTransition)
        try run.handle(samples[2])  // 20 points: the pinch begins and dismisses
        #expect(run.hasTransition && run.coordinator.operation == .dismiss)
        #expect(try Self.pan(in: run).state == .failed, "the pinch recognized first")
        let interaction = try #require(run.coordinator.interactionController as? PercentDrivenInteractiveTransition)
        try run.handle(samples[3])
        #expect(abs(interaction.percentComplete - 0.2) < 1e-9, "scale 240 / 300 = 0.8")
        try run.handle(samples[4])
        #expect(abs(interaction.percentComplete - 0.4) < 1e-9, "scale 180 / 300 = 0.6")
        try run.handle(samples[5])
        run.runToCompletion()
        #expect(run.state == .completed && !run.coordinator.isCancelled)
    }

    @Test("a pinch out is refused by the delegate; a pinch in released at 0.9 goes back")
    func pinchOutRefusedSmallPinchCancels() throws {
        let out = try Self.run(.dismiss)
        var error: GestureError?
        for sample in Self.pinch([150, 160, 180, 180]) {
            do { try out.handle(sample) } catch let thrown { error = thrown }
        }
        expectEqual(error?.reason, .noTransition)

        let small = try Self.run(.dismiss)
        for sample in Self.pinch([150, 145, 140, 138, 135, 135]) { try small.handle(sample) }
        small.runToCompletion()
        #expect(small.state == .cancelled && small.coordinator.isCancelled)
    }
}
