import Foundation
import Testing
import UIKit

@testable import TransitionKit

/// Presentation values of the drawing key paths (issue #22, items 3 and 5, values that change
/// over a run): a `CABasicAnimation` on `path`, `strokeStart`/`strokeEnd`, the shadow
/// properties, fill and stroke colours, gradient `colors`/`locations`, as the frames carry
/// them at sampled times. Expected values follow `CABasicAnimation`'s documented semantics:
/// from → to over `duration` (linear without a timing function), a missing `fromValue` reads
/// the current presentation value, `byValue` adds to the start, and once a removed-on-completion
/// animation ends the model value shows again (docs/engine.md, "Drawing values that change").
@Suite("Drawing values animated with CABasicAnimation")
struct DrawingAnimationTests {
    /// A view in the stage's window carrying shape, gradient and shadow layers.
    final class Scene {
        let stage = CAStage()
        var shape: CAShapeLayer!
        var gradient: CAGradientLayer!
        var masked: UIView!
        var mask: CAShapeLayer!

        init() {
            stage.at(0) { [self] in
                shape = CAShapeLayer()
                shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
                shape.fillColor = UIColor.red.cgColor
                shape.strokeColor = UIColor.blue.cgColor
                stage.view.layer.addSublayer(shape)
                gradient = CAGradientLayer()
                gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
                gradient.locations = [0, 1]
                stage.view.layer.addSublayer(gradient)
                masked = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
                masked.backgroundColor = .orange
                mask = CAShapeLayer()
                mask.frame = masked.bounds
                mask.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
                masked.layer.mask = mask
                stage.window.addSubview(masked)
            }
        }

        /// The layer's drawing fields in the frame at `t`, as the page receives them.
        func fields(_ layer: CALayer, _ t: Double) throws -> [String: Any] {
            let frame = try #require(FrameEvaluator(timeline: stage.timeline).layers(at: t).first { $0.id == layer.id })
            guard !frame.drawing.isEmpty else { return [:] }
            let text = "{" + String(decoding: frame.drawing.dropFirst(), as: UTF8.self) + "}"
            return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        }

        func shapeField(_ t: Double, _ key: String) throws -> Any? {
            try (fields(shape, t)["shape"] as? [String: Any])?[key]
        }

        func add(_ animation: CAAnimation, to layer: CALayer, at t: Double = 0) {
            stage.at(t) { layer.add(animation, forKey: "a") }
        }

        var findings: [String] { stage.timeline.unmodelled.map(\.feature) }
    }

    static func rect(_ side: Double) -> CGPath { UIBezierPath(rect: CGRect(x: 0, y: 0, width: side, height: side)).cgPath }

    @Test("a mask's path interpolates element by element; the model path shows after the end")
    func maskPath() throws {
        let scene = Scene()
        scene.add(basic("path", from: Self.rect(20), to: Self.rect(60)), to: scene.mask)
        func path(_ t: Double) throws -> String? {
            let mask = try #require(try scene.fields(scene.masked.layer, t)["mask"] as? [String: Any])
            return (mask["shape"] as? [String: Any])?["path"] as? String
        }
        #expect(try path(0) == "M0 0L20 0L20 20L0 20Z")
        #expect(try path(0.25) == "M0 0L30 0L30 30L0 30Z")
        #expect(try path(0.5) == "M0 0L40 0L40 40L0 40Z")
        #expect(try path(1.5) == "M0 0L100 0L100 100L0 100Z")
        #expect(!scene.findings.contains { $0.contains("\"path\"") })
    }

    @Test("an eased path animation follows its timing function; toValue alone starts from the model path")
    func easedToValue() throws {
        let scene = Scene()
        scene.add(
            basic("path", to: Self.rect(30)) { $0.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut) },
            to: scene.shape)
        let eased = CubicBezier(0.42, 0, 0.58, 1).value(at: 0.25)
        let side = 10 + 20 * eased
        let expected = "M0 0L\(JSONWriter.text(side)) 0L\(JSONWriter.text(side)) \(JSONWriter.text(side))L0 \(JSONWriter.text(side))Z"
        #expect(try scene.shapeField(0.25, "path") as? String == expected)
        #expect(try scene.shapeField(0.5, "path") as? String == "M0 0L20 0L20 20L0 20Z")
    }

    @Test("paths whose elements differ jump at the midpoint and are reported")
    func mismatchedPath() throws {
        let scene = Scene()
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        scene.add(basic("path", from: Self.rect(20), to: oval), to: scene.shape)
        #expect(try scene.shapeField(0.49, "path") as? String == "M0 0L20 0L20 20L0 20Z")
        #expect(try scene.shapeField(0.51, "path") as? String == LayerDrawing.svg(oval))
        #expect(scene.findings.contains { $0.contains("elements differ") })
    }

    @Test("strokeEnd from–to and strokeStart from–by interpolate; fillMode forwards holds the end")
    func strokeRange() throws {
        let scene = Scene()
        scene.add(basic("strokeEnd", from: 0, to: 1) { $0.fillMode = .forwards; $0.isRemovedOnCompletion = false }, to: scene.shape)
        scene.stage.at(0) { scene.shape.add(basic("strokeStart", from: 0.0, duration: 2) { $0.byValue = 0.5 }, forKey: "b") }
        #expect(try scene.shapeField(0.25, "strokeEnd") as? Double == 0.25)
        #expect(try scene.shapeField(1, "strokeStart") as? Double == 0.25)
        #expect(try scene.shapeField(3, "strokeEnd") == nil)  // held at 1, the default: not sent
        #expect(try scene.shapeField(3, "strokeStart") == nil)  // removed: the model's 0
        #expect(try scene.shapeField(0.5, "lineWidth") as? Double == 1)
    }

    @Test("fill and stroke colours interpolate component by component")
    func colors() throws {
        let scene = Scene()
        scene.add(basic("fillColor", to: UIColor.blue.cgColor), to: scene.shape)
        scene.stage.at(0) { scene.shape.add(basic("strokeColor", from: UIColor.white.cgColor, to: UIColor.black.cgColor), forKey: "s") }
        #expect(try scene.shapeField(0.5, "fill") as? [Double] == [0.5, 0, 0.5, 1])
        #expect(try scene.shapeField(0.25, "stroke") as? [Double] == [0.75, 0.75, 0.75, 1])
        #expect(try scene.shapeField(2, "fill") as? [Double] == [1, 0, 0, 1])
    }

    @Test("shadowOpacity, shadowRadius and shadowOffset are presented per frame")
    func shadow() throws {
        let scene = Scene()
        let layer = scene.stage.view.layer
        scene.add(basic("shadowOpacity", from: 0, to: Float(1)), to: layer)
        scene.stage.at(0) {
            layer.add(basic("shadowRadius", from: 0, to: 10), forKey: "r")
            layer.add(basic("shadowOffset", to: CGSize(width: 10, height: 7)), forKey: "o")
        }
        #expect(try scene.fields(layer, 0)["shadow"] == nil)  // opacity 0: no shadow
        let shadow = try #require(try scene.fields(layer, 0.5)["shadow"] as? [String: Any])
        #expect(shadow["opacity"] as? Double == 0.5)
        #expect(shadow["radius"] as? Double == 5)
        #expect(shadow["offset"] as? [Double] == [5, 2])  // from the default (0, −3)
        #expect(try scene.fields(layer, 1.5)["shadow"] == nil)  // the model's opacity 0 again
        #expect(!scene.findings.contains { $0.contains("shadow") })
    }

    @Test("gradient colors and locations interpolate entry by entry")
    func gradient() throws {
        let scene = Scene()
        scene.add(basic("colors", to: [UIColor.blue.cgColor, UIColor.red.cgColor]), to: scene.gradient)
        scene.stage.at(0) { scene.gradient.add(basic("locations", from: [0, 0.5], to: [0.5, 1]), forKey: "l") }
        let fill = try #require(try scene.fields(scene.gradient, 0.5)["gradient"] as? [String: Any])
        #expect(fill["colors"] as? [[Double]] == [[0.5, 0, 0.5, 1], [0.5, 0, 0.5, 1]])
        #expect(fill["locations"] as? [Double] == [0.25, 0.75])
        let later = try #require(try scene.fields(scene.gradient, 0.75)["gradient"] as? [String: Any])
        #expect(later["colors"] as? [[Double]] == [[0.25, 0, 0.75, 1], [0.75, 0, 0.25, 1]])
        let end = try #require(try scene.fields(scene.gradient, 2)["gradient"] as? [String: Any])
        #expect(end["colors"] as? [[Double]] == [[1, 0, 0, 1], [0, 0, 1, 1]])
    }

    @Test("a keyframe path animation and a group's strokeEnd member are presented too")
    func keyframesAndGroups() throws {
        let scene = Scene()
        let keyframes = CAKeyframeAnimation(keyPath: "path")
        keyframes.values = [Self.rect(10), Self.rect(20), Self.rect(40)]
        keyframes.duration = 1
        scene.add(keyframes, to: scene.shape)
        let stroke = basic("strokeEnd", from: 0, to: 1, duration: 0)
        let group = CAAnimationGroup()
        group.animations = [stroke]
        group.duration = 2
        scene.stage.at(0) { scene.shape.add(group, forKey: "g") }
        #expect(try scene.shapeField(0.25, "path") as? String == "M0 0L15 0L15 15L0 15Z")
        #expect(try scene.shapeField(0.75, "path") as? String == "M0 0L30 0L30 30L0 30Z")
        #expect(try scene.shapeField(0.5, "strokeEnd") as? Double == 0.25)  // over the group's 2 s
    }

    @Test("a drawing animation on a layer kind without the property is still reported")
    func wrongKind() {
        let scene = Scene()
        scene.add(basic("strokeEnd", from: 0, to: 1), to: scene.stage.view.layer)
        scene.add(basic("contents", from: nil, to: nil), to: scene.shape)
        #expect(scene.findings.contains { $0.contains("\"strokeEnd\"") })
        #expect(scene.findings.contains { $0.contains("\"contents\"") && $0.contains("not modelled yet") })
    }

    @Test("a paused container freezes a mask's path animation (the mask runs in the masked layer's time)")
    func pausedMask() throws {
        let scene = Scene()
        scene.add(basic("path", from: Self.rect(20), to: Self.rect(60)), to: scene.mask)
        scene.stage.at(0.5) {
            scene.masked.layer.speed = 0
            scene.masked.layer.timeOffset = 0.5
        }
        let mask = try #require(try scene.fields(scene.masked.layer, 2)["mask"] as? [String: Any])
        #expect((mask["shape"] as? [String: Any])?["path"] as? String == "M0 0L40 0L40 40L0 40Z")
    }
}

/// A run let go mid-way (the preview server does it on every change) must free what its
/// running layer animations hold: Core Animation retains an animation's delegate strongly, and
/// a delegate or a transaction completion block that captures a view closes a cycle through
/// the view's layer.
@Suite("Letting a run go with layer animations running")
struct LayerAnimationLetGoTests {
    final class Holder: NSObject, CAAnimationDelegate {
        let view: UIView
        init(_ view: UIView) { self.view = view }
    }

    @Test("invalidate drops running animations' delegates and waiting completion blocks")
    func letGo() {
        weak var weakView: UIView?
        weak var weakOther: UIView?
        do {
            let stage = CAStage()
            stage.at(0) {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                stage.window.addSubview(view)
                stage.window.addSubview(other)
                CATransaction.begin()
                CATransaction.setCompletionBlock { other.alpha = 0.5 }
                view.layer.add(basic("opacity", from: 0, to: 1, duration: 10) { $0.delegate = Holder(view) }, forKey: "a")
                other.layer.add(basic("shadowOpacity", from: 0, to: 1, duration: 10), forKey: "b")
                CATransaction.commit()
                weakView = view
                weakOther = other
            }
            stage.run(until: 1)
            stage.timeline.perform { weakView?.removeFromSuperview(); weakOther?.removeFromSuperview() }
            stage.timeline.invalidate()
        }
        #expect(weakView == nil)
        #expect(weakOther == nil)
    }
}
