/// A location in a two-dimensional coordinate system, in points (UIKit's `CGPoint`).
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `CGPoint(x:y:)` with integers, as CoreGraphics' Swift overlay has it.
    public init(x: Int, y: Int) {
        self.init(x: Double(x), y: Double(y))
    }

    /// The origin, as the C struct's zero initialiser gives it (`CGPoint()`).
    public init() {
        self.init(x: 0, y: 0)
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// The point after `t`, an affine transform, as `CGPointApplyAffineTransform` does.
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// `CGPointEqualToPoint`.
    public func equalTo(_ other: Point) -> Bool { self == other }
}
