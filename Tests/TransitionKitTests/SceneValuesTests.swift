import Foundation
import TestExpectations
import Testing
@testable import TransitionKit
import UIKit

/// The scene's curves carry what each block set, so "Copy as Swift" can write the app's own
/// assignments back: every animated property's value before the block and the value it
/// animates to, and for keyframes each `addKeyframe`'s window and value.
@Suite("Scene curves: each animated property's from and to values")
struct SceneValuesTests {
    /// A basic curve, a spring, a keyframe block and a property animator, one after another,
    /// each on properties with a different value type.
    final class Animator: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(to)
            to.alpha = 0.25
            to.center = CGPoint(x: 100, y: 200)
            UIView.animate(withDuration: 0.4, delay: 0, options: [.curveEaseIn], animations: {
                to.alpha = 0.5
                to.alpha = 0.75
                to.center = CGPoint(x: 150, y: 250)
            })
            UIView.animate(withDuration: 0.5, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                           options: [], animations: {
                to.layer.cornerRadius = 12
                to.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            })
            UIView.animateKeyframes(withDuration: 0.6, delay: 0.2, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    to.transform = CGAffineTransform(scaleX: 2, y: 2)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    to.transform = .identity
                }
            })
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) {
                to.bounds = CGRect(x: 0, y: 0, width: 50, height: 60)
            }
            animator.addCompletion { _ in transitionContext.completeTransition(true) }
            animator.startAnimation(afterDelay: 0.5)
        }
    }

    /// A fade, beside a block that changes nothing (an alongside block whose condition did not
    /// hold, say).
    final class EmptyBlockAnimator: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(to)
            to.alpha = 0
            UIView.animate(withDuration: 0.9, animations: {})
            UIView.animate(withDuration: 0.4, animations: { to.alpha = 1 }) { _ in transitionContext.completeTransition(true) }
        }
    }

    @Test("a block that changes nothing is no curve and no marker: UIKit makes no animation of it")
    func emptyBlock() {
        let run = startScene(animator: EmptyBlockAnimator())
        run.runToCompletion()
        let scene = SceneDescription(run: run)
        expectEqual(scene.curves.map(\.duration), [0.4])
        #expect(!scene.markers.contains { abs($0.time - 0.9) < 1e-9 }, "\(scene.markers.map(\.time))")
    }

    @Test("basic, spring, keyframes and property animator curves each carry their values")
    func values() throws {
        let run = startScene(animator: Animator())
        run.runToCompletion()
        let id = try #require(run.frame(at: 0).layer(role: "to")?.id)
        let curves = SceneDescription(run: run).curves
        expectEqual(curves.count, 4)
        for curve in curves {
            #expect(curve.properties.count >= curve.values.count)
            #expect(curve.values.allSatisfy { $0.layer == id && curve.properties.contains("\(id).\($0.property)") })
        }
        let basic = try #require(curves.first { $0.properties.contains("\(id).opacity") })
        // A property set twice keeps its first from and its last to.
        expectEqual(basic.values.map(\.property), ["opacity", "position"])
        #expect(basic.values[0].from == [0.25] && basic.values[0].to == [0.75] && basic.values[0].keyframes.isEmpty)
        #expect(basic.values[1].from == [100, 200] && basic.values[1].to == [150, 250])

        let spring = try #require(curves.first { $0.kind == .spring })
        expectEqual(spring.values.map(\.property), ["cornerRadius", "backgroundColor"])
        #expect(spring.values[0].from == [0] && spring.values[0].to == [12])
        expectEqual(spring.values[1].to, [1, 0.5, 0, 1])

        let keyframes = try #require(curves.first { $0.kind == .keyframes })
        let transform = try #require(keyframes.values.first)
        expectEqual(transform.property, "transform")
        #expect(transform.from == Transform3D.identity.elements && transform.to == Transform3D.identity.elements)
        #expect(transform.keyframes.map(\.start) == [0, 0.5] && transform.keyframes.map(\.duration) == [0.5, 0.5])
        expectEqual(transform.keyframes[0].value, Transform3D(CGAffineTransform(scaleX: 2, y: 2)).elements)

        let animator = try #require(curves.first { $0.properties.contains("\(id).bounds") })
        #expect(animator.values.count == 1 && animator.values[0].to == [0, 0, 50, 60])
        #expect(animator.values[0].from != animator.values[0].to)
    }

    @Test("the scene's JSON writes each value as a number or an array, keyframes only for keyframe blocks")
    func json() throws {
        let run = startScene(animator: Animator())
        run.runToCompletion()
        var writer = JSONWriter(capacity: 4096)
        writer.beginObject()
        SceneDescription(run: run).writeFields(into: &writer)
        writer.endObject()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(writer.string.utf8)) as? [String: Any])
        let curves = try #require(object["curves"] as? [[String: Any]])
        let values = curves.compactMap { $0["values"] as? [[String: Any]] }
        expectEqual(values.count, curves.count)
        let all = values.flatMap { $0 }
        let opacity = try #require(all.first { $0["property"] as? String == "opacity" })
        #expect(opacity["from"] as? Double == 0.25 && opacity["to"] as? Double == 0.75 && opacity["keyframes"] == nil)
        let transform = try #require(all.first { $0["property"] as? String == "transform" })
        let keys = try #require(transform["keyframes"] as? [[String: Any]])
        #expect(keys.map { $0["start"] as? Double } == [0, 0.5])
        expectEqual((keys[0]["value"] as? [Double])?.count, 16)
    }
}
