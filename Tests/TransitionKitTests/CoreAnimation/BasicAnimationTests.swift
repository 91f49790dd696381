import Foundation
import TestExpectations
import Testing
import UIKit

@testable import TransitionKit

/// `CABasicAnimation` and `CAMediaTiming` against Core Animation's documentation: presentation
/// values at sampled times, read from the frames the page gets.
@Suite("CABasicAnimation and CAMediaTiming")
struct BasicAnimationTests {
    private func moveX(_ configure: (CABasicAnimation) -> Void = { _ in }) -> CABasicAnimation {
        basic("position.x", from: 0, to: 100, configure)
    }

    @Test("opacity from 0 to 1: linear by default, the timing function's curve when set; the model after the end")
    func opacity() {
        let s = CAStage()
        s.at(0) {
            s.view.alpha = 0.3
            s.view.layer.add(basic("opacity", from: 0, to: 1), forKey: "fade")
            let eased = basic("cornerRadius", from: 0, to: 1) { $0.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut) }
            s.view.layer.add(eased, forKey: "corner")
        }
        s.run(until: 2)
        #expect(isClose(s.opacity(0.25), 0.25, 1e-12))
        #expect(isClose(s.opacity(0.5), 0.5, 1e-12))
        #expect(isClose(s.frame(0.25).cornerRadius, 0.129161931, 1e-5))
        #expect(isClose(s.frame(0.9).cornerRadius, 0.980277546, 1e-5))
        expectEqual(s.opacity(1), 0.3, "removed on completion: the model value shows")
        #expect(s.view.layer.animationKeys() == nil)
    }

    @Test(
        "every documented combination of fromValue, toValue and byValue",
        arguments: [
            (10.0, 110.0, nil, 60.0), (10.0, nil, 20.0, 20.0), (nil, 110.0, 20.0, 100.0),
            (10.0, nil, nil, 30.0), (nil, 110.0, nil, 80.0), (nil, nil, 20.0, 60.0),
        ] as [(Double?, Double?, Double?, Double)])
    func combinations(from: Double?, to: Double?, by: Double?, expected: Double) {
        let s = CAStage()
        s.at(0) {
            s.view.layer.add(basic("position.x", from: from, to: to) { $0.byValue = by }, forKey: nil)
        }
        // The model's x is 50: a missing end reads the value underneath.
        #expect(isClose(s.x(0.5), expected, 1e-12))
        #expect(isClose(s.frame(0.5).quad.topLeft.x, expected - 50, 1e-9), "the frame shows the same")
    }

    @Test("fillMode and isRemovedOnCompletion: forwards holds the end only while the animation stays")
    func fill() {
        let s = CAStage()
        s.at(0) {
            s.view.layer.add(moveX { $0.fillMode = .forwards }, forKey: "removed")
            let kept = basic("opacity", from: 1, to: 0.4) {
                $0.fillMode = .forwards
                $0.isRemovedOnCompletion = false
            }
            s.view.layer.add(kept, forKey: "kept")
        }
        s.run(until: 3)
        expectEqual(s.x(2), 50, "removed on completion despite .forwards")
        #expect(isClose(s.opacity(2), 0.4, 1e-12), "kept and filled forwards")
        expectEqual(s.view.layer.opacity, 1, "the model is unchanged")
        expectEqual(s.view.layer.animationKeys(), ["kept"])
        s.at(3) { s.view.layer.removeAnimation(forKey: "kept") }
        expectEqual(s.opacity(3.1), 1)
        #expect(isClose(s.opacity(2.9), 0.4, 1e-12), "earlier frames keep what they showed")
    }

    @Test("beginTime in the future, with and without a backwards fill")
    func beginTime() {
        let s = CAStage()
        s.at(0) {
            s.view.layer.add(moveX { $0.beginTime = CACurrentMediaTime() + 0.5 }, forKey: nil)
            s.view.layer.add(
                moveX {
                    $0.keyPath = "position.y"
                    $0.beginTime = s.view.layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
                    $0.fillMode = .backwards
                }, forKey: nil)
        }
        expectEqual(s.x(0.25), 50)
        #expect(isClose(s.x(1), 50, 1e-12))
        #expect(isClose(s.x(1.25), 75, 1e-12))
        expectEqual(s.presented(\.positionTrack, 0.25).y, 0, "backwards: the start shows before the begin")
        expectEqual(s.x(1.5), 50)
    }

    @Test("speed, timeOffset (wrapping round), autoreverses, repeatCount, repeatDuration")
    func timing() {
        let s = CAStage()
        let layers = s.addViews(5, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        s.at(0) {
            layers[0].layer.add(moveX { $0.speed = 2 }, forKey: nil)
            layers[1].layer.add(moveX { $0.timeOffset = 0.25 }, forKey: nil)
            layers[2].layer.add(moveX { $0.autoreverses = true }, forKey: nil)
            layers[3].layer.add(
                moveX {
                    $0.repeatCount = 2.5
                    $0.fillMode = .forwards
                    $0.isRemovedOnCompletion = false
                }, forKey: nil)
            layers[4].layer.add(moveX { $0.repeatDuration = 1.5 }, forKey: nil)
        }
        func x(_ i: Int, _ t: Double) -> Double { s.presented(\.positionTrack, t, of: layers[i].layer).x }
        #expect(isClose(x(0, 0.25), 50, 1e-12))
        expectEqual(x(0, 0.5), 5, "done after half the duration")
        #expect(isClose(x(1, 0), 25, 1e-12))
        #expect(isClose(x(1, 0.5), 75, 1e-12))
        #expect(isClose(x(1, 0.8), 5, 1e-9), "the offset wraps round to the start")
        #expect(isClose(x(2, 1.5), 50, 1e-12))
        #expect(isClose(x(2, 1.75), 25, 1e-12))
        expectEqual(x(2, 2), 5)
        #expect(isClose(x(3, 2.25), 25, 1e-12))
        #expect(isClose(x(3, 3), 50, 1e-12), "held where the half cycle ended")
        #expect(isClose(x(4, 1.25), 25, 1e-12))
        expectEqual(x(4, 1.5), 5)
    }

    @Test("isAdditive adds to the value underneath; isCumulative builds on each cycle's end")
    func additiveAndCumulative() {
        let s = CAStage()
        s.at(0) {
            s.view.layer.add(moveX { $0.isAdditive = true }, forKey: "shake")
            let grow = basic("bounds.size.width", from: 0, to: 100) {
                $0.repeatCount = 3
                $0.isCumulative = true
            }
            s.view.layer.add(grow, forKey: "grow")
        }
        #expect(isClose(s.x(0.5), 100, 1e-12))
        #expect(isClose(s.presented(\.boundsTrack, 1.5).width, 150, 1e-12))
        #expect(isClose(s.presented(\.boundsTrack, 2.5).width, 250, 1e-12))
    }

    @Test("transform key paths: transform.scale, transform.rotation.z, transform.translation.x")
    func transformKeyPaths() {
        let s = CAStage()
        s.at(0) {
            let pulse = basic("transform.scale", from: 1, to: 1.2) {
                $0.autoreverses = true
                $0.repeatCount = .infinity
            }
            s.view.layer.add(pulse, forKey: "pulse")
        }
        #expect(isClose(s.frame(0.5).transform.m11, 1.1, 1e-9))
        #expect(isClose(s.frame(1.5).transform.m22, 1.1, 1e-9))
        #expect(isClose(s.frame(100.25).transform.m11, 1.05, 1e-9), "repeats for ever")
        let t = CAStage()
        t.at(0) {
            t.view.layer.add(basic("transform.rotation.z", from: 0, to: Double.pi), forKey: nil)
            t.view.layer.add(basic("transform.translation.x", to: 40), forKey: nil)
        }
        let half = t.presented(\.transformTrack, 0.5)
        #expect(isClose(half.m11, 0, 1e-9) && isClose(half.m12, 1, 1e-9), "a quarter turn at half time")
        #expect(isClose(half.m41, 20, 1e-9), "the translation on top of the rotation")
        #expect(isClose(t.presented(\.transformTrack, 0.75).m11, cos(0.75 * .pi), 1e-9), "a half turn passes 90°, unlike a matrix blend")
    }

    @Test("add(_:forKey:) copies; animation(forKey:), animationKeys() and presentation()")
    func copiesAndKeys() {
        let s = CAStage()
        let animation = moveX()
        s.at(0) {
            s.view.layer.add(animation, forKey: "move")
            animation.toValue = 1000
            animation.duration = 10
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            s.view.layer.add(fade, forKey: "fade")
            expectEqual(s.view.layer.animationKeys(), ["move", "fade"])
            #expect(s.view.layer.animation(forKey: "move") !== animation)
            expectEqual(s.view.layer.animation(forKey: "fade")?.duration, 0, "the copy keeps its own settings")
        }
        #expect(isClose(s.x(0.25), 25, 1e-12), "later changes to the original do not reach the layer")
        #expect(isClose(s.opacity(0.125), 0.5, 1e-12), "duration 0 plays 0.25 s")
        s.at(0.5) {
            let presented = s.view.layer.presentation()!
            #expect(isClose(presented.position.x, 50, 1e-12))
            expectEqual(presented.id, s.view.layer.id)
            #expect(s.view.layer.model() === s.view.layer)
            expectEqual(s.view.layer.position.x, 50, "the model")
        }
    }
}
