import Foundation
import TestExpectations
import Testing
import UIKit

@testable import TransitionKit

/// Frames of a masked, shadowed, gradient-filled scene (issue #22, item 3): what each layer
/// carries beyond background, border and corners, checked field by field and as a golden
/// file (Tests/TransitionKitTests/Golden/drawing-scene.json; regenerate with
/// `UPDATE_GOLDENS=1 swift test --filter DrawingFieldsTests`).
@Suite("Drawing fields in frames")
struct DrawingFieldsTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden/drawing-scene.json")

    /// A card with a shadow and two masked corners, a gradient, a dashed stroked shape and a
    /// view masked by an oval (itself masked by a rectangle: a nested mask).
    final class Scene {
        let stage = CAStage()
        var card: UIView!
        var gradient: CAGradientLayer!
        var shape: CAShapeLayer!
        var masked: UIView!
        var backFace: CALayer!

        init() {
            stage.at(0) { [self] in
                card = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 120))
                card.backgroundColor = .white
                card.layer.cornerRadius = 16
                card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                card.layer.shadowColor = UIColor.black.cgColor
                card.layer.shadowOpacity = 0.5
                card.layer.shadowRadius = 8
                card.layer.shadowOffset = CGSize(width: 0, height: 4)
                card.layer.shadowPath = UIBezierPath(rect: card.bounds).cgPath
                stage.window.addSubview(card)

                gradient = CAGradientLayer()
                gradient.name = "gradient"
                gradient.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
                gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
                gradient.locations = [0, 1]
                gradient.startPoint = CGPoint(x: 0, y: 0.5)
                gradient.endPoint = CGPoint(x: 1, y: 0.5)
                card.layer.addSublayer(gradient)

                shape = CAShapeLayer()
                shape.name = "shape"
                shape.frame = CGRect(x: 10, y: 70, width: 40, height: 40)
                let path = UIBezierPath()
                path.move(to: CGPoint(x: 0, y: 0))
                path.addLine(to: CGPoint(x: 40, y: 0))
                path.addQuadCurve(to: CGPoint(x: 40, y: 40), controlPoint: CGPoint(x: 50, y: 20))
                path.close()
                shape.path = path.cgPath
                shape.fillColor = nil
                shape.strokeColor = UIColor.green.cgColor
                shape.lineWidth = 2
                shape.strokeEnd = 0.5
                shape.lineDashPattern = [4, 2]
                card.layer.addSublayer(shape)

                masked = UIView(frame: CGRect(x: 40, y: 200, width: 100, height: 100))
                masked.backgroundColor = .orange
                let oval = CAShapeLayer()
                oval.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
                oval.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
                let half = CALayer()
                half.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
                half.backgroundColor = UIColor.black.cgColor
                oval.mask = half
                masked.layer.mask = oval
                stage.window.addSubview(masked)

                backFace = CALayer()
                backFace.name = "back"
                backFace.frame = CGRect(x: 200, y: 200, width: 50, height: 50)
                backFace.backgroundColor = UIColor.gray.cgColor
                backFace.isDoubleSided = false
                stage.window.layer.addSublayer(backFace)
            }
        }

        func frame(_ t: Double = 0) -> [LayerFrame] { FrameEvaluator(timeline: stage.timeline).layers(at: t) }

        func json(_ layer: LayerFrame, detail: FrameEncoder.Detail) -> String {
            var json = JSONWriter()
            FrameEncoder(detail: detail).write(layer, into: &json)
            return json.string
        }
    }

    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("a shape layer carries its path, fill, stroke, width, stroke range and dashes")
    func shape() throws {
        let scene = Scene()
        let layer = try #require(scene.frame().first { $0.id == scene.shape.id })
        let shape = try #require(try object(scene.json(layer, detail: .wire))["shape"] as? [String: Any])
        #expect(shape["path"] as? String == "M0 0L40 0Q50 20 40 40Z")
        #expect(shape["fill"] is NSNull)
        #expect(shape["stroke"] as? [Double] == [0, 1, 0, 1])
        #expect(shape["lineWidth"] as? Double == 2)
        #expect(shape["strokeEnd"] as? Double == 0.5)
        #expect(shape["strokeStart"] == nil)
        #expect(shape["dash"] as? [Double] == [4, 2])
    }

    @Test("a shadow, masked corners, a gradient and isDoubleSided = false are sent")
    func surface() throws {
        let scene = Scene()
        let layers = scene.frame()
        let card = try object(scene.json(try #require(layers.first { $0.id == scene.card.layer.id }), detail: .wire))
        let shadow = try #require(card["shadow"] as? [String: Any])
        #expect(shadow["opacity"] as? Double == 0.5)
        #expect(shadow["radius"] as? Double == 8)
        #expect(shadow["offset"] as? [Double] == [0, 4])
        #expect(shadow["color"] as? [Double] == [0, 0, 0, 1])
        #expect(shadow["path"] as? String == "M0 0L200 0L200 120L0 120Z")
        #expect(card["maskedCorners"] as? Int == 3)
        let gradient = try object(scene.json(try #require(layers.first { $0.id == scene.gradient.id }), detail: .wire))
        let fill = try #require(gradient["gradient"] as? [String: Any])
        #expect(fill["type"] as? String == "axial")
        #expect(fill["colors"] as? [[Double]] == [[1, 0, 0, 1], [0, 0, 1, 1]])
        #expect(fill["locations"] as? [Double] == [0, 1])
        #expect(fill["start"] as? [Double] == [0, 0.5])
        #expect(fill["end"] as? [Double] == [1, 0.5])
        let back = try object(scene.json(try #require(layers.first { $0.id == scene.backFace.id }), detail: .wire))
        #expect(back["doubleSided"] as? Bool == false)
    }

    @Test("a mask is sent with its frame, its path and its own (nested) mask")
    func mask() throws {
        let scene = Scene()
        let layer = try #require(scene.frame().first { $0.id == scene.masked.layer.id })
        let mask = try #require(try object(scene.json(layer, detail: .wire))["mask"] as? [String: Any])
        #expect(mask["frame"] as? [Double] == [10, 10, 80, 80])
        let shape = try #require(mask["shape"] as? [String: Any])
        expectEqual((shape["path"] as? String)?.hasPrefix("M"), true)
        let nested = try #require(mask["mask"] as? [String: Any])
        #expect(nested["frame"] as? [Double] == [0, 0, 80, 40])
        #expect(nested["background"] as? [Double] == [0, 0, 0, 1])
    }

    @Test("a layer that uses none of it carries no new field, and a change is seen")
    func nothingNewAndInvalidation() throws {
        let scene = Scene()
        let window = try #require(scene.frame().first { $0.id == scene.stage.window.layer.id })
        #expect(window.drawing.isEmpty)
        scene.stage.at(0.1) {
            // Without actions: a standalone layer's change would otherwise animate implicitly
            // from 0.5 (ImplicitActionTests); here the cached fields must see the new value.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scene.shape.strokeEnd = 1
            CATransaction.commit()
        }
        let layer = try #require(scene.frame(0.1).first { $0.id == scene.shape.id })
        let shape = try #require(try object(scene.json(layer, detail: .wire))["shape"] as? [String: Any])
        #expect(shape["strokeEnd"] == nil)
        scene.stage.at(0.2) { scene.card.layer.shadowOpacity = 0 }
        let card = try #require(scene.frame(0.2).first { $0.id == scene.card.layer.id })
        #expect(try object(scene.json(card, detail: .wire))["shadow"] == nil)
    }

    @Test("the scene's full frame matches the golden file")
    func golden() throws {
        let scene = Scene()
        let actual = scene.frame().map { scene.json($0, detail: .full) }.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(
                at: Self.golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: Self.golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try #require(try? String(contentsOf: Self.golden, encoding: .utf8))
        expectEqual(actual, expected)
    }
}
