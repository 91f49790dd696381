import TestExpectations
import Testing
@testable import TransitionKit
import UIKit

@Suite("Animation recording")
struct AnimationRecordingTests {
    @Test("scale-fade push at 0.1 s: to-view opacity and from-view scale follow easeInEaseOut")
    func scaleFadePush() throws {
        let run = startScene(animator: ScaleFadePushAnimator())
        run.runToCompletion()
        let frame = run.frame(at: 0.1)
        let to = try #require(frame.layer(role: "to"))
        let from = try #require(frame.layer(role: "from"))
        #expect(abs(to.opacity - 0.129161931) < 1e-5)
        #expect(abs(from.transform.m11 - 1.064580966) < 1e-5)
        #expect(abs(from.transform.m22 - 1.064580966) < 1e-5)
    }

    @Test("completion runs at the animation's end and its changes show from then on")
    func completionTiming() throws {
        let run = startScene(animator: ScaleFadePushAnimator())
        run.runToCompletion()
        expectEqual(run.state, .completed)
        expectEqual(run.completionTime, 0.4)
        expectEqual(run.context.completions.count, 1)
        // Just before the end the from-view is almost at 1.5×; at the end it is removed.
        let before = run.frame(at: 0.399)
        #expect(before.layer(role: "from")!.transform.m11 > 1.49)
        let end = run.frame(at: 0.4)
        #expect(end.layer(role: "from") == nil)
        expectEqual(end.layer(role: "to")!.opacity, 1)
    }

    @Test("a property set before the block animates from its new model value; transparent layers are not listed")
    func modelValueBeforeBlock() throws {
        let run = startScene(animator: ScaleFadePushAnimator())
        run.runToCompletion()
        #expect(run.frame(at: 0).layer(role: "to") == nil)
        let early = try #require(run.frame(at: 0.01).layer(role: "to"))
        #expect(early.opacity > 0 && early.opacity < 0.01)
    }

    @Test("spring animation: UIKit's spring progress in real seconds, snapping at the duration")
    func springProgress() throws {
        let run = startScene(animator: SpringFadeAnimator())
        run.runToCompletion()
        #expect(abs(try #require(run.frame(at: 0.1).layer(role: "to")).opacity - 0.609318148) < 1e-6)
        #expect(abs(try #require(run.frame(at: 0.25).layer(role: "to")).opacity - 1.009076806) < 1e-6)
        #expect(try #require(run.frame(at: 0.5).layer(role: "to")).opacity == 1)
    }

    @Test("delay: the old value shows until the animation begins")
    func delayFillsBackwards() throws {
        final class Delayed: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
            func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
                let to = ctx.viewController(forKey: .to)!
                ctx.containerView.addSubview(to.view)
                to.view.alpha = 0
                UIView.animate(withDuration: 0.2, delay: 0.1, options: .curveLinear, animations: { to.view.alpha = 1 }) { _ in
                    ctx.completeTransition(true)
                }
            }
        }
        let run = startScene(animator: Delayed())
        run.runToCompletion()
        #expect(run.frame(at: 0.05).layer(role: "to") == nil, "opacity 0 until the delay is over")
        #expect(abs(try #require(run.frame(at: 0.2).layer(role: "to")).opacity - 0.5) < 1e-9)
        #expect(run.completionTime == 0.30000000000000004 || run.completionTime == 0.3)
    }

    @Test("keyframes: the overall curve maps time, keyframes are read at that fraction")
    func keyframeOverallCurve() throws {
        let run = startScene(animator: KeyframeTurnAnimator())
        run.runToCompletion()
        let at010 = try #require(run.frame(at: 0.10).layer(role: "from")).transform
        let at020 = try #require(run.frame(at: 0.20).layer(role: "from")).transform
        #expect(abs(angleAboutY(at010) - -15.1553) < 1e-3)
        #expect(abs(angleAboutY(at020) - -62.5792) < 1e-3)
    }

    @Test("keyframes hold their last value after their window")
    func keyframeHold() throws {
        let run = startScene(animator: KeyframeTurnAnimator())
        run.runToCompletion()
        for t in [0.3, 0.45, 0.59] {
            // The from-view is edge-on, but still listed (its quad is a line).
            let transform = run.frame(at: t).layer(role: "from")!.transform
            #expect(abs(angleAboutY(transform) - -90) < 1e-9)
        }
    }

    @Test("isHidden changes show at once, even inside an animation block")
    func hiddenIsNotAnimated() throws {
        final class Hide: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }
            func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
                let from = ctx.viewController(forKey: .from)!
                UIView.animate(withDuration: 0.2, animations: {
                    from.view.isHidden = true
                    from.view.alpha = 0.5
                }) { _ in
                    from.view.isHidden = false
                    ctx.completeTransition(false)
                }
            }
        }
        let run = startScene(animator: Hide())
        run.runToCompletion()
        #expect(run.frame(at: 0).layer(role: "from") == nil)
        #expect(run.frame(at: 0.1).layer(role: "from") == nil)
        expectEqual(run.completionTime, 0.2)
        expectEqual(run.state, .cancelled)
        // Cancelled: the to-view was never added, the from-view shows again with the model alpha.
        let end = try #require(run.frame(at: 0.2).layer(role: "from"))
        expectEqual(end.opacity, 0.5)
    }

    @Test("a block that animates nothing completes at once, as in UIKit")
    func emptyBlockCompletesAtOnce() throws {
        final class Nothing: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
            func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
                UIView.animate(withDuration: 0.3, animations: {}) { _ in ctx.completeTransition(true) }
            }
        }
        let run = startScene(animator: Nothing())
        run.runToCompletion()
        expectEqual(run.completionTime, 0)
        expectEqual(run.state, .completed)
    }
}
