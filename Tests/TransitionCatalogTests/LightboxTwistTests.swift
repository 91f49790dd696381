import Foundation
import TestExpectations
import Testing
import TransitionKit
@testable import TransitionCatalog

/// The lightbox's rotation (Catalog/Lightbox/LightboxViewController.swift): a
/// `UIRotationGestureRecognizer` recognizing together with pinch-to-close, the photo following
/// the fingers' scale and turn — the issue's "pinch and rotation from the page's two-finger
/// mode", driven here by the traces that mode records (`x2`, `y2`).
@Suite("Lightbox: a twist turns the photo with the pinch")
struct LightboxTwistTests {
    static let centre = (x: 187.5, y: 406.0)

    /// Two fingers `r` points either side of the centre (iPhone X) on a line turned `angle`
    /// radians (clockwise on screen), 1/30 s apart: the page's Alt-drag, the second finger
    /// the first mirrored through the centre.
    static func twist(_ steps: [(r: Double, angle: Double)]) -> [GestureSample] {
        steps.enumerated().map { index, step in
            let phase: GestureSample.Phase = index == 0 ? .began : index == steps.count - 1 ? .ended : .changed
            let dx = step.r * cos(step.angle), dy = step.r * sin(step.angle)
            return GestureSample(t: Double(index) / 30, phase: phase, x: centre.x - dx, y: centre.y - dy,
                                 x2: centre.x + dx, y2: centre.y + dy)
        }
    }

    static func run() throws -> TransitionRun {
        try CatalogRun.start(entry: LightboxEntryTests.entry, operation: .dismiss, interactive: true)
    }

    /// The drawn photo's scale and turn, read from its layer's own transform in the frame.
    static func pose(_ run: TransitionRun, at time: Double) throws -> (scale: Double, turn: Double, opacity: Double) {
        let photo = try #require(run.frame(at: time).layer(role: "openPhoto"))
        let t = photo.transform
        return ((t.m11 * t.m11 + t.m12 * t.m12).squareRoot(), atan2(t.m12, t.m11), photo.opacity)
    }

    /// The open photo's view (the lightbox's `photoView`): its model transform.
    static func photo(_ run: TransitionRun) throws -> View {
        try #require(run.window.allViews().first { $0.role == "openPhoto" })
    }

    @Test("a pinch in with a twist closes the photo turned: the drawn transform is the fingers' scale and turn")
    func twistCloses() throws {
        let run = try Self.run()
        let samples = Self.twist([(150, 0), (148, 0.02), (140, 0.1), (120, 0.3), (90, 0.5), (90, 0.5)])
        try run.handle(samples[0])
        try run.handle(samples[1])  // 4 pt closer, 3 pt of arc: within both slops
        #expect(!run.hasTransition)
        #expect(try Self.photo(run).transform == CGAffineTransform.identity)
        try run.handle(samples[2])  // both begin together: the delegate lets them
        #expect(run.hasTransition && run.coordinator.operation == .dismiss)
        expectEqual(String(describing: type(of: run.coordinator.animator)), "PinchDismissAnimator")
        try run.handle(samples[3])
        let mid = try Self.pose(run, at: samples[3].t)
        #expect(abs(mid.scale - 0.8) < 1e-9 && abs(mid.turn - 0.3) < 1e-9, "\(mid)")
        try run.handle(samples[4])
        let late = try Self.pose(run, at: samples[4].t)
        #expect(abs(late.scale - 0.6) < 1e-9 && abs(late.turn - 0.5) < 1e-9, "\(late)")
        #expect(abs(late.opacity - 0.6) < 1e-6, "the photo fades with the dismissal's progress 1 − scale")
        try run.handle(samples[5])
        run.runToCompletion()
        #expect(run.state == .completed && !run.coordinator.isCancelled)
        // Closing, the photo fades where the fingers left it: still turned half a radian.
        let end = try #require(run.completionTime)
        let fading = try Self.pose(run, at: (samples[5].t + end) / 2)
        #expect(abs(fading.turn - 0.5) < 1e-9 && fading.opacity < 0.6)
        #expect(run.timeline.unmodelled.isEmpty)
    }

    @Test("a small pinch with a twist released open springs back to upright, with a bounce")
    func twistSpringsBack() throws {
        let run = try Self.run()
        let samples = Self.twist([(150, 0), (145, 0.05), (140, 0.1), (138, 0.2), (135, 0.3), (135, 0.3)])
        for sample in samples { try run.handle(sample) }
        let photo = try Self.photo(run)
        expectEqual(photo.transform, CGAffineTransform.identity, "the model is upright at once; the spring animates to it")
        let released = try Self.pose(run, at: samples[5].t)
        #expect(abs(released.turn - 0.3) < 1e-6 && abs(released.scale - 0.9) < 1e-6, "\(released)")
        run.runToCompletion()
        #expect(run.state == .cancelled && run.coordinator.isCancelled)
        // The spring (0.4 s, damping 0.75) overshoots upright: the turn crosses zero.
        var turns: [Double] = []
        for step in 0...24 { turns.append(try Self.pose(run, at: samples[5].t + Double(step) / 60).turn) }
        #expect(turns.contains { $0 < -1e-3 }, "\(turns)")
        #expect(abs(try Self.pose(run, at: samples[5].t + 0.4).turn) < 1e-3)
    }

    @Test("a twist alone turns the photo but starts nothing: no-transition, and the photo springs back")
    func twistAlone() throws {
        let run = try Self.run()
        let samples = Self.twist([(150, 0), (150, 0.1), (150, 0.4), (150, 0.4)])
        try run.handle(samples[0])
        try run.handle(samples[1])
        try run.handle(samples[2])
        let photo = try Self.photo(run)
        let t = photo.transform
        #expect(abs(atan2(t.b, t.a) - 0.4) < 1e-9 && abs(t.a * t.a + t.b * t.b - 1) < 1e-9)
        #expect(throws: GestureError.self) { try run.handle(samples[3]) }
        #expect(!run.hasTransition)
        expectEqual(photo.transform, CGAffineTransform.identity)
    }
}
