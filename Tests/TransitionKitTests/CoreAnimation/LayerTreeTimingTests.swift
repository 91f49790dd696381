import Foundation
import TestExpectations
import Testing
import UIKit

@testable import TransitionKit

/// Layer timing follows the layer tree, not the view tree: a bare `CALayer` runs in its
/// superlayer's time, so pausing a container layer (`speed = 0` with a `timeOffset`, as
/// interactive transitions scrub) pauses the bare layers below it too.
@Suite("Layer timing through the layer tree")
struct LayerTreeTimingTests {
    /// A bare container layer in the stage's view, holding a bare sublayer at x = 50.
    private func containerWithSublayer(_ s: CAStage) -> (container: CALayer, dot: CALayer) {
        var result: (CALayer, CALayer)!
        s.at(0) {
            let container = CALayer()
            container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let dot = CALayer()
            dot.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
            container.addSublayer(dot)
            s.view.layer.addSublayer(container)
            result = (container, dot)
        }
        return result
    }

    @Test("a bare sublayer under a paused bare container: frozen at the container's offset, moved by it, resumed with it")
    func pausedContainer() {
        let s = CAStage()
        let (container, dot) = containerWithSublayer(s)
        s.at(0) {
            container.speed = 0
            container.timeOffset = 0.25
            dot.add(basic("position.x", from: 0, to: 100) { $0.delegate = Recorder(s, "dot") }, forKey: "move")
        }
        func x(_ t: Double) -> Double { s.presented(\.positionTrack, t, of: dot).x }
        #expect(isClose(x(0.1), 0, 1e-12), "begins at the container's paused time")
        #expect(isClose(x(0.4), 0, 1e-12), "wall time passes, the layer's does not")
        s.at(0.5) { container.timeOffset = 0.75 }
        #expect(isClose(x(0.6), 50, 1e-12), "the container's offset scrubs it")
        #expect(isClose(x(0.4), 0, 1e-12), "earlier frames keep what they showed")
        let frame = FrameEvaluator(timeline: s.timeline).layers(at: 0.6).first { $0.id == dot.id }!
        #expect(isClose(frame.quad.topLeft.x, 50 - 10, 1e-9), "the frame draws the paused value")
        s.at(0.5) { expectEqual(dot.convertTime(3, from: nil), 0.75, "its local time is the container's") }
        s.run(until: 4)
        expectEqual(s.log, ["start dot 0.0"], "paused: never stops")
        // Apple's resume recipe on the container: the rest plays at speed 1.
        s.at(4) {
            let paused = container.timeOffset
            container.speed = 1
            container.timeOffset = 0
            container.beginTime = 0
            container.beginTime = container.convertTime(CACurrentMediaTime(), from: nil) - paused
        }
        s.run(until: 6)
        #expect(isClose(x(4.125), 62.5, 1e-9), "from where it was paused (50), at speed 1")
        expectEqual(s.log, ["start dot 0.0", "stop dot true 4.5"])
    }

    @Test("a bare layer under a view's layer under a paused view: the whole tree's timing counts")
    func pausedAncestorView() {
        let s = CAStage()
        let (_, dot) = containerWithSublayer(s)
        s.at(0) {
            s.window.layer.speed = 0
            s.window.layer.timeOffset = 0.5
            dot.add(basic("opacity", from: 0, to: 1), forKey: nil)
        }
        #expect(isClose(s.presented(\.opacityTrack, 0.3, of: dot), 0, 1e-12))
        s.at(0.5) { s.window.layer.timeOffset = 1 }
        #expect(isClose(s.presented(\.opacityTrack, 0.75, of: dot), 0.5, 1e-12))
    }

    @Test("a mask runs in the time of the layer it masks: pausing the masked view pauses the mask's animation")
    func pausedMask() {
        let s = CAStage()
        var mask: CALayer!
        s.at(0) {
            mask = CALayer()
            mask.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            s.view.layer.mask = mask
            s.view.layer.speed = 0
            s.view.layer.timeOffset = 0.5
            mask.add(basic("position.x", from: 0, to: 100), forKey: nil)
        }
        #expect(isClose(s.presented(\.positionTrack, 0.9, of: mask).x, 0, 1e-12))
        s.at(1) { s.view.layer.timeOffset = 0.75 }
        #expect(isClose(s.presented(\.positionTrack, 1.5, of: mask).x, 25, 1e-12))
    }

    @Test("a view's conversions are its layer's: an affine sublayerTransform on the superview counts")
    func viewConversionIsTheLayers() {
        let s = CAStage()
        let child = s.addViews(1, frame: CGRect(x: 10, y: 20, width: 30, height: 40))[0]
        s.at(0) {
            s.view.addSubview(child)
            let p = CGPoint(x: 5, y: 5)
            expectEqual(child.convert(p, to: s.window), child.layer.convert(p, to: s.window.layer))
            expectEqual(child.convert(p, to: nil), CGPoint(x: 15, y: 25))
            s.view.layer.sublayerTransform = CATransform3DMakeTranslation(7, 0, 0)
            expectEqual(child.convert(p, to: s.view), CGPoint(x: 22, y: 25))
            expectEqual(s.view.convert(CGPoint(x: 22, y: 25), to: child), p)
            expectEqual(child.convert(CGRect(x: 0, y: 0, width: 2, height: 2), to: nil), CGRect(x: 17, y: 20, width: 2, height: 2))
        }
    }
}
