import TestExpectations
import Testing
@testable import TransitionKit
import UIKit

/// An animator written the iOS 10 way: one property animator for the whole transition,
/// returned by `interruptibleAnimator(using:)` and started by `animateTransition`.
private final class InterruptibleFade: UIViewControllerAnimatedTransitioning {
    var animator: UIViewPropertyAnimator?
    var timing: any UITimingCurveProvider = UICubicTimingParameters(animationCurve: .linear)
    var positions: [UIViewAnimatingPosition] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func interruptibleAnimator(using ctx: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let to = ctx.viewController(forKey: .to)!
        ctx.containerView.addSubview(to.view)
        to.view.alpha = 0
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: timing)
        animator.addAnimations { to.view.alpha = 1 }
        animator.addCompletion { [unowned self] position in
            positions.append(position)
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: ctx).startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

/// Grabs the running transition on touch-down, scrubs by x / 200 from where it was grabbed,
/// and on release finishes or cancels by the direction of motion, throwing the release
/// velocity into a spring (velocity ÷ the distance left, as Apple's docs say).
private final class GrabInteraction: UIPercentDrivenInteractiveTransition {
    var grabbedAt = 0.0
    var throwsSpring = false
    var releaseVelocity: Double?

    /// The scene attaches no recognizer: the interaction listens to the run's own pan
    /// recognizer, target–action, as SwipeInteraction does.
    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        recordingRun(of: transitionContext)?.gesture.addTarget(self, action: Selector.method(Self.handlePan(_:)))
        super.startInteractiveTransition(transitionContext)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let p = grabbedAt + gesture.translation(in: nil).x / 200
        switch gesture.state {
        case .began:
            pause()
            grabbedAt = percentComplete
        case .changed:
            update(p)
        case .ended, .cancelled:
            let v = gesture.velocity(in: nil).x
            let finishing = v >= 0 && gesture.state == .ended
            if throwsSpring {
                let left = (finishing ? 1 - percentComplete : percentComplete) * 200
                let normalised = left > 0 ? abs(v) / left : 0
                releaseVelocity = normalised
                timingCurve = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: normalised, dy: 0))
            }
            finishing ? finish() : cancel()
        default:
            break
        }
    }
}

@Suite("Interruptible transitions")
struct InterruptibleTransitionTests {
    private func findings(_ run: TransitionRun) -> [ContractChecker.Finding] {
        ContractChecker().findings(in: run, entry: "interruptible-fixture", device: "iphone-x")
    }

    private func toAlpha(_ run: TransitionRun, _ t: Double) -> Double? {
        run.frame(at: t).layer(role: "to")?.opacity
    }

    @Test("the default interruptibleAnimator(using:) reads as not implemented; the coordinator says so")
    func defaultRequirement() {
        let plain = ScaleFadePushAnimator()
        let run = startScene(animator: plain)
        #expect(plain.interruptibleAnimatorIfImplemented(using: run.context) == nil)
        let interruptible = InterruptibleFade()
        let run2 = startScene(animator: interruptible)
        #expect(interruptible.interruptibleAnimatorIfImplemented(using: run2.context) === interruptible.animator)
    }

    @Test("not interactive: animateTransition starts the property animator; completion .end")
    func animated() throws {
        let animator = InterruptibleFade()
        let run = startScene(animator: animator)
        run.runToCompletion()
        #expect(run.state == .completed && run.completionTime == 0.5)
        #expect(isClose(try #require(toAlpha(run, 0.2)), 0.4, 1e-12))
        expectEqual(animator.positions, [.end])
        #expect(findings(run).isEmpty, "\(findings(run))")
    }

    @Test("percent-driven finish: scrubs the paused animator, then continues the rest over (1 − p)·duration")
    func percentDrivenFinish() throws {
        let animator = InterruptibleFade()
        let run = startScene(animator: animator, interaction: SwipeInteraction())
        try run.replay(trace([(0, .began, 0, 0), (0.1, .changed, 50, 0), (0.2, .changed, 150, 0), (0.25, .ended, 150, 0)]))
        expectEqual(run.state, .completed)
        #expect(isClose(try #require(toAlpha(run, 0.1)), 0.25, 1e-12))
        #expect(isClose(try #require(toAlpha(run, 0.22)), 0.75, 1e-12), "held between samples")
        #expect(isClose(try #require(run.completionTime), 0.25 + 0.25 * 0.5, 1e-12))
        #expect(isClose(try #require(toAlpha(run, 0.3125)), 0.875, 1e-12))
        expectEqual(animator.positions, [.end])
        expectEqual(run.stateChanges.map(\.state), [.interactive, .finishing, .completed])
        #expect(findings(run).isEmpty, "\(findings(run))")
    }

    @Test("percent-driven cancel: the animator reverses to .start and the transition is cancelled")
    func percentDrivenCancel() throws {
        let animator = InterruptibleFade()
        let run = startScene(animator: animator, interaction: SwipeInteraction())
        try run.replay(trace([(0, .began, 0, 0), (0.1, .changed, 80, 0), (0.2, .ended, 80, 0)]))
        #expect(run.state == .cancelled && run.context.transitionWasCancelled)
        #expect(isClose(try #require(run.completionTime), 0.2 + 0.4 * 0.5, 1e-12))
        #expect(isClose(try #require(toAlpha(run, 0.3)), 0.2, 1e-12))
        expectEqual(animator.positions, [.start])
        #expect(run.frame(at: 1).layer(role: "to") == nil)
        #expect(findings(run).isEmpty, "\(findings(run))")
    }

    @Test("interrupted then finished: pause() grabs the running transition, the drag scrubs it, release finishes")
    func interruptedThenFinished() throws {
        let animator = InterruptibleFade()
        let interaction = GrabInteraction()
        interaction.wantsInteractiveStart = false
        let run = startScene(animator: animator, interaction: interaction)
        run.start()
        #expect(run.state == .animating && !run.context.isInteractive)
        try run.replay(trace([(0.2, .began, 100, 0), (0.3, .changed, 140, 0), (0.35, .ended, 140, 0)]))
        expectEqual(run.interruptionTimes, [0.2])
        expectEqual(run.stateChanges.map(\.state), [.animating, .interactive, .finishing, .completed])
        #expect(isClose(try #require(toAlpha(run, 0.1)), 0.2, 1e-12), "running before the grab")
        #expect(isClose(try #require(toAlpha(run, 0.25)), 0.4, 1e-12), "held where it was grabbed")
        #expect(isClose(try #require(toAlpha(run, 0.32)), 0.6, 1e-12), "scrubbed by the drag")
        #expect(isClose(try #require(run.completionTime), 0.35 + 0.4 * 0.5, 1e-12))
        expectEqual(animator.positions, [.end])
        #expect(findings(run).isEmpty, "\(findings(run))")
    }

    @Test("interrupted then cancelled: dragged back and released moving back, the animator reverses")
    func interruptedThenCancelled() throws {
        let animator = InterruptibleFade()
        let interaction = GrabInteraction()
        interaction.wantsInteractiveStart = false
        let run = startScene(animator: animator, interaction: interaction)
        run.start()
        try run.replay(trace([(0.2, .began, 100, 0), (0.3, .changed, 60, 0), (0.35, .ended, 50, 0)]))
        expectEqual(run.state, .cancelled)
        expectEqual(run.stateChanges.map(\.state), [.animating, .interactive, .cancelling, .cancelled])
        #expect(isClose(try #require(toAlpha(run, 0.32)), 0.2, 1e-12))
        #expect(isClose(try #require(run.completionTime), 0.35 + 0.2 * 0.5, 1e-12))
        expectEqual(animator.positions, [.start])
        #expect(run.frame(at: 1).layer(role: "to") == nil)
        #expect(findings(run).isEmpty, "\(findings(run))")
    }

    @Test("the release velocity, divided by the distance left, becomes the spring's initial velocity")
    func releaseVelocityIntoSpring() throws {
        let animator = InterruptibleFade()
        let interaction = GrabInteraction()
        interaction.wantsInteractiveStart = false
        interaction.throwsSpring = true
        let run = startScene(animator: animator, interaction: interaction)
        run.start()
        try run.replay(trace([(0.2, .began, 100, 0), (0.25, .changed, 120, 0), (0.3, .changed, 140, 0),
                              (0.3, .ended, 140, 0)]))
        expectEqual(run.state, .completed)
        // 40 px over the last 0.1 s → 400 px/s; 0.6 done, 0.4 × 200 = 80 px left → 5 per second.
        let thrown = try #require(interaction.releaseVelocity)
        #expect(isClose(thrown, 5, 1e-9))
        let group = try #require(run.timeline.groups.first { $0.readsProgressFromClock })
        guard case .segment(_, let segment) = try #require(run.timeline.clocks.clocks[group.clock].pieces.last { if case .segment = $0 { return true } else { return false } }),
              case .spring(let spring) = segment.timing else { Issue.record("no spring stretch"); return }
        expectEqual(spring.initialVelocity, thrown)
        #expect(isClose(segment.origin, 0.6, 1e-12) && isClose(spring.duration ?? 0, 0.2, 1e-12))
        let still = Spring(duration: 0.2, dampingRatio: 0.8)
        let early = try #require(toAlpha(run, 0.31))
        #expect(early > 0.6 + 0.4 * still.value(at: 0.01) + 0.005, "the throw shows in the first frames")
        #expect(findings(run).isEmpty, "\(findings(run))")
    }

    @Test("a gesture on a transition that wants an interactive start is refused once it runs")
    func refusedGrab() throws {
        let run = startScene(animator: InterruptibleFade(), interaction: SwipeInteraction())
        run.start()
        #expect(throws: GestureError.self) { try run.handle(GestureSample(t: 0.1, phase: .began, x: 0, y: 0)) }
    }
}
