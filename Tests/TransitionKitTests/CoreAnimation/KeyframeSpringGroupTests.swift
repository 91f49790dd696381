import Foundation
import TestExpectations
import Testing
import UIKit

@testable import TransitionKit

/// `CAKeyframeAnimation` (each calculation mode, keyTimes, timingFunctions),
/// `CASpringAnimation` and `CAAnimationGroup` at sampled times.
@Suite("CAKeyframeAnimation, CASpringAnimation and CAAnimationGroup")
struct KeyframeSpringGroupTests {
    private func keyframes(
        _ keyPath: String, _ values: [Any], keyTimes: [Double]? = nil, mode: CAAnimationCalculationMode = .linear,
        _ configure: (CAKeyframeAnimation) -> Void = { _ in }
    ) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.keyTimes = keyTimes?.map { NSNumber(value: $0) }
        animation.calculationMode = mode
        animation.duration = 1
        configure(animation)
        return animation
    }

    @Test("linear at the given key times")
    func linear() {
        let s = CAStage()
        s.at(0) { s.view.layer.add(keyframes("opacity", [0, 1, 0.5], keyTimes: [0, 0.25, 1]), forKey: nil) }
        #expect(isClose(s.opacity(0.125), 0.5, 1e-12))
        expectEqual(s.opacity(0.25), 1)
        #expect(isClose(s.opacity(0.625), 0.75, 1e-12))
    }

    @Test("discrete: each value held; n key times spread evenly, or n + 1 given")
    func discrete() {
        let s = CAStage()
        let other = s.addViews(1)[0]
        s.at(0) {
            s.view.layer.add(keyframes("opacity", [0.2, 0.6, 1.0], mode: .discrete), forKey: nil)
            other.layer.add(keyframes("cornerRadius", [2, 6, 10], keyTimes: [0, 0.5, 0.9, 1], mode: .discrete), forKey: nil)
        }
        #expect(s.opacity(0.1) == 0.2 && s.opacity(0.4) == 0.6 && s.opacity(0.7) == 1.0)
        expectEqual(s.presented(\.cornerRadiusTrack, 0.6, of: other.layer), 6)
        expectEqual(s.presented(\.cornerRadiusTrack, 0.95, of: other.layer), 10)
    }

    @Test("paced: key times ignored, an even speed along the values")
    func paced() {
        let s = CAStage()
        s.at(0) {
            let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 100, y: 0)]
            s.view.layer.add(keyframes("position", points, keyTimes: [0, 0.5, 1], mode: .paced), forKey: nil)
        }
        #expect(isClose(s.x(0.55), 55, 1e-9))
        #expect(isClose(s.x(0.05), 5, 1e-9))
    }

    @Test("cubic: through every key at its key time, a Catmull-Rom curve between")
    func cubic() {
        let s = CAStage()
        s.at(0) { s.view.layer.add(keyframes("position.x", [0, 100, 0, 100], mode: .cubic), forKey: nil) }
        #expect(isClose(s.x(1.0 / 3), 100, 1e-9))
        #expect(isClose(s.x(2.0 / 3), 0, 1e-9))
        // First segment: p0 = 0, p1 = 100, one-sided tangent 300, next tangent 0 → the
        // Hermite midpoint is 0.5·100 + 0.125·(300 · ⅓) = 62.5 (linear would be 50).
        #expect(isClose(s.x(1.0 / 6), 62.5, 1e-9))
    }

    @Test("timingFunctions pace each segment; timingFunction paces the whole")
    func timingFunctions() {
        let s = CAStage()
        let other = s.addViews(1)[0]
        s.at(0) {
            s.view.layer.add(
                keyframes("opacity", [0, 1, 0], keyTimes: [0, 0.5, 1]) {
                    $0.timingFunctions = [CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(name: .linear)]
                }, forKey: nil)
            other.layer.add(
                keyframes("cornerRadius", [0, 1]) { $0.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut) },
                forKey: nil)
        }
        #expect(isClose(s.opacity(0.125), 0.129161931, 1e-5))
        #expect(isClose(s.opacity(0.75), 0.5, 1e-12))
        #expect(isClose(s.presented(\.cornerRadiusTrack, 0.25, of: other.layer), 0.129161931, 1e-5))
    }

    @Test("key times that break the rules are reported and replaced by even spacing")
    func badKeyTimes() {
        let s = CAStage()
        s.at(0) { s.view.layer.add(keyframes("opacity", [0, 1, 0], keyTimes: [0, 0.5]), forKey: nil) }
        #expect(isClose(s.opacity(0.25), 0.5, 1e-12))
        #expect(
            s.timeline.unmodelled.contains {
                $0.feature.contains("keyTimes") && $0.location?.file.hasSuffix("KeyframeSpringGroupTests.swift") == true
            })
    }

    @Test("CASpringAnimation: the damped spring in seconds, cut off at duration; settlingDuration as documented")
    func spring() {
        let s = CAStage()
        s.at(0) {
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 100
            spring.damping = 10
            spring.duration = 1
            spring.fillMode = .forwards
            spring.isRemovedOnCompletion = false
            s.view.layer.add(spring, forKey: nil)
        }
        // m = 1, k = 100, c = 10: ζ = 0.5, ω0 = 10, ωd = 10·√0.75.
        func expected(_ t: Double) -> Double {
            let wd = 10 * 0.75.squareRoot()
            return 100 * (1 - exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t)))
        }
        for t in [0.1, 0.3, 0.6, 0.9] { #expect(isClose(s.x(t), expected(t), 1e-9)) }
        #expect(isClose(s.x(2), expected(1), 1e-9), "cut off at duration: not snapped to the target")
        #expect(s.x(2) != 100)
        let documented = CASpringAnimation()
        documented.damping = 5
        #expect(abs(documented.settlingDuration - 2.85) < 0.02)
        documented.damping = 15
        #expect(documented.settlingDuration > 1 && documented.settlingDuration < 1.3)
    }

    @Test("CAAnimationGroup: members timed inside the group, cut off by its duration")
    func group() {
        let s = CAStage()
        s.at(0) {
            let fade = basic("opacity", from: 0, to: 1) { $0.beginTime = 0.5 }
            let move = basic("position.x", from: 0, to: 100, duration: 0)
            let group = CAAnimationGroup()
            group.animations = [fade, move]
            group.duration = 1
            s.view.layer.add(group, forKey: "group")
        }
        expectEqual(s.opacity(0.25), 1, "the member has not begun")
        #expect(isClose(s.opacity(0.75), 0.25, 1e-12))
        #expect(isClose(s.x(0.5), 50, 1e-12), "a member without a duration plays over the group's")
        #expect(s.opacity(1) == 1 && s.x(1) == 50, "the group's end removes every member")
    }
}
