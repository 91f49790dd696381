import Foundation

// The engine's points are Foundation's `CGPoint` — the one type an app's `CGPoint` names
// whatever it imports (docs/engine.md, "One CGFloat"). What CoreGraphics' Swift overlay adds
// on iOS and Foundation on Linux lacks is declared here; helpers of the engine's own are
// internal, so an app's extension of the same name never meets one.

extension CGPoint {
    /// The point after `t`, an affine transform, as `CGPointApplyAffineTransform` does.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// `CGPointEqualToPoint`.
    public func equalTo(_ other: CGPoint) -> Bool { self == other }

    static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: CGPoint, s: Double) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }
}

/// What `print(point)` shows on iOS: `(x, y)`.
extension CGPoint: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(x.native), \(y.native))" }
}
