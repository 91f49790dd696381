import Foundation
import TestExpectations
import Testing
import UIKit

@testable import TransitionKit

/// Implicit actions as Core Animation documents them: a standalone layer's animatable property
/// change animates (0.25 s, the transaction's duration and timing function, the
/// `CAMediaTimingFunctionName.default` curve), unless actions are disabled, the search finds
/// `NSNull`, or the layer is not committed yet; a view's backing layer does not animate
/// outside an animation block.
@Suite("Implicit actions of standalone layers")
struct ImplicitActionTests {
    /// A stage with a bare layer in the window's layer tree, committed by the first turn.
    private func stage() -> (CAStage, CALayer) {
        let s = CAStage()
        var layer: CALayer!
        s.at(0) {
            layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            s.window.layer.addSublayer(layer)
        }
        return (s, layer)
    }

    private func opacity(_ s: CAStage, _ layer: CALayer, _ t: Double) -> Double {
        s.presented(\.opacityTrack, t, of: layer)
    }

    /// The `default` curve's value at `x` (control points (0.25, 0.1), (0.25, 1)).
    private func defaultCurve(_ x: Double) -> Double {
        CAMediaTimingFunction(name: .default).curve.value(at: x)
    }

    @Test("a standalone layer's change animates over 0.25 s on the default curve, from the turn it is made in")
    func defaultImplicitAnimation() {
        let (s, layer) = stage()
        s.at(1) { layer.opacity = 0 }
        expectEqual(layer.opacity, 0, "the model takes the new value at once")
        expectEqual(layer.animationKeys(), ["opacity"], "added under the property's key")
        expectEqual(opacity(s, layer, 1), 1)
        let mid = opacity(s, layer, 1.125)
        #expect(isClose(mid, 1 - defaultCurve(0.5), 1e-9))
        #expect(mid < 0.4, "not linear: the default curve is past 0.6 at half time")
        expectEqual(opacity(s, layer, 1.25), 0)
        let basic = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(basic?.keyPath == "opacity" && caNumber(basic?.fromValue ?? 0) == 1 && basic?.toValue == nil)
    }

    @Test("the transaction's duration and timing function; setDisableActions(true) turns it off")
    func transactionSettings() {
        let (s, layer) = stage()
        s.at(1) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.position = CGPoint(x: 125, y: 25)
            CATransaction.commit()
        }
        #expect(isClose(s.presented(\.positionTrack, 1.5, of: layer).x, 75, 1e-9), "linear over 1 s: halfway")
        expectEqual(s.presented(\.positionTrack, 2, of: layer).x, 125)

        let (d, bare) = stage()
        d.at(1) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            bare.opacity = 0.5
            CATransaction.commit()
        }
        expectEqual(opacity(d, bare, 1.1), 0.5, "no action: the new value at once")
        #expect(bare.animationKeys() == nil)
        d.at(2) { bare.opacity = 0 }
        #expect(isClose(opacity(d, bare, 2.125), 0.5 * (1 - defaultCurve(0.5)), 1e-9), "the next transaction animates again")
    }

    @Test("the actions dictionary and the delegate decide: NSNull for none, an action is run")
    func actionSearch() {
        let (s, layer) = stage()
        let action = RecordingAction()
        s.at(1) {
            layer.actions = ["opacity": NSNull(), "position": action]
            layer.opacity = 0
            layer.position = CGPoint(x: 80, y: 80)
        }
        expectEqual(opacity(s, layer, 1.1), 0, "NSNull: no animation")
        #expect(action.runs.count == 1 && action.runs.first?.0 == "position" && action.runs.first?.1 === layer)
        #expect(layer.animationKeys() == nil, "the custom action added nothing")

        let (d, bare) = stage()
        let delegate = ActionDelegate()
        d.at(1) {
            bare.actions = ["opacity": NSNull()]
            bare.delegate = delegate
            bare.opacity = 0
            bare.cornerRadius = 10
        }
        expectEqual(delegate.asked, ["opacity", "cornerRadius"])
        #expect(isClose(opacity(d, bare, 1.125), 1 - defaultCurve(0.5), 1e-9), "the delegate's animation wins over the dictionary's NSNull")
        expectEqual(d.presented(\.cornerRadiusTrack, 1.1, of: bare), 10, "the delegate's NSNull: none")
        expectEqual((bare.animation(forKey: "opacity") as? CABasicAnimation)?.duration, 0.25)

        let (c, custom) = stage()
        c.at(1) {
            let moved = CABasicAnimation()
            moved.duration = 2
            moved.timingFunction = CAMediaTimingFunction(name: .linear)
            moved.fromValue = 1.0
            custom.actions = ["opacity": moved]
            custom.opacity = 0
        }
        #expect(isClose(opacity(c, custom, 2), 0.5, 1e-9), "an animation in the dictionary is added under the key, animating it")
        #expect((custom.actions?["opacity"] as? CABasicAnimation)?.keyPath == nil, "the app's object is not changed")
    }

    @Test("a subclass's defaultAction(forKey:) is used after the actions dictionary")
    func classDefaultAction() {
        let s = CAStage()
        var slow: SlowFadeLayer!
        s.at(0) {
            slow = SlowFadeLayer()
            s.window.layer.addSublayer(slow)
        }
        s.at(1) { slow.opacity = 0 }
        #expect(isClose(opacity(s, slow, 1.5), 0.5, 1e-9), "the class's linear 1 s fade")
        s.at(3) {
            slow.actions = ["opacity": NSNull()]
            slow.opacity = 1
        }
        expectEqual(opacity(s, slow, 3.1), 1, "the dictionary is searched first")
    }

    @Test("a view's backing layer: no implicit animation outside a block, the block's inside")
    func backingLayer() {
        let s = CAStage()
        s.at(1) { s.view.layer.opacity = 0.5 }
        #expect(s.opacity(1.1) == 0.5 && s.view.layer.animationKeys() == nil)
        s.at(2) { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { s.view.alpha = 0 } }
        #expect(isClose(s.opacity(2.5), 0.25, 1e-9), "the block's linear second")
    }

    @Test("layers made or first put in a tree in this turn take their values without animation")
    func uncommittedLayers() {
        let s = CAStage()
        var fresh: CALayer!
        var later: CALayer!
        s.at(1) {
            fresh = CALayer()
            s.window.layer.addSublayer(fresh)
            fresh.opacity = 0.2
            fresh.position = CGPoint(x: 40, y: 40)
            later = CALayer()
        }
        #expect(opacity(s, fresh, 1.1) == Double(Float(0.2)) && fresh.animationKeys() == nil)
        s.at(2) {
            later.opacity = 0.3
            s.window.layer.addSublayer(later)
            later.opacity = 0.4
        }
        expectEqual(opacity(s, later, 2.1), Double(Float(0.4)), "made earlier, but first in a tree this turn")
        s.at(3) { later.opacity = 1 }
        #expect(isClose(opacity(s, later, 3.125), 0.4 + 0.6 * defaultCurve(0.5), 1e-7), "committed: animates")
    }

    @Test("the implicit animation replaces an explicit one added under the same key; frame animates bounds and position")
    func replacesAndFrame() {
        let (s, layer) = stage()
        s.at(1) {
            layer.add(basic("opacity", from: 1, to: 0, duration: 4), forKey: "opacity")
            layer.opacity = 0
            layer.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
        }
        expectEqual(opacity(s, layer, 1.3), 0, "the 4 s animation was replaced by the 0.25 s one")
        expectEqual(layer.animationKeys(), ["opacity", "bounds", "position"])
        expectEqual(s.presented(\.boundsTrack, 1, of: layer).size.width, 50)
        expectEqual(s.presented(\.boundsTrack, 1.25, of: layer).size.width, 20)

        let (e, other) = stage()
        e.at(1) {
            other.add(basic("opacity", from: 1, to: 0, duration: 4), forKey: "fade")
            other.opacity = 0
        }
        expectEqual(other.animationKeys(), ["fade", "opacity"], "another key: both run, the implicit one on top")
        #expect(isClose(opacity(e, other, 1.125), 1 - (0.125 / 4) * defaultCurve(0.5), 1e-9), "towards the value underneath")
        #expect(isClose(opacity(e, other, 1.3), 1 - 0.3 / 4, 1e-9), "the implicit one ended; the explicit one still runs")
    }

    @Test("a transaction's completion block waits for its implicit animations; frames show them")
    func completionAndFrames() {
        let (s, layer) = stage()
        s.at(1) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.5)
            CATransaction.setCompletionBlock { s.log.append("done \(s.timeline.now)") }
            layer.opacity = 0
            CATransaction.commit()
        }
        s.run(until: 2)
        expectEqual(s.log, ["done 1.5"])
        let drawn = FrameEvaluator(timeline: s.timeline).layers(at: 1.25).first { $0.id == layer.id }
        #expect(isClose(drawn?.opacity ?? -1, 1 - defaultCurve(0.5), 1e-9), "the frame at the midpoint")
    }

    @Test("drawing properties animate implicitly (strokeEnd, fillColor, shadowOpacity); a path does not")
    func drawingProperties() throws {
        let s = CAStage()
        var shape: CAShapeLayer!
        s.at(0) {
            shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            shape.strokeColor = UIColor.blue.cgColor
            shape.fillColor = UIColor.red.cgColor
            s.window.layer.addSublayer(shape)
        }
        s.at(1) {
            CATransaction.begin()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            shape.strokeEnd = 0.5
            shape.fillColor = UIColor.blue.cgColor
            shape.shadowOpacity = 1
            shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
            CATransaction.commit()
        }
        expectEqual(shape.animationKeys(), ["strokeEnd", "fillColor", "shadowOpacity"], "no implicit animation of a path")
        func fields(_ t: Double) throws -> [String: Any] {
            let frame = try #require(FrameEvaluator(timeline: s.timeline).layers(at: t).first { $0.id == shape.id })
            let text = "{" + String(decoding: frame.drawing.dropFirst(), as: UTF8.self) + "}"
            return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        }
        let mid = try fields(1.125)
        let drawn = try #require(mid["shape"] as? [String: Any])
        #expect(drawn["strokeEnd"] as? Double == 0.75)
        #expect(drawn["fill"] as? [Double] == [0.5, 0, 0.5, 1])
        #expect((mid["shadow"] as? [String: Any])?["opacity"] as? Double == 0.5)
        let end = try #require(try fields(1.5)["shape"] as? [String: Any])
        #expect(end["strokeEnd"] as? Double == 0.5 && end["fill"] as? [Double] == [0, 0, 1, 1])
    }

    @Test("inside a UIView animation block a standalone layer makes its own implicit animation; the view follows the block")
    func insideBlock() {
        let (s, layer) = stage()
        s.at(1) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                layer.opacity = 0
                s.view.alpha = 0
            }
        }
        expectEqual(layer.animationKeys(), ["opacity"], "Core Animation's action, not the block's")
        #expect(isClose(opacity(s, layer, 1.125), 1 - defaultCurve(0.5), 1e-9), "0.25 s on the default curve")
        expectEqual(opacity(s, layer, 1.5), 0)
        #expect(isClose(s.opacity(1.5), 0.5, 1e-9), "the view's layer: the block's linear second")
    }
}

/// Records each run: the key and the layer.
private final class RecordingAction: CAAction {
    var runs: [(String, AnyObject?)] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append((event, anObject as AnyObject))
    }
}

/// Answers an animation for `opacity` and NSNull for the rest.
private final class ActionDelegate: NSObject, CALayerDelegate {
    var asked: [String] = []
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        asked.append(event)
        if event == "opacity" {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 1.0
            animation.duration = 0.25
            animation.timingFunction = CAMediaTimingFunction(name: .default)
            return animation
        }
        return NSNull()
    }
}

/// A layer class with its own default action for `opacity`: a linear fade over 1 s.
private final class SlowFadeLayer: CALayer {
    override class func defaultAction(forKey event: String) -> (any CAAction)? {
        guard event == "opacity" else { return super.defaultAction(forKey: event) }
        let fade = CABasicAnimation()
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        fade.fromValue = 1.0
        return fade
    }
}
