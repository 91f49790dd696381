import Foundation
import TestExpectations
import Testing
import UIKit

@testable import TransitionKit

/// Snapshots taken mid-animation (issue #22): each API reads what Apple documents it reads.
/// `drawHierarchy(in:afterScreenUpdates:)` ("as visible onscreen"), `snapshotView` and
/// `resizableSnapshotView` ("the current rendered appearance") take the in-flight presentation
/// values; `layer.render(in:)` ("ignoring any animations added to the render tree") the model.
@Suite("Snapshots of views in flight")
struct InFlightSnapshotTests {
    /// The stage's view holds a 20 × 20 square at (0, 0) and a bare layer with a shadow. At
    /// t = 0 a linear one-second `UIView.animate` moves the square to x = 80 and fades it to
    /// 0.2, and an explicit animation takes the bare layer's shadow opacity from 0 to 1.
    static func stage() -> (CAStage, UIView, CALayer) {
        let s = CAStage()
        var square: UIView!
        var bare: CALayer!
        s.timeline.perform {
            square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            square.backgroundColor = .red
            square.accessibilityIdentifier = "square"
            s.view.addSubview(square)
            bare = CALayer()
            bare.name = "card"
            bare.frame = CGRect(x: 0, y: 50, width: 30, height: 30)
            bare.backgroundColor = UIColor.white.cgColor
            bare.shadowColor = UIColor.black.cgColor
            bare.shadowOpacity = 0.1
            s.view.layer.addSublayer(bare)
        }
        s.timeline.endTurn()
        s.at(0) {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                square.frame.origin.x = 80
                square.alpha = 0.2
            }
            bare.add(basic("shadowOpacity", from: 0, to: 1), forKey: "shadow")
        }
        return (s, square, bare)
    }

    static func layer(_ picture: CapturedPicture, _ role: String) throws -> LayerFrame {
        try #require(picture.layers.first { $0.role == role })
    }

    static func shadowOpacity(_ frame: LayerFrame) -> String? {
        let text = String(decoding: frame.drawing, as: UTF8.self)
        guard let range = text.range(of: #""opacity":"#) else { return nil }
        return String(text[range.upperBound...].prefix { $0 != "," && $0 != "}" })
    }

    @Test("drawHierarchy mid-animation draws the in-flight values, as the frame at that time shows them", arguments: [0.25, 0.5])
    func drawHierarchyInFlight(t: Double) throws {
        let (s, square, bare) = Self.stage()
        var picture: CapturedPicture?
        s.at(t) {
            let image = UIGraphicsImageRenderer(size: s.view.bounds.size).image { _ in
                s.view.drawHierarchy(in: s.view.bounds, afterScreenUpdates: false)
            }
            picture = image.cgImage?.snapshot?.picture
        }
        let captured = try Self.layer(try #require(picture), "square")
        #expect(isClose(Double(captured.quad.topLeft.x), 80 * t, 1e-9), "in flight, not the model's 80")
        #expect(isClose(captured.opacity, 1 - 0.8 * t, 1e-9))
        let onScreen = try #require(FrameEvaluator(timeline: s.timeline).layers(at: t).first { $0.id == square.layer.id })
        #expect(captured.quad == onScreen.quad && captured.opacity == onScreen.opacity, "what the frame at t shows")
        let card = try Self.layer(try #require(picture), "card")
        expectEqual(Self.shadowOpacity(card), JSONWriter.text(t), "the shadow's opacity in flight")
        #expect(square.frame.origin.x == 80 && bare.shadowOpacity == 0.1, "the model is untouched")
    }

    @Test("snapshotView(afterScreenUpdates:) copies the in-flight values, either way", arguments: [false, true])
    func snapshotViewInFlight(afterUpdates: Bool) throws {
        let (s, _, _) = Self.stage()
        var snapshot: UIView?
        s.at(0.25) { snapshot = s.view.snapshotView(afterScreenUpdates: afterUpdates) }
        let copy = try #require(snapshot?.subviews.first)
        expectEqual(copy.frame, CGRect(x: 20, y: 0, width: 20, height: 20))
        #expect(isClose(Double(copy.alpha), 0.8, 1e-9))
        let card = try #require(snapshot?.layer.sublayers?.first { $0.name == "card" })
        #expect(isClose(Double(card.shadowOpacity), 0.25, 1e-6), "the shadow as drawn at 0.25 s")
        // The copy holds still: later frames show it where it was taken.
        s.run(until: 0.75)
        expectEqual(copy.frame.origin.x, 20)
    }

    @Test("resizableSnapshotView's picture is the in-flight one")
    func resizableInFlight() throws {
        let (s, _, _) = Self.stage()
        var snapshot: UIView?
        s.at(0.5) {
            snapshot = s.view.resizableSnapshotView(from: s.view.bounds, afterScreenUpdates: false, withCapInsets: .zero)
        }
        guard case .snapshot(let content, _) = try #require(snapshot).layer.content else {
            Issue.record("no snapshot content")
            return
        }
        let captured = try Self.layer(content.picture, "square")
        #expect(captured.quad.topLeft == CGPoint(x: 40, y: 0) && isClose(captured.opacity, 0.6, 1e-9))
    }

    @Test("layer.render(in:) mid-animation draws the model, ignoring the animations")
    func renderInDrawsTheModel() throws {
        let (s, _, _) = Self.stage()
        var picture: CapturedPicture?
        s.at(0.5) {
            let image = UIGraphicsImageRenderer(size: s.view.bounds.size).image { context in
                s.view.layer.render(in: context.cgContext)
            }
            picture = image.cgImage?.snapshot?.picture
        }
        let captured = try Self.layer(try #require(picture), "square")
        #expect(captured.quad.topLeft == CGPoint(x: 80, y: 0) && isClose(captured.opacity, 0.2, 1e-9))
        let card = try Self.layer(try #require(picture), "card")
        expectEqual(Self.shadowOpacity(card), JSONWriter.text(Double(Float(0.1))), "the model's shadow opacity")
    }
}

/// A snapshot view keeps a shape layer a shape layer, drawn as it is on screen.
@Suite("Snapshot views of shape and gradient layers")
struct SnapshotViewKindsTests {
    @Test("a shape layer's path and in-flight strokeEnd, and a gradient's colours, are in the copy's frames")
    func shapeAndGradientCopied() throws {
        let s = CAStage()
        var ring: CAShapeLayer!
        s.timeline.perform {
            ring = CAShapeLayer()
            ring.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
            ring.strokeColor = UIColor.red.cgColor
            ring.fillColor = nil
            s.view.layer.addSublayer(ring)
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 0, y: 50, width: 40, height: 40)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            s.view.layer.addSublayer(gradient)
        }
        s.timeline.endTurn()
        s.at(0) { ring.add(basic("strokeEnd", from: 0, to: 1), forKey: "draw") }
        var snapshot: UIView?
        s.at(0.25) { snapshot = s.view.snapshotView(afterScreenUpdates: false) }
        let layers = try #require(snapshot?.layer.sublayers)
        let shape = try #require(layers.first as? CAShapeLayer, "still a shape layer")
        let shapeFields = String(decoding: shape.drawingFields, as: UTF8.self)
        #expect(shapeFields.contains(#""strokeEnd":0.25"#), "stroked a quarter of the way, as on screen at 0.25 s: \(shapeFields)")
        #expect(shape.animationKeys() == nil, "the copy does not animate")
        let gradient = try #require(layers.last as? CAGradientLayer)
        #expect(String(decoding: gradient.drawingFields, as: UTF8.self).contains(#""colors":[[1,0,0,1],[0,0,1,1]]"#))
    }
}
