import Foundation
import Testing

@testable import CatalogKit
@testable import TransitionKit

/// Under perspective the SVG filmstrip draws a layer's rounded outline — and so the clip of a
/// blur, which is that outline — through the layer's projective map, as the page does
/// (issue #22: "make the clip follow the projected quad exactly").
@Suite("SVG filmstrip: outlines under perspective")
struct SVGPerspectiveOutlineTests {
    /// A 200 × 100 layer turned away at the top: a trapezoid.
    static let trapezoid = Quad(
        topLeft: CGPoint(x: 40, y: 100), topRight: CGPoint(x: 160, y: 100),
        bottomRight: CGPoint(x: 200, y: 200), bottomLeft: CGPoint(x: 0, y: 200))

    static func layer(_ quad: Quad, radius: Double) -> LayerFrame {
        LayerFrame(
            id: 1, role: "blur", parent: nil, depth: 0, size: CGSize(width: 200, height: 100), transform: .identity,
            quad: quad, opacity: 1, cornerRadius: radius, backgroundColor: .clear, borderWidth: 0, borderColor: .black,
            clip: [], hasContent: false, masksToBounds: false)
    }

    @Test("the projective map: corners to corners, the centre to where the diagonals cross")
    func projection() throws {
        let map = try #require(QuadProjection(Self.trapezoid, size: CGSize(width: 200, height: 100)))
        #expect(map(0, 0) == CGPoint(x: 40, y: 100) && map(200, 100) == CGPoint(x: 200, y: 200))
        #expect(map(200, 0) == CGPoint(x: 160, y: 100) && map(0, 100) == CGPoint(x: 0, y: 200))
        // Diagonals (40,100)–(200,200) and (160,100)–(0,200) cross at (100, 137.5); a bilinear
        // blend would put the centre at the corners' mean, (100, 150).
        let centre = map(100, 50)
        #expect(abs(centre.x - 100) < 1e-9 && abs(centre.y - 137.5) < 1e-9)
        #expect(!QuadProjection.isAffine(Self.trapezoid))
        #expect(QuadProjection.isAffine(Quad(CGRect(x: 3, y: 4, width: 50, height: 60))))
    }

    @Test("a rounded outline under perspective lies on the projective map; a flat one is unchanged")
    func roundedOutline() throws {
        let outline = SVGFilmstrip.path(Self.layer(Self.trapezoid, radius: 20))
        let map = try #require(QuadProjection(Self.trapezoid, size: CGSize(width: 200, height: 100)))
        // The top-right corner's arc ends at (200, 20) in layer points (angle 0 of its centre (180, 20)).
        let p = map(200, 20)
        func text(_ v: Double) -> String {
            var json = JSONWriter(capacity: 16)
            json.value((v * 100).rounded() / 100)
            return json.string
        }
        #expect(outline.contains("\(text(Double(p.x))) \(text(Double(p.y)))"), "\(outline)")
        // The bilinear blend's point for it, (164, 120), is not used.
        #expect(!outline.contains("164 120"))
        let flat = SVGFilmstrip.path(Self.layer(Quad(CGRect(x: 0, y: 0, width: 200, height: 100)), radius: 20))
        #expect(flat.contains("200 20"), "a flat layer's arc end where it is")
    }
}
