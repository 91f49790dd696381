import TestExpectations
import Testing
@testable import TransitionKit
import UIKit

/// A view on a timeline, and the animator code's clock: the pieces a property animator test needs.
private final class Stage {
    let timeline = Timeline()
    let view: UIView
    let other: UIView
    var positions: [UIViewAnimatingPosition] = []
    var completionTimes: [Double] = []

    init() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.alpha = 0
        other.alpha = 0
    }

    func at(_ t: Double, _ body: () -> Void = {}) {
        timeline.advance(to: t)
        timeline.perform(body)
    }

    func alpha(_ t: Double, of v: UIView? = nil) -> Double {
        (v ?? view).layer.opacityTrack.value(at: t, clocks: timeline.clocks)
    }

    func completion(_ animator: UIViewPropertyAnimator) {
        animator.addCompletion { [unowned self] position in
            positions.append(position)
            completionTimes.append(timeline.now)
        }
    }
}

@Suite("UIViewPropertyAnimator")
struct PropertyAnimatorTests {
    @Test("init(duration:curve:): blocks run at start, easeInOut progress, completion .end at the duration")
    func cubicCurve() {
        let s = Stage()
        var animator: UIViewPropertyAnimator!
        s.at(0) {
            animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { s.view.alpha = 1 }
            expectEqual(s.view.alpha, 0, "the block has not run before start")
            expectEqual(animator.state, .inactive)
            s.completion(animator)
            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning)
        }
        s.at(0.25) { #expect(isClose(animator.fractionComplete, 0.25, 1e-12)) }
        s.timeline.runUntilIdle(limit: 5)
        #expect(isClose(s.alpha(0.25), 0.129161931, 1e-5))
        #expect(isClose(s.alpha(0.5), 0.5, 1e-9))
        expectEqual(s.alpha(1), 1)
        #expect(s.positions == [.end] && s.completionTimes == [1])
        #expect(animator.state == .inactive && !animator.isRunning)
    }

    @Test("init(duration:controlPoint1:controlPoint2:) uses the given Bézier")
    func controlPoints() {
        let s = Stage()
        s.at(0) {
            let animator = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.25, y: 0.1),
                                                  controlPoint2: CGPoint(x: 0.25, y: 1)) { s.view.alpha = 1 }
            animator.startAnimation()
        }
        s.timeline.runUntilIdle(limit: 5)
        #expect(isClose(s.alpha(0.25), 0.408510591, 1e-5))
        #expect(isClose(s.alpha(0.5), 0.802403388, 1e-5))
    }

    @Test("init(duration:dampingRatio:): UIKit's duration/damping mapping, evaluated in seconds")
    func springDampingRatio() throws {
        let s = Stage()
        s.at(0) {
            UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8) { s.view.alpha = 1 }.startAnimation()
        }
        s.timeline.runUntilIdle(limit: 5)
        #expect(isClose(s.alpha(0.1), 0.609318148, 1e-6))
        #expect(isClose(s.alpha(0.25), 1.009076806, 1e-6))
        expectEqual(s.alpha(0.5), 1)
        let group = try #require(s.timeline.groups.last)
        guard case .spring(let spring) = group.timing else { Issue.record("not a spring"); return }
        #expect(isClose(spring.stiffness, 323.5894917400647, 1e-6))
        #expect(isClose(spring.damping, 28.781749405735674, 1e-6))
    }

    @Test("UISpringTimingParameters: mass/stiffness/damping settle in their own time; duration:bounce:; default")
    func springParameters() throws {
        let loose = UIViewPropertyAnimator(duration: 0.3, timingParameters:
            UISpringTimingParameters(mass: 1, stiffness: 100, damping: 5, initialVelocity: .zero))
        #expect(isClose(loose.duration, 2.854974609888761, 1e-9), "Apple: about 2.85 s")
        let firm = UIViewPropertyAnimator(duration: 0.3, timingParameters:
            UISpringTimingParameters(mass: 1, stiffness: 100, damping: 15, initialVelocity: .zero))
        #expect(isClose(firm.duration, 1.0220937981854987, 1e-9), "Apple: just over 1 s")
        let bouncy = UISpringTimingParameters(duration: 0.5, bounce: 0.2)
        guard case .physical(let m, let k, let c) = bouncy.form else { Issue.record("not physical"); return }
        #expect(m == 1 && isClose(k, 157.91367041742973, 1e-9) && isClose(c, 20.106192982974676, 1e-9))
        #expect(isClose(bouncy.dampingRatio, 0.8, 1e-12))
        let plain = UISpringTimingParameters()
        #expect(plain.dampingRatio == 4.56 && plain.initialVelocity == .zero)
        // A damping ratio above 1 takes the animator's duration as a critically damped spring.
        let s = Stage()
        s.at(0) {
            let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: plain)
            animator.addAnimations { s.view.alpha = 1 }
            animator.startAnimation()
        }
        s.timeline.runUntilIdle(limit: 5)
        #expect(isClose(s.alpha(0.1), 0.550908374, 1e-6))
        #expect(isClose(s.alpha(0.25), 0.944477184, 1e-6))
    }

    @Test("UISpringTimingParameters(dampingRatio:initialVelocity:) carries dx into the spring")
    func springVelocity() throws {
        let s = Stage()
        s.at(0) {
            let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters:
                UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 3, dy: 3)))
            animator.addAnimations { s.view.alpha = 1 }
            animator.startAnimation()
        }
        s.timeline.runUntilIdle(limit: 5)
        let group = try #require(s.timeline.groups.last)
        guard case .spring(let spring) = group.timing else { Issue.record("not a spring"); return }
        expectEqual(spring.initialVelocity, 3)
        let still = Spring(duration: 0.5, dampingRatio: 0.8, initialVelocity: 0)
        #expect(s.alpha(0.01) > still.value(at: 0.01) + 0.02, "a thrown start moves faster")
        #expect(isClose(s.alpha(0.2), spring.value(at: 0.2), 1e-12))
    }

    @Test("fractionComplete scrubs linearly by default, on the curve with scrubsLinearly false")
    func scrubbing() {
        for linear in [true, false] {
            let s = Stage()
            var animator: UIViewPropertyAnimator!
            s.at(0) {
                animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { s.view.alpha = 1 }
                animator.scrubsLinearly = linear
                animator.pauseAnimation()
                #expect(animator.state == .active && !animator.isRunning)
            }
            s.at(0.1) { animator.fractionComplete = 0.25 }
            s.at(0.2) { expectEqual(animator.fractionComplete, 0.25) }
            #expect(isClose(s.alpha(0.15), linear ? 0.25 : 0.129161931, 1e-5))
            expectEqual(s.alpha(0.05), 0)
        }
    }

    @Test("fractionComplete set on an inactive animator makes it active; ignored while running")
    func fractionStates() {
        let s = Stage()
        var animator: UIViewPropertyAnimator!
        s.at(0) {
            animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { s.view.alpha = 1 }
            animator.fractionComplete = 0.5
            #expect(animator.state == .active && !animator.isRunning)
            animator.startAnimation()
        }
        s.at(0.2) {
            animator.fractionComplete = 0.9
            #expect(isClose(animator.fractionComplete, 0.7, 1e-12))
        }
        s.timeline.runUntilIdle(limit: 5)
        #expect(isClose(s.alpha(0.2), 0.7, 1e-12))
        expectEqual(s.alpha(0.5), 1)
    }

    @Test("pausing on a curve keeps the view where it is; fractionComplete then reads that progress")
    func pauseWithoutJump() {
        let s = Stage()
        var animator: UIViewPropertyAnimator!
        s.at(0) {
            animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { s.view.alpha = 1 }
            animator.startAnimation()
        }
        s.at(0.25) {
            animator.pauseAnimation()
            #expect(isClose(animator.fractionComplete, 0.129161931, 1e-5))
        }
        s.at(2)
        #expect(isClose(s.alpha(1.5), 0.129161931, 1e-5))
        expectEqual(animator.state, .active)
    }

    @Test("isReversed mid-flight retraces the path and completes at .start with the start values")
    func reversedMidFlight() {
        let s = Stage()
        var animator: UIViewPropertyAnimator!
        s.at(0) {
            animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { s.view.alpha = 1 }
            s.completion(animator)
            animator.startAnimation()
        }
        s.at(0.4) { animator.isReversed = true }
        s.at(0.5) { #expect(isClose(animator.fractionComplete, 0.3, 1e-12)) }
        s.timeline.runUntilIdle(limit: 5)
        #expect(isClose(s.alpha(0.5), CubicBezier.easeInEaseOut.value(at: 0.3), 1e-12))
        #expect(isClose(s.alpha(0.7), CubicBezier.easeInEaseOut.value(at: 0.1), 1e-12))
        expectEqual(s.positions, [.start])
        #expect(isClose(s.completionTimes[0], 0.8, 1e-12))
        #expect(s.alpha(0.9) == 0 && s.view.alpha == 0, "the model goes back to the start value")
    }

    @Test("isReversed before start plays from the end back to the start")
    func reversedBeforeStart() {
        let s = Stage()
        s.at(0) {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { s.view.alpha = 1 }
            s.completion(animator)
            animator.fractionComplete = 1
            animator.isReversed = true
            animator.startAnimation()
        }
        s.timeline.runUntilIdle(limit: 5)
        #expect(isClose(s.alpha(0.25), 0.75, 1e-12))
        #expect(s.positions == [.start] && s.completionTimes == [1])
    }

    @Test("continueAnimation: new cubic timing over factor × duration × the rest")
    func continueCubic() {
        let s = Stage()
        var animator: UIViewPropertyAnimator!
        s.at(0) {
            animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { s.view.alpha = 1 }
            s.completion(animator)
            animator.startAnimation()
        }
        s.at(0.4) { animator.pauseAnimation() }
        s.at(0.5) { animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 2) }
        s.timeline.runUntilIdle(limit: 5)
        #expect(isClose(s.alpha(0.45), 0.4, 1e-12))
        #expect(isClose(s.alpha(1.1), 0.5892140878, 1e-6))
        expectEqual(s.positions, [.end])
        #expect(isClose(s.completionTimes[0], 1.7, 1e-12))
    }

    @Test("continueAnimation with a spring: the rest on the spring; nil keeps the timing")
    func continueSpring() {
        let s = Stage()
        var animator: UIViewPropertyAnimator!
        s.at(0) {
            animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { s.view.alpha = 1 }
            animator.startAnimation()
        }
        s.at(0.5) { animator.pauseAnimation() }
        s.at(0.5) { animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.8), durationFactor: 1) }
        s.timeline.runUntilIdle(limit: 5)
        #expect(isClose(s.alpha(0.6), 0.804659074, 1e-6))
        expectEqual(s.alpha(1.0), 1)

        let t = Stage()
        var plain: UIViewPropertyAnimator!
        t.at(0) {
            plain = UIViewPropertyAnimator(duration: 1, curve: .linear) { t.view.alpha = 1 }
            plain.startAnimation()
        }
        t.at(0.5) { plain.pauseAnimation() }
        t.at(0.6) { plain.continueAnimation(withTimingParameters: nil, durationFactor: 0.5) }
        t.timeline.runUntilIdle(limit: 5)
        #expect(isClose(t.alpha(0.7), 0.7, 1e-12), "0.5 left over 0.25 s")
    }

    @Test("addAnimations(_:delayFactor:) while running: delay × the remaining time, then over the rest")
    func addWhileRunning() {
        let s = Stage()
        var animator: UIViewPropertyAnimator!
        s.at(0) {
            animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { s.view.alpha = 1 }
            s.completion(animator)
            animator.startAnimation()
        }
        s.at(0.2) { animator.addAnimations({ s.other.alpha = 1 }, delayFactor: 0.5) }
        s.timeline.runUntilIdle(limit: 5)
        expectEqual(s.alpha(0.55, of: s.other), 0)
        #expect(isClose(s.alpha(0.8, of: s.other), 0.5, 1e-12))
        expectEqual(s.alpha(1, of: s.other), 1)
        expectEqual(s.completionTimes, [1])
    }

    @Test("addAnimations(_:delayFactor:) before start: the delay is a share of the whole duration")
    func addBeforeStart() {
        let s = Stage()
        s.at(0) {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations { s.view.alpha = 1 }
            animator.addAnimations({ s.other.alpha = 1 }, delayFactor: 0.5)
            animator.startAnimation()
        }
        s.timeline.runUntilIdle(limit: 5)
        #expect(isClose(s.alpha(0.5), 0.5, 1e-12))
        expectEqual(s.alpha(0.5, of: s.other), 0)
        #expect(isClose(s.alpha(0.75, of: s.other), 0.5, 1e-12))
    }

    @Test("stopAnimation(false) then finishAnimation(at:) for each position")
    func stopThenFinish() {
        for (position, expected) in [(UIViewAnimatingPosition.end, 1.0), (.start, 0.0), (.current, 0.3)] {
            let s = Stage()
            var animator: UIViewPropertyAnimator!
            s.at(0) {
                animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { s.view.alpha = 1 }
                s.completion(animator)
                animator.startAnimation()
            }
            s.at(0.3) {
                animator.stopAnimation(false)
                #expect(animator.state == .stopped && !animator.isRunning)
            }
            s.at(0.5) {
                #expect(s.positions.isEmpty)
                animator.finishAnimation(at: position)
                expectEqual(animator.state, .inactive)
            }
            s.timeline.runUntilIdle(limit: 5)
            #expect(isClose(s.alpha(0.4), 0.3, 1e-12), "stopped at the current value")
            #expect(isClose(s.alpha(0.6), expected, 1e-12))
            #expect(isClose(s.view.alpha, expected, 1e-12))
            #expect(s.positions == [position] && s.completionTimes == [0.5])
        }
    }

    @Test("stopAnimation(true) ends inactive at the current values, calling no completion")
    func stopWithoutFinishing() {
        let s = Stage()
        var animator: UIViewPropertyAnimator!
        s.at(0) {
            animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { s.view.alpha = 1 }
            s.completion(animator)
            animator.startAnimation()
        }
        s.at(0.3) { animator.stopAnimation(true) }
        s.timeline.runUntilIdle(limit: 5)
        expectEqual(animator.state, .inactive)
        #expect(s.positions.isEmpty)
        #expect(isClose(s.alpha(2), 0.3, 1e-12))
    }

    @Test("pausesOnCompletion: stays active at the end without completions; reversing runs back")
    func pausesOnCompletion() {
        let s = Stage()
        var animator: UIViewPropertyAnimator!
        s.at(0) {
            animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { s.view.alpha = 1 }
            animator.pausesOnCompletion = true
            s.completion(animator)
            animator.startAnimation()
        }
        s.at(1.2) {
            #expect(animator.state == .active && !animator.isRunning)
            expectEqual(animator.fractionComplete, 1)
            #expect(s.positions.isEmpty)
            animator.isReversed = true
            animator.startAnimation()
        }
        s.at(3) {
            #expect(animator.state == .active && animator.fractionComplete == 0)
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
        }
        #expect(isClose(s.alpha(1.7), 0.5, 1e-12))
        expectEqual(s.positions, [.start])
        expectEqual(s.alpha(3), 0)
    }

    @Test("startAnimation(afterDelay:) and runningPropertyAnimator hold the start for the delay")
    func delays() {
        let s = Stage()
        s.at(0) {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { s.view.alpha = 1 }
            animator.startAnimation(afterDelay: 0.2)
            expectEqual(animator.delay, 0.2)
            _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.1, options: .curveLinear,
                                                               animations: { s.other.alpha = 1 }) { position in
                s.positions.append(position)
                s.completionTimes.append(s.timeline.now)
            }
        }
        s.timeline.runUntilIdle(limit: 5)
        #expect(s.alpha(0.2) == 0 && isClose(s.alpha(0.7), 0.5, 1e-12))
        #expect(isClose(s.alpha(0.6, of: s.other), 0.5, 1e-12))
        #expect(s.positions == [.end] && isClose(s.completionTimes[0], 1.1, 1e-12))
    }

    @Test("misuse is reported, not crashed on: finishAnimation on an active animator")
    func misuse() {
        let s = Stage()
        s.at(0) {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { s.view.alpha = 1 }
            animator.startAnimation()
            animator.finishAnimation(at: .end)
            expectEqual(animator.state, .active)
            #expect(animator.isInterruptible)
        }
        #expect(s.timeline.unmodelled.contains { $0.feature.contains("finishAnimation") })
    }

    @Test("the same inputs give the same frames")
    func deterministic() {
        func run() -> [Double] {
            let s = Stage()
            var animator: UIViewPropertyAnimator!
            s.at(0) {
                animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.7) { s.view.alpha = 1 }
                animator.startAnimation()
            }
            s.at(0.2) { animator.isReversed = true }
            s.at(0.3) { animator.pauseAnimation(); animator.fractionComplete = 0.6 }
            s.at(0.4) { animator.isReversed = false; animator.continueAnimation(withTimingParameters: nil, durationFactor: 1) }
            s.timeline.runUntilIdle(limit: 5)
            return stride(from: 0.0, through: 1.0, by: 0.05).map { s.alpha($0) }
        }
        expectEqual(run(), run())
    }
}
