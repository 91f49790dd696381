import TestExpectations
import Testing
@testable import TransitionKit
import UIKit

// The evaluator reads keyframes from flattened tables (`TrackTable`), sharing each group's
// keyframe segment between tracks; `Keyframes.value(at:)` reads them one property at a
// time. These scenes put every calculation mode on every value type — with holds, a jump
// (two keys at one time), properties of one block on different key times, a transform that
// cannot be decomposed, springs and replaced animations — and require the two to agree.

@Suite("Flattened keyframe tracks read exactly like Keyframes")
struct KeyframeEvaluationTests {
    @Test("every calculation mode on every value type agrees with the reference evaluator",
          arguments: [KeyframeAnimationOptions.calculationModeLinear, .calculationModeDiscrete, .calculationModePaced,
                      .calculationModeCubic, .calculationModeCubicPaced])
    func everyMode(mode: KeyframeAnimationOptions) {
        let run = startScene(operation: .present, animator: KeyframeModesAnimator(mode: mode))
        run.runToCompletion()
        let reference = ReferenceFrameEvaluator(timeline: run.timeline)
        var times = (0..<240).map { run.endTime * Double($0) / 239 }
        times += [-0.1, run.endTime + 0.1, 0.1, 0.3, 0.45]
        var moving = 0
        for t in times {
            let expected = reference.layers(at: t)
            expectEqual(run.frame(at: t).layers, expected, "\(mode.calculationMode) at t \(t)")
            if expected.contains(where: { $0.role == "cubic" && $0.transform != .identity }) { moving += 1 }
        }
        #expect(moving > 100, "the boxes move during the run")
    }
}

/// Boxes animated with `animateKeyframes` in one calculation mode: numbers, points, rects,
/// colours and transforms, on shared and on separate key times, then a spring and a
/// replacement on top.
final class KeyframeModesAnimator: UIViewControllerAnimatedTransitioning {
    let mode: KeyframeAnimationOptions
    init(mode: KeyframeAnimationOptions) { self.mode = mode }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let to = ctx.viewController(forKey: .to)!.view!
        container.addSubview(to)
        func box(_ role: String, _ frame: CGRect) -> UIView {
            let view = UIView(frame: frame)
            view.role = role
            view.backgroundColor = .systemGray
            to.addSubview(view)
            return view
        }
        let cubic = box("cubic", CGRect(x: 20, y: 40, width: 100, height: 80))
        let separate = box("separate", CGRect(x: 200, y: 40, width: 60, height: 60))
        let flat = box("flat", CGRect(x: 20, y: 300, width: 100, height: 100))
        let sprung = box("sprung", CGRect(x: 200, y: 300, width: 80, height: 80))
        // Scaled to zero along x and y: rows that are zero decompose, but a matrix whose
        // 3×3 part is singular while it has perspective does not.
        var singular = Transform3D(scaleX: 0, y: 0, z: 1)
        singular.m14 = 0.001

        UIView.animateKeyframes(withDuration: 1, delay: 0, options: mode, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                cubic.alpha = 0.4
                cubic.center = CGPoint(x: 140, y: 90)
                cubic.bounds = CGRect(x: 0, y: 0, width: 140, height: 60)
                cubic.backgroundColor = .systemBlue
                cubic.layer.transform = CATransform3DMakeRotation(.pi / 3, 0.3, 1, 0.2)
                cubic.layer.cornerRadius = 10
            }
            // A hold from 0.25 to 0.4, then on.
            UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.3) {
                cubic.alpha = 0.9
                cubic.center = CGPoint(x: 60, y: 160)
                cubic.bounds = CGRect(x: 0, y: 0, width: 90, height: 120)
                cubic.backgroundColor = UIColor(Color(red: 1, green: 0.5, blue: 0, alpha: 0.7))
                cubic.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
                    .concatenating(Transform3D(scaleX: 1.5, y: 0.5, z: 1))
                cubic.layer.cornerRadius = 30
            }
            // A jump: this key starts where the one before ends.
            UIView.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0) {
                cubic.alpha = 0.2
                cubic.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.2) {
                cubic.alpha = 1
                cubic.layer.transform = .identity
            }
            // Other key times in the same group: its own segment.
            UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.5) {
                separate.layer.transform = Transform3D(translationX: 30, y: -20, z: 0)
                separate.layer.borderWidth = 4
                separate.layer.borderColor = CGColor(.systemBlue)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.3) {
                separate.layer.transform = singular
                separate.layer.borderWidth = 1
            }
            // A single keyframe over the whole animation.
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                flat.layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
                flat.layer.anchorPoint = CGPoint(x: 0, y: 0)
            }
        }) { _ in
            ctx.completeTransition(true)
        }
        // A spring on a transform (two keys, decomposed in advance), replaced halfway by a
        // basic animation that starts from the spring's current value.
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2,
                       animations: {
                           sprung.layer.transform = CATransform3DMakeRotation(.pi, 0, 0, 1)
                           sprung.alpha = 0.5
                       })
        Timeline.current?.schedule(at: 0.45) {
            UIView.animate(withDuration: 0.3, delay: 0.05, animations: {
                sprung.layer.transform = Transform3D(scaleX: 0.5, y: 0.5, z: 1)
                sprung.backgroundColor = .white
            })
        }
    }
}
