import Foundation
import TestExpectations
import Testing
@testable import TransitionKit
import UIKit

/// Explicit Core Animation animations appear on the scene's timeline as view animations do:
/// one curve per property animation (a group's members one by one) at its wall-clock span,
/// with start, end and keyframe markers, so the page draws them as tracks.
@Suite("Scene curves: explicit Core Animation animations on the timeline")
struct LayerAnimationCurvesTests {
    final class Animator: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(to)
            let fast = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            fast.accessibilityIdentifier = "fast"
            fast.layer.speed = 2
            to.addSubview(fast)
            let mask = CAShapeLayer()
            mask.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            to.layer.mask = mask

            CATransaction.begin()
            CATransaction.setCompletionBlock { transitionContext.completeTransition(true) }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 0.4
            fade.beginTime = CACurrentMediaTime() + 0.1
            fade.timingFunction = CAMediaTimingFunction(name: .easeIn)
            to.layer.add(fade, forKey: "fade")

            let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
            pulse.values = [1, 1.2, 1]
            pulse.keyTimes = [0, 0.3, 1]
            pulse.duration = 0.6
            to.layer.add(pulse, forKey: "pulse")

            let grow = CABasicAnimation(keyPath: "path")
            grow.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 300, height: 300)).cgPath
            grow.duration = 0.5
            mask.add(grow, forKey: "grow")

            let drop = CABasicAnimation(keyPath: "position.y")
            drop.byValue = 20
            drop.beginTime = 0.1
            drop.duration = 0.2
            let round = CABasicAnimation(keyPath: "cornerRadius")
            round.toValue = 12
            let group = CAAnimationGroup()
            group.animations = [drop, round]
            group.duration = 0.5
            to.layer.add(group, forKey: "group")

            let bounce = CASpringAnimation(keyPath: "bounds.size")
            bounce.toValue = CGSize(width: 60, height: 60)
            bounce.duration = 0.4
            fast.layer.add(bounce, forKey: "bounce")
            CATransaction.commit()
        }
    }

    @Test("each property animation is a curve at its wall-clock span, named by layer and key path")
    func curves() throws {
        let run = startScene(animator: Animator())
        run.runToCompletion()
        let frame = run.frame(at: 0)
        let to = try #require(frame.layer(role: "to")?.id)
        let fast = try #require(frame.layer(role: "fast")?.id)
        let scene = SceneDescription(run: run)
        let curves = scene.curves.filter(\.isCoreAnimation)
        #expect(curves.map { $0.properties } == [["\(to).opacity"], ["\(to).transform.scale"], ["\(to).mask.path"],
                                                  ["\(to).position.y"], ["\(to).cornerRadius"], ["\(fast).bounds.size"]])
        #expect(curves.allSatisfy { $0.values.isEmpty })

        let fade = curves[0]
        #expect(fade.kind == .basic && abs(fade.begin - 0.1) < 1e-9 && abs(fade.duration - 0.4) < 1e-9)
        expectEqual(fade.timing, .bezier(CAMediaTimingFunction(name: .easeIn).curve))

        let pulse = curves[1]
        #expect(pulse.kind == .keyframes && pulse.keyTimes == [0, 0.3, 1] && pulse.calculationMode == .linear)
        #expect(pulse.begin == 0 && abs(pulse.duration - 0.6) < 1e-9)

        // A group's members start at their beginTime inside the group; one without a duration
        // plays over the group's.
        #expect(abs(curves[3].begin - 0.1) < 1e-9 && abs(curves[3].duration - 0.2) < 1e-9)
        #expect(curves[4].begin == 0 && abs(curves[4].duration - 0.5) < 1e-9)

        // The layer's speed 2 plays the 0.4 s spring in 0.2 s of the run.
        let bounce = curves[5]
        #expect(bounce.kind == .spring && abs(bounce.duration - 0.2) < 1e-9)
        if case .spring = bounce.timing {} else { Issue.record("the spring's timing is \(bounce.timing)") }

        // One marker per kind and moment (the ends at 0.5 are one), as for view animations.
        let markers = scene.markers.map { "\($0.kind.rawValue) \(JSONWriter.text($0.time)) \($0.label)" }
        #expect(markers.contains("animationStart 0.1 opacity starts"))
        #expect(markers.contains("animationEnd 0.5 opacity ends"))
        #expect(markers.contains("keyframe 0.18 keyframe 0.3"))
        #expect(markers.contains("animationEnd 0.2 bounds.size ends"))
        #expect(markers.contains("animationEnd 0.6 transform.scale ends"))
    }

    @Test("the scene's JSON says Core Animation made the curve")
    func json() throws {
        let run = startScene(animator: Animator())
        run.runToCompletion()
        var json = JSONWriter()
        json.beginObject()
        SceneDescription(run: run).writeFields(into: &json)
        json.endObject()
        let text = json.string
        expectEqual(text.components(separatedBy: "\"api\":\"CoreAnimation\"").count - 1, 6)
    }

    @Test("an animation under a paused layer has no wall-clock span: placed when added, unmarked")
    func paused() throws {
        final class Paused: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                let to = transitionContext.view(forKey: .to)!
                transitionContext.containerView.addSubview(to)
                to.layer.speed = 0
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.duration = 0.3
                to.layer.add(fade, forKey: nil)
                transitionContext.completeTransition(true)
            }
        }
        let run = startScene(animator: Paused())
        run.runToCompletion()
        let scene = SceneDescription(run: run)
        let curve = try #require(scene.curves.first { $0.isCoreAnimation })
        #expect(curve.begin == 0 && abs(curve.duration - 0.3) < 1e-9)
        #expect(!scene.markers.contains { $0.label.hasPrefix("opacity") })
    }
}
