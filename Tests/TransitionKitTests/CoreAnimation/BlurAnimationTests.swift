import Foundation
import TestExpectations
import Testing
import UIKit

@testable import TransitionKit

/// A `UIVisualEffectView`'s `effect` changed inside an animation: frames show the blur's radius
/// and tint on the block's curve (issue #22), from one style to another as well as in and out,
/// in `UIView.animate` and in a property animator (the "blur in the background" transition).
@Suite("Blur effects over time")
struct BlurAnimationTests {
    private func blur(_ s: CAStage, _ view: UIView, _ t: Double) throws -> (radius: Double, tint: [Double], style: String)? {
        let frame = try #require(FrameEvaluator(timeline: s.timeline).layers(at: t).first { $0.id == view.layer.id })
        guard !frame.drawing.isEmpty else { return nil }
        let text = "{" + String(decoding: frame.drawing.dropFirst(), as: UTF8.self) + "}"
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        guard let b = fields["blur"] as? [String: Any] else { return nil }
        return (try #require(b["radius"] as? Double), try #require(b["tint"] as? [Double]), try #require(b["style"] as? String))
    }

    private func effectView(_ s: CAStage, _ effect: UIVisualEffect?) -> UIVisualEffectView {
        var view: UIVisualEffectView!
        s.at(0) {
            view = UIVisualEffectView(effect: effect)
            view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
            s.window.addSubview(view)
        }
        return view
    }

    @Test("a style change in UIView.animate blends radius and tint on the block's curve", arguments: [0.25, 0.5, 0.75])
    func styleChangeBlends(fraction: Double) throws {
        let s = CAStage()
        let view = effectView(s, UIBlurEffect(style: .systemUltraThinMaterial))
        s.at(1) {
            UIView.animate(withDuration: 2, delay: 0, options: .curveEaseInOut) {
                view.effect = UIBlurEffect(style: .systemThickMaterialDark)
            }
        }
        s.run(until: 4)
        let before = try #require(try blur(s, view, 0.5))
        #expect(before.radius == 10 && before.style == "systemUltraThinMaterial", "the first style until the block")
        let p = CubicBezier.easeInEaseOut.value(at: fraction)
        let mid = try #require(try blur(s, view, 1 + 2 * fraction))
        #expect(isClose(mid.radius, 10 + (25 - 10) * p, 1e-5), "ultra-thin's 10 points towards thick's 25")
        let from = BlurLook.of(.systemUltraThinMaterial).tint
        let to = BlurLook.of(.systemThickMaterialDark).tint
        #expect(isClose(mid.tint[0], from.red + (to.red - from.red) * p, 1e-6))
        #expect(isClose(mid.tint[3], from.alpha + (to.alpha - from.alpha) * p, 1e-6))
        expectEqual(mid.style, "systemThickMaterialDark", "the style named from its change")
        let end = try #require(try blur(s, view, 3.5))
        #expect(end.radius == 25 && isClose(end.tint[3], 0.85, 1e-12))
    }

    @Test("nil → blur in a property animator follows the animator's fraction, scrubbed or run")
    func propertyAnimatorScrubs() throws {
        let s = CAStage()
        let view = effectView(s, nil)
        var animator: UIViewPropertyAnimator!
        s.at(1) {
            animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.effect = UIBlurEffect(style: .dark) }
            animator.fractionComplete = 0.4
        }
        let paused = try #require(try blur(s, view, 1.5))
        #expect(isClose(paused.radius, 8, 1e-9), "40 % of dark's 20 points while the animator is paused at 0.4")
        #expect(isClose(paused.tint[3], 0.73 * 0.4, 1e-9) && isClose(paused.tint[0], 0.11, 1e-12), "the dark tint's own colour, fainter")
        s.at(2) { animator.startAnimation() }
        s.run(until: 4)
        let running = try #require(try blur(s, view, 2.3))
        #expect(isClose(running.radius, 20 * (0.4 + 0.6 * 0.5), 1e-9), "the rest of the way over the remaining 0.6 s")
        #expect(try blur(s, view, 3)?.radius == 20)
    }

    @Test("blur → nil → blur again in quick succession starts each change from the value on screen")
    func reversedMidway() throws {
        let s = CAStage()
        let view = effectView(s, UIBlurEffect(style: .light))
        s.at(1) { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.effect = nil } }
        s.at(1.5) { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.effect = UIBlurEffect(style: .light) } }
        s.run(until: 3)
        #expect(isClose(try #require(try blur(s, view, 1.5)).radius, 10, 1e-9))
        #expect(isClose(try #require(try blur(s, view, 2)).radius, 15, 1e-9), "from 10 back up to 20: halfway is 15")
        #expect(try blur(s, view, 2.6)?.radius == 20)
    }
}
