import Foundation
import TestExpectations
import Testing
import UIKit

@testable import TransitionKit

/// `UIView.transition(with:…)`, `transition(from:to:…)` and `CATransition`: the old and new
/// pictures of the layer in the frames at sampled times, the layer hidden meanwhile, the
/// completion and delegate at the end.
@Suite("View transitions and CATransition")
struct ContentTransitionTests {
    private func layers(_ s: CAStage, _ t: Double) -> [LayerFrame] {
        FrameEvaluator(timeline: s.timeline).layers(at: t)
    }

    private func layer(_ s: CAStage, _ role: String, _ t: Double) -> LayerFrame? {
        layers(s, t).first { $0.role == role }
    }

    /// The sublayer of the window named `name` (a transition's picture), while it is there.
    private func picture(_ s: CAStage, _ name: String) -> CALayer? {
        s.window.layer.sublayers?.first { $0.name == name }
    }

    private func imageView(_ s: CAStage) -> UIImageView {
        var view: UIImageView!
        s.at(0) {
            view = UIImageView(image: UIImage(seed: 1, size: CGSize(width: 100, height: 100)))
            view.frame = CGRect(x: 100, y: 200, width: 100, height: 100)
            view.accessibilityIdentifier = "photo"
            s.window.addSubview(view)
        }
        return view
    }

    private let imageB = UIImage(seed: 2, size: CGSize(width: 100, height: 100))

    @Test("cross dissolve: the old picture fades out as the new one fades in on the curve; the view is hidden; completion at the end")
    func crossDissolve() throws {
        let s = CAStage()
        let view = imageView(s)
        s.at(0.5) {
            UIView.transition(
                with: view, duration: 1, options: .transitionCrossDissolve,
                animations: { view.image = self.imageB }, completion: { s.log.append("done \($0) \(s.timeline.now)") })
        }
        s.run(until: 1)
        let old = try #require(picture(s, "transitionOld"))
        let new = try #require(picture(s, "transitionNew"))
        expectEqual(old.content, .image(Image(seed: 1, size: CGSize(width: 100, height: 100)), contentMode: .scaleToFill))
        expectEqual(new.content, .image(Image(seed: 2, size: CGSize(width: 100, height: 100)), contentMode: .scaleToFill))
        #expect(view.image === imageB, "the model changed at once")
        let eased = CubicBezier.easeInEaseOut.value(at: 0.25)
        let oldFrame = try #require(layer(s, "transitionOld", 0.75))
        let newFrame = try #require(layer(s, "transitionNew", 0.75))
        #expect(isClose(oldFrame.opacity, 1 - eased, 1e-9))
        #expect(isClose(newFrame.opacity, eased, 1e-9))
        expectEqual(oldFrame.quad, newFrame.quad)
        #expect(isClose(oldFrame.quad.topLeft.x, 100, 1e-9) && isClose(oldFrame.quad.topLeft.y, 200, 1e-9))
        #expect(oldFrame.hasContent && newFrame.hasContent)
        expectEqual((layer(s, "photo", 0.75)?.opacity ?? 0), 0, "the view itself is hidden meanwhile")
        expectEqual(layer(s, "photo", 0.4)?.opacity, 1, "and shown before")
        s.run(until: 2)
        expectEqual(s.log, ["done true 1.5"])
        #expect(picture(s, "transitionOld") == nil && picture(s, "transitionNew") == nil)
        expectEqual(layer(s, "photo", 1.6)?.opacity, 1)
        #expect(layer(s, "transitionOld", 1.6) == nil)
    }

    /// Apparent height of the quad's left and right edges.
    private func edges(_ q: Quad) -> (left: Double, right: Double) {
        (q.bottomLeft.y - q.topLeft.y, q.bottomRight.y - q.topRight.y)
    }

    @Test("flip from left: the old picture turns edge-on with its left side forward, then the new one turns flat")
    func flipFromLeft() throws {
        let s = CAStage()
        let view = imageView(s)
        s.at(0) {
            UIView.transition(
                with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                animations: { view.image = self.imageB })
        }
        s.run(until: 2)
        // Linear: at 0.25 the old picture has turned 45°.
        let old = try #require(layer(s, "transitionOld", 0.25))
        let expected = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: 1000))
        for (a, b) in zip(old.transform.elements, expected.elements) { #expect(isClose(a, b, 1e-9)) }
        let (left, right) = edges(old.quad)
        #expect(left > right + 1, "the left side comes towards the viewer: \(left) vs \(right)")
        let newEarly = layer(s, "transitionNew", 0.25)
        expectEqual((newEarly?.opacity ?? 0), 0, "the new one is edge-on, left out, in the first half")
        expectEqual((layer(s, "transitionOld", 0.6)?.opacity ?? 0), 0, "the old one from the middle on")
        expectEqual(layer(s, "transitionOld", 0.49)?.opacity, 1)
        let new = try #require(layer(s, "transitionNew", 0.75))
        let (newLeft, newRight) = edges(new.quad)
        #expect(newRight > newLeft + 1, "the turn goes on: the right side of the new picture is nearer")
        let oldLate = layer(s, "transitionOld", 0.75)
        #expect(oldLate.map { abs($0.quad.topRight.x - $0.quad.topLeft.x) < 1e-6 } ?? true, "the old one stays edge-on")
    }

    @Test(
        "flip directions: the named side comes forward",
        arguments: [
            (AnimationOptions.transitionFlipFromRight, "right"), (.transitionFlipFromTop, "top"),
            (.transitionFlipFromBottom, "bottom"),
        ])
    func flipDirections(option: AnimationOptions, side: String) throws {
        let s = CAStage()
        let view = imageView(s)
        s.at(0) { UIView.transition(with: view, duration: 1, options: option, animations: {}) }
        s.run(until: 2)
        let q = try #require(layer(s, "transitionOld", 0.2)).quad
        let width = (top: q.topRight.x - q.topLeft.x, bottom: q.bottomRight.x - q.bottomLeft.x)
        let (left, right) = edges(q)
        switch side {
        case "right": #expect(right > left + 1)
        case "top": #expect(width.top > width.bottom + 1)
        default: #expect(width.bottom > width.top + 1)
        }
    }

    @Test("curl up folds the old picture to its top edge over the new one")
    func curlUp() throws {
        let s = CAStage()
        let view = imageView(s)
        s.at(0) { UIView.transition(with: view, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: {}) }
        s.run(until: 0.5)
        let old = try #require(layer(s, "transitionOld", 0.5))
        #expect(isClose(old.quad.topLeft.y, 200, 1e-6), "the top edge stays")
        #expect(isClose(old.quad.bottomLeft.y - old.quad.topLeft.y, 50.05, 1e-6), "half folded")
        let order = layers(s, 0.5).map(\.role)
        #expect(try #require(order.firstIndex(of: "transitionNew")) < #require(order.firstIndex(of: "transitionOld")))
    }

    @Test("transition(from:to:) replaces the view in its superview at once and flips the superview; completion at the end")
    func fromTo() throws {
        let s = CAStage()
        var front: UIView!
        var back: UIView!
        s.at(0) {
            front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            front.accessibilityIdentifier = "front"
            back.accessibilityIdentifier = "back"
            s.view.addSubview(front)
            UIView.transition(
                from: front, to: back, duration: 0.5, options: .transitionFlipFromRight,
                completion: { s.log.append("done \($0) \(s.timeline.now)") })
            s.log.append("front in tree: \(front.superview != nil), back: \(back.superview === s.view)")
        }
        expectEqual(s.log, ["front in tree: false, back: true"])
        s.run(until: 0.1)
        let old = try #require(picture(s, "transitionOld"))
        let new = try #require(picture(s, "transitionNew"))
        expectEqual(old.sublayers?.map(\.name), ["front"])
        expectEqual(new.sublayers?.map(\.name), ["back"])
        s.run(until: 1)
        expectEqual(s.log.last, "done true 0.5")
    }

    @Test("transition(from:to:) with showHideTransitionViews hides one and shows the other")
    func showHide() {
        let s = CAStage()
        var front: UIView!
        var back: UIView!
        s.at(0) {
            front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            back.isHidden = true
            s.view.addSubview(front)
            s.view.addSubview(back)
            UIView.transition(
                from: front, to: back, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews],
                completion: { s.log.append("done \($0)") })
        }
        #expect(front.isHidden && !back.isHidden && front.superview === s.view)
        s.run(until: 1)
        expectEqual(s.log, ["done true"])
    }

    @Test("a zero duration makes the change at once and completes on the next turn")
    func zeroDuration() {
        let s = CAStage()
        let view = imageView(s)
        s.at(0) {
            UIView.transition(
                with: view, duration: 0, options: .transitionCrossDissolve,
                animations: { view.image = self.imageB }, completion: { s.log.append("done \($0)") })
        }
        s.run(until: 0.1)
        expectEqual(s.log, ["done true"])
        #expect(picture(s, "transitionOld") == nil)
    }

    private func label(_ s: CAStage) -> UILabel {
        var label: UILabel!
        s.at(0) {
            label = UILabel(frame: CGRect(x: 100, y: 100, width: 200, height: 40))
            label.text = "Old"
            label.accessibilityIdentifier = "label"
            s.window.addSubview(label)
        }
        return label
    }

    @Test("CATransition push from the right, added after the change in the same turn: old text out left, new text in from the right; the delegate hears it")
    func push() throws {
        let s = CAStage()
        let label = label(s)
        s.at(0.5) {
            label.text = "New"
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromRight
            transition.duration = 0.4
            transition.delegate = Recorder(s, "push")
            label.layer.add(transition, forKey: kCATransition)
        }
        s.run(until: 0.6)
        let old = try #require(picture(s, "transitionOld"))
        guard case .text(let oldText) = old.content, case .text(let newText) = try #require(picture(s, "transitionNew")).content
        else { Issue.record("no text"); return }
        #expect(oldText.string == "Old" && newText.string == "New")
        // Linear by default: at 0.1 of 0.4 s each has moved a quarter of the width (200).
        let o = try #require(layer(s, "transitionOld", 0.6))
        let n = try #require(layer(s, "transitionNew", 0.6))
        #expect(isClose(o.quad.topLeft.x, 100 - 50, 1e-9))
        #expect(isClose(n.quad.topLeft.x, 100 + 150, 1e-9))
        expectEqual((layer(s, "label", 0.6)?.opacity ?? 0), 0)
        s.run(until: 1)
        expectEqual(s.log, ["start push 0.5", "stop push true 0.9"])
        expectEqual(layer(s, "label", 0.95)?.opacity, 1)
        #expect(layer(s, "transitionNew", 0.95) == nil)
    }

    @Test(
        "CATransition moveIn and reveal move only the picture on top; fade cross-fades",
        arguments: ["moveIn", "reveal", "fade"])
    func otherTypes(type: String) throws {
        let s = CAStage()
        let label = label(s)
        s.at(0) {
            let transition = CATransition()
            transition.type = CATransitionType(rawValue: type)
            transition.subtype = .fromBottom
            transition.duration = 1
            label.layer.add(transition, forKey: nil)
            label.text = "New"
        }
        s.run(until: 0.5)
        let o = try #require(layer(s, "transitionOld", 0.5))
        let n = try #require(layer(s, "transitionNew", 0.5))
        let order = layers(s, 0.5).map(\.role)
        let newOnTop = try #require(order.firstIndex(of: "transitionNew")) > #require(order.firstIndex(of: "transitionOld"))
        switch type {
        case "moveIn":
            #expect(isClose(n.quad.topLeft.y, 120, 1e-9) && isClose(o.quad.topLeft.y, 100, 1e-9) && newOnTop)
        case "reveal":
            #expect(isClose(o.quad.topLeft.y, 80, 1e-9) && isClose(n.quad.topLeft.y, 100, 1e-9) && !newOnTop)
        default:
            #expect(isClose(o.opacity, 0.5, 1e-9) && isClose(n.opacity, 0.5, 1e-9))
        }
        guard case .text(let oldText) = try #require(picture(s, "transitionOld")).content else { return }
        expectEqual(oldText.string, "Old", "a change after add(_:forKey:) is in the new picture only")
    }

    @Test("a rounded, clipping view keeps its corners in frames before, through and after a transition; both pictures carry them")
    func roundedCornersSurviveTransition() throws {
        let s = CAStage()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 150))
        let photo = UIImageView(image: UIImage(seed: 1, size: CGSize(width: 200, height: 150)))
        s.at(0) {
            card.layer.cornerRadius = 16
            card.clipsToBounds = true
            card.accessibilityIdentifier = "card"
            photo.frame = card.bounds
            card.addSubview(photo)
            s.window.addSubview(card)
        }
        expectEqual(layer(s, "card", 0.1)?.cornerRadius, 16)
        s.at(0.5) {
            UIView.transition(
                with: card, duration: 1, options: .transitionCrossDissolve,
                animations: {
                    photo.image = UIImage(seed: 2, size: CGSize(width: 200, height: 150))
                    card.layer.cornerRadius = 24
                })
        }
        s.run(until: 1)
        expectEqual(layer(s, "transitionOld", 0.75)?.cornerRadius, 16, "the old picture as the last commit drew it")
        expectEqual(layer(s, "transitionNew", 0.75)?.cornerRadius, 24, "the new picture with the block's change")
        expectEqual(layer(s, "transitionOld", 0.75)?.masksToBounds, true)
        s.run(until: 2)
        expectEqual(card.layer.cornerRadius, 24)
        expectEqual(layer(s, "card", 1.75)?.cornerRadius, 24, "the view's own corners once the pictures are gone")
        expectEqual(layer(s, "card", 0.25)?.cornerRadius, 16, "and before the transition")
    }
}
