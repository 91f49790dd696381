import Foundation

// The engine's sizes are Foundation's `CGSize` (see CGPoint+Engine.swift). Either dimension
// may be negative, as in CoreGraphics.

extension CGSize {
    /// `CGSizeApplyAffineTransform`: the size as a vector through the transform's linear part
    /// (no translation), so it may come out negative — a rotation by 90° gives (−h, w).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }

    /// `CGSizeEqualToSize`.
    public func equalTo(_ other: CGSize) -> Bool { self == other }

    /// Width divided by height; 0 for an empty height, so callers never see ∞.
    var aspectRatio: Double { height == 0 ? 0 : Double(width / height) }
}

/// What `print(size)` shows on iOS: `(width, height)`.
extension CGSize: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(width.native), \(height.native))" }
}
