import Foundation
import TestExpectations
import Testing
import UIKit

@testable import TransitionKit

/// `UIVisualEffectView` with `UIBlurEffect`: the view's layer carries the blur (style, radius,
/// tint) in frames, and `effect` animates in an animation block (nil → blur grows the radius
/// and tint from nothing; blur → nil fades them out).
@Suite("UIVisualEffectView and UIBlurEffect")
struct VisualEffectViewTests {
    private func blur(_ s: CAStage, _ view: UIView, _ t: Double) throws -> [String: Any]? {
        let frame = try #require(FrameEvaluator(timeline: s.timeline).layers(at: t).first { $0.id == view.layer.id })
        guard !frame.drawing.isEmpty else { return nil }
        let text = "{" + String(decoding: frame.drawing.dropFirst(), as: UTF8.self) + "}"
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return fields["blur"] as? [String: Any]
    }

    private func effectView(_ s: CAStage, _ effect: UIVisualEffect?) -> UIVisualEffectView {
        var view: UIVisualEffectView!
        s.at(0) {
            view = UIVisualEffectView(effect: effect)
            view.frame = CGRect(x: 0, y: 600, width: 400, height: 200)
            view.accessibilityIdentifier = "sheet"
            s.window.addSubview(view)
        }
        return view
    }

    @Test("a dark blur: the style, its radius and tint are in the view's frames; the content view fills it")
    func darkBlurInFrames() throws {
        let s = CAStage()
        let view = effectView(s, UIBlurEffect(style: .dark))
        let b = try #require(try blur(s, view, 0.1))
        #expect(b["style"] as? String == "dark")
        #expect(b["radius"] as? Double == 20)
        let tint = try #require(b["tint"] as? [Double])
        #expect(tint.count == 4 && isClose(tint[3], 0.73, 1e-9))
        #expect(view.contentView.superview === view)
        expectEqual(view.contentView.frame, CGRect(x: 0, y: 0, width: 400, height: 200))
        expectEqual(view.subviews.count, 1)
        // Named in frames as the cells' content views are.
        #expect(s.timeline.perform { view.contentView.layer.role } == "contentView")
    }

    @Test("Apple's raw values: regular is 4, systemMaterial 8, systemChromeMaterialDark 20")
    func rawValues() {
        expectEqual(UIBlurEffect.Style.regular.rawValue, 4)
        expectEqual(UIBlurEffect.Style.systemMaterial.rawValue, 8)
        expectEqual(UIBlurEffect.Style.systemChromeMaterialDark.rawValue, 20)
        #expect(UIBlurEffect.Style(rawValue: 3) == nil, "extraDark is tvOS's only")
    }

    @Test("nil → blur in UIView.animate grows the radius and tint on the block's curve; blur → nil fades them out")
    func effectAnimates() throws {
        let s = CAStage()
        let view = effectView(s, nil)
        #expect(try blur(s, view, 0.1) == nil, "no effect, no blur")
        s.at(1) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                view.effect = UIBlurEffect(style: .light)
            }
        }
        s.run(until: 3)
        #expect(try blur(s, view, 0.9) == nil, "nothing before the block")
        let half = try #require(try blur(s, view, 1.5))
        #expect(isClose(half["radius"] as? Double ?? 0, 10, 1e-9), "half the light style's 20 points at mid-animation")
        #expect(isClose((half["tint"] as? [Double])?[3] ?? 0, 0.15, 1e-9))
        let end = try #require(try blur(s, view, 2.5))
        #expect(end["radius"] as? Double == 20 && end["style"] as? String == "light")
        s.at(3) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn) { view.effect = nil }
        }
        s.run(until: 5)
        let out = try #require(try blur(s, view, 3.5))
        let eased = 1 - CubicBezier.easeIn.value(at: 0.5)
        #expect(isClose(out["radius"] as? Double ?? 0, 20 * eased, 1e-5), "fading out in the style it had")
        #expect(try blur(s, view, 4.5) == nil, "gone once the block ends")
        #expect(view.effect == nil)
    }

    @Test("an effect set outside a block changes at once, at its time")
    func effectWithoutAnimation() throws {
        let s = CAStage()
        let view = effectView(s, UIBlurEffect(style: .systemThinMaterial))
        s.at(1) { view.effect = UIBlurEffect(style: .systemThickMaterial) }
        #expect(try blur(s, view, 0.5)?["radius"] as? Double == 15, "the thin style until its change")
        #expect(try blur(s, view, 0.5)?["style"] as? String == "systemThinMaterial")
        #expect(try blur(s, view, 1)?["radius"] as? Double == 25, "the thick style from its change")
        s.at(2) { view.effect = nil }
        #expect(try blur(s, view, 1.5)?["radius"] as? Double == 25)
        #expect(try blur(s, view, 2.5) == nil)
    }

    @Test("a vibrancy effect compiles, is reported and draws no blur; its content view is there")
    func vibrancyIsReported() throws {
        let s = CAStage()
        let view = effectView(s, UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel))
        #expect(try blur(s, view, 0.1) == nil)
        #expect(s.timeline.unmodelled.map(\.feature).contains { $0.hasPrefix("UIVibrancyEffect in a UIVisualEffectView") })
        #expect(view.contentView.superview === view)
        expectEqual(UIVibrancyEffectStyle.separator.rawValue, 7)
    }
}
