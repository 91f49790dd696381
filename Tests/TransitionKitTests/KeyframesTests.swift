import Foundation
import TestExpectations
import Testing
@testable import TransitionKit

/// The angle of a rotation about y, read from the matrix rows [c,0,−s,0], [0,1,0,0], [s,0,c,0].
func yRotationAngle(_ m: Transform3D) -> Double { Math.atan2(m.m31, m.m11) }

@Suite struct KeyframesTests {
    // MARK: Building from addKeyframe blocks

    @Test func implicitFirstFrameHoldsTheInitialValue() {
        let k = Keyframes(initial: 0.0, frames: [(start: 0.25, duration: 0.5, value: 10)], mode: .linear)
        expectEqual(k.keyTimes, [0, 0.25, 0.75, 1])
        expectEqual(k.values, [0, 0, 10, 10])
        expectEqual(k.value(at: 0.1), 0)
        expectEqual(k.value(at: 0.5), 5)
        expectEqual(k.value(at: 0.9), 10)
    }

    @Test func gapsAreHeld() {
        let k = Keyframes(initial: 0.0, frames: [(start: 0, duration: 0.2, value: 1), (start: 0.5, duration: 0.25, value: 2)],
                          mode: .linear)
        expectEqual(k.keyTimes, [0, 0.2, 0.5, 0.75, 1])
        expectEqual(k.values, [0, 1, 1, 2, 2])
        expectEqual(k.value(at: 0.35), 1)
    }

    @Test func overlappingFrameIsCutAtTheNextStart() {
        let k = Keyframes(initial: 0.0, frames: [(start: 0, duration: 0.5, value: 1), (start: 0.25, duration: 0.5, value: 2)],
                          mode: .linear)
        expectEqual(k.keyTimes, [0, 0.25, 0.75, 1])
        expectEqual(k.values, [0, 1, 2, 2])
    }

    @Test func framesAreSortedStably() {
        let k = Keyframes(initial: 0.0, frames: [(start: 0.5, duration: 0.5, value: 3), (start: 0, duration: 0.5, value: 1),
                                                 (start: 0.5, duration: 0, value: 2)], mode: .linear)
        // 1 over [0, 0.5]; then the two frames at 0.5 in the order given: 3 (cut to nothing), then 2.
        expectEqual(k.keyTimes, [0, 0.5, 0.5, 0.5, 1])
        expectEqual(k.values, [0, 1, 3, 2, 2])
        expectEqual(k.value(at: 0.5), 2)   // a repeated time jumps: the later key wins
        expectEqual(k.value(at: 0.25), 0.5)
    }

    @Test func noFramesHoldsTheInitialValue() {
        let k = Keyframes(initial: CGPoint(x: 3, y: 4), frames: [], mode: .cubic)
        expectEqual(k.keyTimes, [0, 1])
        expectEqual(k.value(at: 0.6), CGPoint(x: 3, y: 4))
    }

    @Test func frameRunningPastTheEndIsCut() {
        let k = Keyframes(initial: 0.0, frames: [(start: 0.8, duration: 0.5, value: 1)], mode: .linear)
        expectEqual(k.keyTimes, [0, 0.8, 1])
        expectEqual(k.finalValue, 1)
    }

    /// docs/fidelity.md §3: 0.6 s, first keyframe (start 0, duration ⅓) rotates 0 → −90° about y,
    /// under easeInEaseOut over the whole animation, linear calculation mode.
    @Test func fidelityRotationExample() {
        let k = Keyframes(initial: Transform3D.identity,
                          frames: [(start: 0, duration: 1.0 / 3, value: rotateY90)], mode: .linear)
        for (time, expected) in [(0.10, -15.1553), (0.20, -62.5792)] {
            let fraction = CubicBezier.easeInEaseOut.value(at: time / 0.6)
            let angle = yRotationAngle(k.value(at: fraction)) / degrees
            #expect(isClose(angle, expected, 1e-4), "\(time) s: \(angle)°")
        }
        expectEqual(k.value(at: 1), rotateY90)
    }

    // MARK: Every mode passes through the keys

    @Test(arguments: KeyframeCalculationMode.allCases)
    func passesThroughKeyValues(_ mode: KeyframeCalculationMode) {
        let numbers = Keyframes(keyTimes: [0, 0.1, 0.45, 0.5, 1], values: [0.0, 3, -2, 7, 1], mode: mode)
        for (t, v) in zip(numbers.resolvedKeyTimes, numbers.values) {
            expectEqual(numbers.value(at: t), v, "\(mode) at \(t)")
        }
        let points = Keyframes(keyTimes: [0, 0.3, 1], values: [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 100)], mode: mode)
        for (t, v) in zip(points.resolvedKeyTimes, points.values) {
            expectEqual(points.value(at: t), v, "\(mode) at \(t)")
        }
        let turns = Keyframes(keyTimes: [0, 0.4, 1],
                              values: [.identity, rotateY90, Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0)], mode: mode)
        for (t, v) in zip(turns.resolvedKeyTimes, turns.values) {
            expectEqual(turns.value(at: t), v, "\(mode) at \(t)")
        }
    }

    @Test func discreteHoldsEachValue() {
        let k = Keyframes(keyTimes: [0, 0.25, 0.75, 1], values: [1.0, 2, 3, 4], mode: .discrete)
        expectEqual(k.value(at: 0.2), 1)
        expectEqual(k.value(at: 0.25), 2)
        expectEqual(k.value(at: 0.7499), 2)
        expectEqual(k.value(at: 0.99), 3)
        expectEqual(k.value(at: 1), 4)
        expectEqual(k.value(at: 5), 4)
        expectEqual(k.value(at: -5), 1)
    }

    @Test func pacedTimesFollowDistance() {
        let k = Keyframes(keyTimes: [0, 0.5, 1], values: [0.0, 1, 4], mode: .paced)
        expectEqual(k.resolvedKeyTimes, [0, 0.25, 1])
        expectEqual(k.value(at: 0.125), 0.5)
        #expect(isClose(k.value(at: 0.5), 2, 1e-12))
        let points = Keyframes(keyTimes: [0, 0.9, 1], values: [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 10)], mode: .paced)
        #expect(isClose(points.resolvedKeyTimes[1], 5.0 / 11, 1e-15))
        let still = Keyframes(keyTimes: [0, 0.9, 1], values: [2.0, 2, 2], mode: .paced)
        expectEqual(still.resolvedKeyTimes, [0, 0.9, 1])
    }

    @Test func cubicPacedUsesPacedTimes() {
        let k = Keyframes(keyTimes: [0, 0.5, 1], values: [0.0, 1, 4], mode: .cubicPaced)
        expectEqual(k.resolvedKeyTimes, [0, 0.25, 1])
        expectEqual(k.value(at: 0.25), 1)
    }

    // MARK: Cubic

    @Test func cubicOnTwoKeysIsLinear() {
        let numbers = Keyframes(keyTimes: [0, 1], values: [2.0, -6], mode: .cubic)
        let points = Keyframes(keyTimes: [0, 1], values: [CGPoint(x: 0, y: 10), CGPoint(x: 100, y: -50)], mode: .cubic)
        for i in 0...20 {
            let f = Double(i) / 20
            #expect(isClose(numbers.value(at: f), 2 - 8 * f, 1e-12))
            let p = points.value(at: f)
            #expect(isClose(p.x, 100 * f, 1e-12) && isClose(p.y, 10 - 60 * f, 1e-12))
        }
    }

    /// Evenly spaced keys: the middle segment is the textbook uniform Catmull-Rom spline,
    /// ½[2p1 + (p2 − p0)u + (2p0 − 5p1 + 4p2 − p3)u² + (−p0 + 3p1 − 3p2 + p3)u³].
    @Test func uniformCubicIsCatmullRom() {
        let p = [0.0, 1, 0, 2]
        let k = Keyframes(keyTimes: [0, 1.0 / 3, 2.0 / 3, 1], values: p, mode: .cubic)
        for u in stride(from: 0.0, through: 1, by: 0.125) {
            let expected = 0.5 * (2 * p[1] + (p[2] - p[0]) * u + (2 * p[0] - 5 * p[1] + 4 * p[2] - p[3]) * u * u
                + (-p[0] + 3 * p[1] - 3 * p[2] + p[3]) * u * u * u)
            #expect(isClose(k.value(at: (1 + u) / 3), expected, 1e-12), "u \(u)")
        }
    }

    /// Unequal intervals: the slope on both sides of an interior key is the centred
    /// difference (p_{i+1} − p_{i−1}) / (t_{i+1} − t_{i−1}); at the ends, the one-sided one.
    @Test func nonUniformTangents() {
        let times = [0, 0.1, 0.7, 1.0], values = [0.0, 5, -1, 2]
        let k = Keyframes(keyTimes: times, values: values, mode: .cubic)
        // Second-order one-sided differences, so each side sees only its own segment.
        let h = 1e-5
        func slopeBefore(_ t: Double) -> Double { (3 * k.value(at: t) - 4 * k.value(at: t - h) + k.value(at: t - 2 * h)) / (2 * h) }
        func slopeAfter(_ t: Double) -> Double { (-3 * k.value(at: t) + 4 * k.value(at: t + h) - k.value(at: t + 2 * h)) / (2 * h) }
        for i in 1...2 {
            let expected = (values[i + 1] - values[i - 1]) / (times[i + 1] - times[i - 1])
            let (left, right) = (slopeBefore(times[i]), slopeAfter(times[i]))
            #expect(isClose(left, expected, 1e-5) && isClose(right, expected, 1e-5), "key \(i): \(left), \(right) vs \(expected)")
        }
        #expect(isClose(slopeAfter(0), (values[1] - values[0]) / times[1], 1e-5))
        #expect(isClose(slopeBefore(1), (values[3] - values[2]) / (1 - times[2]), 1e-5))
    }

    /// The documented caveat: keys 0 → 1 → 1 at 0, ½, 1. The tangent at the middle key is
    /// (1 − 0)/(1 − 0) = 1 and at the end 0, so the "hold" is 1 + ½·u(1 − u)², peaking at
    /// u = ⅓ with 1 + 2/27.
    @Test func holdAfterCubicOvershoots() {
        let k = Keyframes(keyTimes: [0, 0.5, 1], values: [0.0, 1, 1], mode: .cubic)
        for u in [0.1, 1.0 / 3, 0.6, 0.9] {
            #expect(isClose(k.value(at: 0.5 + 0.5 * u), 1 + 0.5 * u * (1 - u) * (1 - u), 1e-12))
        }
        #expect(isClose(k.value(at: 0.5 + 0.5 / 3), 1 + 2.0 / 27, 1e-12))
    }

    @Test func cubicTransformsStayRotations() {
        let k = Keyframes(keyTimes: [0, 0.5, 1], values: [Transform3D.identity, rotateY90, rotateY90], mode: .cubic)
        let m = k.value(at: 0.3)
        let angle = yRotationAngle(m)
        #expect(maxDifference(m, Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)) < 1e-12)
    }

    // MARK: Outside [0, 1]

    @Test func clampsOutsideTheRange() {
        for mode in KeyframeCalculationMode.allCases {
            let k = Keyframes(keyTimes: [0, 0.5, 1], values: [1.0, 3, 2], mode: mode)
            #expect(k.value(at: -0.5) == 1 && k.value(at: 1.5) == 2, "\(mode)")
        }
        let twoCubic = Keyframes(keyTimes: [0, 1], values: [1.0, 3], mode: .cubic)
        expectEqual(twoCubic.value(at: 1.2), 3)
    }

    /// A plain from–to animation driven by a spring overshoots its target.
    @Test func twoKeyLinearExtrapolates() {
        let k = Keyframes(keyTimes: [0, 1], values: [10.0, 20], mode: .linear)
        expectEqual(k.value(at: 1.1), 21)
        expectEqual(k.value(at: -0.1), 9)
        let spring = Spring(duration: 0.5, dampingRatio: 0.8)
        let peak = k.value(at: spring.value(at: 0.25))
        #expect(isClose(peak, 10 + 10 * 1.009076806, 1e-5))
    }

    @Test func singleValue() {
        let k = Keyframes(keyTimes: [0], values: [4.0], mode: .cubic)
        #expect(k.value(at: 0.7) == 4 && k.finalValue == 4)
    }
}
