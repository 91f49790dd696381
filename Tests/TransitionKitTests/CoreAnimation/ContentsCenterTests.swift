import CatalogKit
import Foundation
import Testing
import UIKit

@testable import TransitionKit

/// `contentsCenter` under the `resize` gravity is drawn (issue #22): frames carry the centre
/// rectangle and the image's natural size in the layer's points (its pixels over the layer's
/// `contentsScale`), nothing is reported, and the SVG filmstrip cuts the picture in nine parts.
/// (The page's pixels: Tests/browser/test_nine_part.py and Tests/firefox/test_nine_part.py.)
@Suite("contentsCenter drawn in nine parts")
struct ContentsCenterTests {
    private func fields(_ layer: CALayer) -> String { String(decoding: layer.drawingFields, as: UTF8.self) }

    /// A 2× image of the stage's 100 × 100 view on a bare 300 × 90 layer.
    private func stretched(_ s: CAStage, scale: CGFloat?, gravity: CALayerContentsGravity = .resize) -> CALayer {
        var layer: CALayer!
        s.at(0) {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let image = UIGraphicsImageRenderer(bounds: s.view.bounds, format: format).image { _ in
                s.view.drawHierarchy(in: s.view.bounds, afterScreenUpdates: false)
            }
            layer = CALayer()
            layer.frame = CGRect(x: 0, y: 200, width: 300, height: 90)
            layer.contents = image.cgImage
            layer.contentsGravity = gravity
            layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
            if let scale { layer.contentsScale = scale }
            s.window.layer.addSublayer(layer)
        }
        return layer
    }

    @Test("the field: the centre and the natural size, the image's pixels over contentsScale")
    func field() {
        let s = CAStage()
        let atDefaultScale = stretched(s, scale: nil)
        #expect(fields(atDefaultScale).contains(#""contentsCenter":{"rect":[0.25,0.25,0.5,0.5],"size":[200,200]}"#),
                "200 × 200 pixels at the default contentsScale 1: corners twice as large, as on a phone")
        let atImageScale = stretched(s, scale: 2)
        #expect(fields(atImageScale).contains(#""size":[100,100]"#))
        #expect(!s.timeline.unmodelled.map(\.feature).contains { $0.contains("contentsCenter") }, "drawn, so not reported")
    }

    @Test("no field under an aspect gravity (reported instead), nor for the unit rectangle")
    func noField() {
        let s = CAStage()
        let aspect = stretched(s, scale: 2, gravity: .resizeAspectFill)
        #expect(!fields(aspect).contains("contentsCenter"))
        #expect(s.timeline.unmodelled.map(\.feature).contains { $0.hasPrefix("CALayer.contentsCenter on an image under contentsGravity .resizeAspectFill") })
        let s2 = CAStage()
        let unit = stretched(s2, scale: 2)
        s2.timeline.perform { unit.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) }
        #expect(!fields(unit).contains("contentsCenter"))
    }

    @Test("the SVG filmstrip cuts the picture in nine parts: corners at their size, the centre stretched")
    func svgNineParts() {
        let run = TwoScreenScene.start(.push, animator: SVGSnapshotDrawingTests.Animator()) { _, to in
            let source = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            source.backgroundColor = .green
            let image = UIGraphicsImageRenderer(size: source.bounds.size).image { _ in
                source.drawHierarchy(in: source.bounds, afterScreenUpdates: true)
            }
            let tile = CALayer()
            tile.frame = CGRect(x: 10, y: 200, width: 150, height: 90)
            tile.contents = image.cgImage
            tile.contentsScale = image.scale
            tile.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
            to.view.layer.addSublayer(tile)
        }
        run.runToCompletion()
        let text = SVGFilmstrip(scene: SceneDescription(run: run), frames: [run.frame(at: run.endTime)], title: "nine").render()
        // Top-left corner: 10 picture points onto 10 layer points; centre: 20 onto 130 × 70.
        #expect(text.contains(#"<rect x="0" y="0" width="10" height="10"/></clipPath>"#))
        #expect(text.contains(#"translate(10 10) scale(6.5 3.5) translate(-10 -10)"#))
        #expect(text.contains(#"<rect x="140" y="80" width="10" height="10"/></clipPath>"#), "bottom-right corner")
        #expect(text.components(separatedBy: "-region").count - 1 >= 18, "nine clip paths, each defined and used")
    }
}
