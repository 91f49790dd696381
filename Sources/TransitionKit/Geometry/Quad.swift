import Foundation

/// Four viewport points, top-left, top-right, bottom-right, bottom-left of a layer's bounds,
/// after every transform and perspective divide. A renderer draws the layer by mapping its
/// rectangle onto these corners (a projective map, not an affine one).
public struct Quad: Hashable, Sendable, Codable {
    public var topLeft: CGPoint
    public var topRight: CGPoint
    public var bottomRight: CGPoint
    public var bottomLeft: CGPoint

    public init(topLeft: CGPoint, topRight: CGPoint, bottomRight: CGPoint, bottomLeft: CGPoint) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The rect's `corners`, as stored.
    public init(_ rect: CGRect) {
        let c = rect.corners
        self.init(topLeft: c[0], topRight: c[1], bottomRight: c[2], bottomLeft: c[3])
    }

    public var points: [CGPoint] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// The eight numbers TL.x, TL.y, TR.x, TR.y, BR.x, BR.y, BL.x, BL.y.
    public var flat: [Double] {
        [topLeft.x, topLeft.y, topRight.x, topRight.y, bottomRight.x, bottomRight.y, bottomLeft.x, bottomLeft.y]
    }

    public var boundingBox: CGRect { CGRect.boundingBox(of: points) }

    /// Twice the signed area is the shoelace sum; its magnitude tells a visible quad from an
    /// edge-on one (a layer rotated exactly 90° about y).
    public var area: Double {
        let p = points
        var sum = 0.0
        for i in 0..<4 {
            let a = p[i]
            let b = p[(i + 1) % 4]
            sum += a.x * b.y - b.x * a.y
        }
        return abs(sum) / 2
    }
}
