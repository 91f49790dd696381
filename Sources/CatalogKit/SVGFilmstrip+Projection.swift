import Foundation
import TransitionKit

/// The projective map of a layer's bounds onto its quad, for outlines drawn point by point in
/// the filmstrip: a layer under perspective is the image of its rectangle by a homography, so
/// its rounded corners — and a blur's clip, which follows them — land where the page puts them
/// (web/js/perspective.js), not on a bilinear blend of the corners. Heckbert's square-to-quad
/// map ("Fundamentals of Texture Mapping and Image Warping", 1989, §2.2.3).
struct QuadProjection {
    /// The map's coefficients: (x, y) = ((a s + b t + c) / z, (d s + e t + f) / z), z = g s + h t + 1.
    private let a: Double
    private let b: Double
    private let c: Double
    private let d: Double
    private let e: Double
    private let f: Double
    private let g: Double
    private let h: Double
    private let width: Double
    private let height: Double

    /// The map of a `size` rectangle (origin at 0, 0) onto `quad`; nil when the quad is
    /// degenerate (its sides' cross product is 0).
    init?(_ quad: Quad, size: CGSize) {
        let (x0, y0) = (Double(quad.topLeft.x), Double(quad.topLeft.y))
        let (x1, y1) = (Double(quad.topRight.x), Double(quad.topRight.y))
        let (x2, y2) = (Double(quad.bottomRight.x), Double(quad.bottomRight.y))
        let (x3, y3) = (Double(quad.bottomLeft.x), Double(quad.bottomLeft.y))
        let (sx, sy) = (x0 - x1 + x2 - x3, y0 - y1 + y2 - y3)
        let (dx1, dy1) = (x1 - x2, y1 - y2)
        let (dx2, dy2) = (x3 - x2, y3 - y2)
        let den = dx1 * dy2 - dy1 * dx2
        guard den != 0, size.width > 0, size.height > 0 else { return nil }
        g = (sx * dy2 - sy * dx2) / den
        h = (dx1 * sy - dy1 * sx) / den
        a = x1 - x0 + g * x1
        b = x3 - x0 + h * x3
        c = x0
        d = y1 - y0 + g * y1
        e = y3 - y0 + h * y3
        f = y0
        width = Double(size.width)
        height = Double(size.height)
    }

    /// Layer point (u, v) on screen.
    func callAsFunction(_ u: Double, _ v: Double) -> CGPoint {
        let (s, t) = (u / width, v / height)
        let z = g * s + h * t + 1
        return CGPoint(x: (a * s + b * t + c) / z, y: (d * s + e * t + f) / z)
    }

    /// Whether the quad is a parallelogram (its map affine): then a bilinear blend is the same map.
    static func isAffine(_ q: Quad) -> Bool {
        abs(Double(q.topLeft.x + q.bottomRight.x - q.topRight.x - q.bottomLeft.x)) < 1e-9
            && abs(Double(q.topLeft.y + q.bottomRight.y - q.topRight.y - q.bottomLeft.y)) < 1e-9
    }
}
