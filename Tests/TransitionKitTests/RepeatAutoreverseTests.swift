import TestExpectations
import Testing
@testable import TransitionKit
import UIKit

/// `.repeat` and `.autoreverse` as UIKit documents them (docs/fidelity.md §8): `.repeat` plays
/// forever and never completes; one autoreversing cycle goes to the new values and back, and
/// at the end the view shows the new (model) values at once.
@Suite("Animation options: repeat and autoreverse")
struct RepeatAutoreverseTests {
    /// Fades the to-view from 0 to 1 over 0.4 s, linear, with `options`; the transition
    /// completes after 2 s whatever the animation does, so runs always end.
    final class Fader: UIViewControllerAnimatedTransitioning {
        let options: UIView.AnimationOptions
        var animationCompletions: [(time: Double, finished: Bool)] = []
        init(_ options: UIView.AnimationOptions) { self.options = options }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)!
            to.alpha = 0
            transitionContext.containerView.addSubview(to)
            UIView.animate(withDuration: 0.4, delay: 0, options: options.union(.curveLinear), animations: {
                to.alpha = 1
            }, completion: { finished in
                self.animationCompletions.append((Timeline.current?.now ?? -1, finished))
            })
            Timeline.current?.schedule(at: 2) { transitionContext.completeTransition(true) }
        }
    }

    private func opacity(_ run: TransitionRun, _ t: Double) -> Double {
        run.frame(at: t).layer(role: "to")?.opacity ?? 0
    }

    @Test("without options: 0 → 1 once, completion at 0.4 s")
    func once() {
        let fader = Fader([])
        let run = startScene(animator: fader)
        run.runToCompletion()
        #expect(abs(opacity(run, 0.1) - 0.25) < 1e-9)
        expectEqual(opacity(run, 0.5), 1)
        expectEqual(fader.animationCompletions.map(\.time), [0.4])
    }

    @Test(".autoreverse: there and back in 0.8 s, then the new value at once; completion at 0.8 s")
    func autoreverse() {
        let fader = Fader(.autoreverse)
        let run = startScene(animator: fader)
        run.runToCompletion()
        #expect(abs(opacity(run, 0.1) - 0.25) < 1e-9)
        #expect(abs(opacity(run, 0.4) - 1) < 1e-9)
        #expect(abs(opacity(run, 0.6) - 0.5) < 1e-9, "halfway back")
        #expect(abs(opacity(run, 0.7) - 0.25) < 1e-9)
        expectEqual(opacity(run, 0.8), 1, "the model value shows at the end: UIKit's jump")
        expectEqual(fader.animationCompletions.count, 1)
        #expect(abs(fader.animationCompletions[0].time - 0.8) < 1e-9 && fader.animationCompletions[0].finished)
    }

    @Test(".repeat: cycle after cycle, never completing")
    func repeatForever() {
        let fader = Fader(.repeat)
        let run = startScene(animator: fader)
        run.runToCompletion()
        #expect(abs(opacity(run, 0.1) - 0.25) < 1e-9)
        #expect(abs(opacity(run, 0.5) - 0.25) < 1e-9, "the second cycle starts over")
        #expect(abs(opacity(run, 1.7) - 0.25) < 1e-9)
        #expect(fader.animationCompletions.isEmpty, "a repeating animation never completes")
        expectEqual(run.timeline.groups.first?.removedAt, .infinity)
    }

    @Test(".repeat + .autoreverse: back and forth forever")
    func repeatAutoreverse() {
        let fader = Fader([.repeat, .autoreverse])
        let run = startScene(animator: fader)
        run.runToCompletion()
        for (t, expected) in [(0.1, 0.25), (0.6, 0.5), (0.9, 0.25), (1.3, 0.75), (1.4, 0.5), (1.7, 0.25)] {
            #expect(abs(opacity(run, t) - expected) < 1e-9, "t \(t)")
        }
        #expect(fader.animationCompletions.isEmpty)
    }

    @Test("finite repetition counts, including a partial last cycle, hold the last cycle's end")
    func finiteCounts() {
        let twice = AnimationRepetition(count: 2, autoreverses: false)
        expectEqual(twice.activeDuration(0.4), 0.8)
        #expect(abs(twice.forwardElapsed(0.5, duration: 0.4) - 0.1) < 1e-12)
        expectEqual(twice.forwardElapsed(0.8, duration: 0.4), 0.4)
        expectEqual(twice.forwardElapsed(5, duration: 0.4), 0.4)
        let half = AnimationRepetition(count: 1.5, autoreverses: true)
        #expect(abs(half.activeDuration(0.4) - 1.2) < 1e-12)
        #expect(abs(half.forwardElapsed(9, duration: 0.4) - 0.4) < 1e-12, "1.5 autoreversing cycles end at the far end")
        expectEqual(AnimationRepetition(count: .nan, autoreverses: false), .once)
    }

    @Test("options the engine does not model are recorded for the checker")
    func unmodelledOptionsAreRecorded() {
        let run = startScene(animator: Fader([.layoutSubviews, .allowUserInteraction]))
        run.runToCompletion()
        expectEqual(run.timeline.unmodelled.map(\.feature), ["UIView animation option .layoutSubviews"])
        // UIKit ignores transition options in `animate` (FluidPhoto's zoom passes one), and the
        // engine does what the others ask.
        #expect(UIView.AnimationOptions([.beginFromCurrentState, .allowUserInteraction, .repeat, .autoreverse,
                                         .curveEaseIn, .transitionCrossDissolve, .overrideInheritedCurve]).unmodelled.isEmpty)
    }

    @Test("a block nested in another is recorded unless it overrides what it would inherit")
    func nestedBlocks() {
        final class Nester: UIViewControllerAnimatedTransitioning {
            let inner: UIView.AnimationOptions
            init(_ inner: UIView.AnimationOptions) { self.inner = inner }
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                let to = transitionContext.view(forKey: .to)!
                transitionContext.containerView.addSubview(to)
                UIView.animate(withDuration: 0.4, animations: {
                    to.alpha = 0.5
                    UIView.animate(withDuration: 0.2, delay: 0, options: self.inner, animations: { to.layer.cornerRadius = 8 })
                }, completion: { _ in transitionContext.completeTransition(true) })
            }
        }
        let inheriting = startScene(animator: Nester([]))
        inheriting.runToCompletion()
        expectEqual(inheriting.timeline.unmodelled.count, 1)
        expectEqual(inheriting.timeline.unmodelled.first?.feature.hasPrefix("an animation block nested in another"), true)
        let overriding = startScene(animator: Nester(.overrideInheritedDuration))
        overriding.runToCompletion()
        #expect(overriding.timeline.unmodelled.isEmpty)
    }
}
