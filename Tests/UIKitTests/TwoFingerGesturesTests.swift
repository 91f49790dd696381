import Foundation
import TestExpectations
import Testing
import TransitionKit
import UIKit
import _Testing_CoreGraphics
import _Testing_UIKit

/// A screen with a pinch and a rotation on its view, recording what their actions see.
final class PinchRotateViewController: UIViewController, UIGestureRecognizerDelegate {
    let pinch = UIPinchGestureRecognizer()
    let rotation = UIRotationGestureRecognizer()
    var simultaneous = false
    /// Sets `pinch.scale = 1` after each report, as incremental zoom handlers do.
    var resetsScale = false
    struct Report: Equatable {
        let state: UIGestureRecognizer.State
        let value: CGFloat
        let centroid: CGPoint
        let touches: Int
    }
    private(set) var pinches: [Report] = []
    private(set) var rotations: [Report] = []
    private(set) var velocities: [CGFloat] = []
    private(set) var secondFinger: CGPoint?

    override func viewDidLoad() {
        super.viewDidLoad()
        pinch.addTarget(self, action: Selector.method(PinchRotateViewController.pinched(_:)))
        rotation.addTarget(self, action: Selector.method(PinchRotateViewController.rotated(_:)))
        pinch.delegate = self
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
    }

    func pinched(_ pinch: UIPinchGestureRecognizer) {
        pinches.append(Report(state: pinch.state, value: pinch.scale, centroid: pinch.location(in: nil), touches: pinch.numberOfTouches))
        velocities.append(pinch.velocity)
        secondFinger = pinch.location(ofTouch: 1, in: nil)
        if resetsScale { pinch.scale = 1 }
    }

    func rotated(_ rotation: UIRotationGestureRecognizer) {
        rotations.append(
            Report(state: rotation.state, value: rotation.rotation, centroid: rotation.location(in: nil), touches: rotation.numberOfTouches))
        velocities.append(rotation.velocity)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }
}

/// Pinch and rotation from two-finger touches (the page's two-finger mode, a trace's
/// `x2`/`y2`): scale is the fingers' distance over their first distance, rotation the turn of
/// the line between them; both begin past an 8-point slop (ours).
@Suite("Two-finger gesture recognizers")
struct TwoFingerGesturesTests {
    static let centre = CGPoint(x: 187.5, y: 400)

    /// The fingers `r` points either side of the centre, on a line at `angle` radians.
    static func fingers(_ r: Double, _ angle: Double = 0) -> (CGPoint, CGPoint) {
        let dx = r * cos(angle), dy = r * sin(angle)
        return (CGPoint(x: centre.x - dx, y: centre.y - dy), CGPoint(x: centre.x + dx, y: centre.y + dy))
    }

    static func touch(_ run: TransitionRun, _ phase: UITouch.Phase, _ f: (CGPoint, CGPoint), at t: Double) {
        run.advance(to: t)
        run.timeline.perform { _ = run.window.deliver(phase, at: f.0, second: f.1, time: t) }
    }

    static func screen() throws -> (TransitionRun, PinchRotateViewController) {
        try runShowing(PinchRotateViewController.init)
    }

    @Test("a pinch begins past 8 points of distance change; scale is distance over the first distance")
    func pinchTrace() throws {
        let (run, screen) = try Self.screen()
        Self.touch(run, .began, Self.fingers(50), at: 0)  // 100 pt apart
        Self.touch(run, .moved, Self.fingers(52), at: 0.05)  // 104: within the slop
        #expect(screen.pinch.state == .possible && screen.pinches.isEmpty)
        Self.touch(run, .moved, Self.fingers(55), at: 0.1)  // 110: begins
        Self.touch(run, .moved, Self.fingers(75), at: 0.15)
        Self.touch(run, .ended, Self.fingers(100), at: 0.2)
        expectEqual(screen.pinches.map(\.state), [.began, .changed, .ended])
        let scales = screen.pinches.map(\.value)
        expectEqual(scales.count, 3)
        #expect(abs(scales[0] - 1.1) < 1e-9 && abs(scales[1] - 1.5) < 1e-9 && abs(scales[2] - 2.0) < 1e-9)
        #expect(screen.pinches.allSatisfy { $0.centroid == Self.centre && $0.touches == 2 })
        expectEqual(screen.secondFinger, Self.fingers(100).1)
        // At 0.15 s the last 100 ms span 0.05…0.15 s: from 1.04 to 1.5 is 4.6 per second.
        #expect(abs(screen.velocities[1] - 4.6) < 1e-9)
        expectEqual(screen.rotation.state, .failed, "the pinch recognized first and the pair is not simultaneous")
        #expect(!run.timeline.unmodelled.contains { $0.feature.hasPrefix("UIPinchGestureRecognizer") })
    }

    @Test("setting scale = 1 makes the next scale relative to the fingers' distance then, velocity from 0")
    func incrementalScale() throws {
        let (run, screen) = try Self.screen()
        screen.resetsScale = true
        Self.touch(run, .began, Self.fingers(50), at: 0)
        Self.touch(run, .moved, Self.fingers(55), at: 0.1)  // scale 1.1, then reset
        Self.touch(run, .moved, Self.fingers(77), at: 0.2)  // 154 / 110
        expectEqual(screen.pinches.count, 2)
        #expect(abs(screen.pinches[1].value - 1.4) < 1e-9)
        #expect(abs(screen.velocities[1] - 4) < 1e-9, "0.4 over the 0.1 s since the reset")
        Self.touch(run, .ended, Self.fingers(77), at: 0.25)
    }

    @Test("a rotation begins past 8 points of arc and unwraps past π; the pinch may go with it")
    func rotationTrace() throws {
        let (run, screen) = try Self.screen()
        screen.simultaneous = true
        Self.touch(run, .began, Self.fingers(100, 0), at: 0)
        Self.touch(run, .moved, Self.fingers(100, 0.05), at: 0.05)  // 5 pt of arc
        expectEqual(screen.rotation.state, .possible)
        Self.touch(run, .moved, Self.fingers(100, 0.1), at: 0.1)  // 10 pt: begins
        Self.touch(run, .moved, Self.fingers(100, 3.0), at: 0.2)
        Self.touch(run, .moved, Self.fingers(100, 3.5), at: 0.3)  // past π: keeps counting
        Self.touch(run, .ended, Self.fingers(100, 4.0), at: 0.4)
        expectEqual(screen.rotations.map(\.state), [.began, .changed, .changed, .ended])
        let expected: [CGFloat] = [0.1, 3.0, 3.5, 4.0]
        #expect(zip(screen.rotations.map(\.value), expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(screen.rotations.allSatisfy { abs($0.centroid.x - Self.centre.x) < 1e-9 && $0.touches == 2 })
        expectEqual(screen.pinch.state, .failed, "the distance never changed: the pinch never began")
    }

    @Test("one finger never pinches: the pinch fails when it lifts, and nothing is reported not-modelled")
    func oneFinger() throws {
        let (run, screen) = try Self.screen()
        run.advance(to: 0)
        run.timeline.perform {
            _ = run.window.deliver(.began, at: CGPoint(x: 100, y: 300), time: 0)
            _ = run.window.deliver(.moved, at: CGPoint(x: 160, y: 300), time: 0.1)
        }
        #expect(screen.pinch.state == .possible && screen.pinch.numberOfTouches == 1)
        run.timeline.perform { _ = run.window.deliver(.ended, at: CGPoint(x: 160, y: 300), time: 0.2) }
        #expect(screen.pinch.state == .failed && screen.pinches.isEmpty && screen.pinch.scale == 1)
        #expect(run.timeline.unmodelled.isEmpty)
    }

    @Test("samples with a second finger are checked: both coordinates, finite, the same fingers throughout")
    func sampleChecks() throws {
        let (run, _) = try Self.screen()
        func refused(_ sample: GestureSample) -> GestureError.Reason? {
            do {
                try run.handle(sample)
                return nil
            } catch {
                return error.reason
            }
        }
        expectEqual(refused(GestureSample(t: 0, phase: .began, x: 100, y: 400, x2: 200)), .outOfOrder)
        expectEqual(refused(GestureSample(t: 0, phase: .began, x: 100, y: 400, x2: .nan, y2: 400)), .notFinite)
        #expect(refused(GestureSample(t: 0, phase: .began, x: 100, y: 400, x2: 275, y2: 400)) == nil)
        expectEqual(refused(GestureSample(t: 0.1, phase: .changed, x: 90, y: 400)), .outOfOrder, "the second finger left mid-gesture")
        #expect(refused(GestureSample(t: 0.1, phase: .changed, x: 90, y: 400, x2: 285, y2: 400)) == nil)
    }
}
