/// A width and a height, in points (UIKit's `CGSize`). Either may be negative, as in CoreGraphics.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `CGSize(width:height:)` with integers, as CoreGraphics' Swift overlay has it.
    public init(width: Int, height: Int) {
        self.init(width: Double(width), height: Double(height))
    }

    /// The zero size, as the C struct's zero initialiser gives it (`CGSize()`).
    public init() {
        self.init(width: 0, height: 0)
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }

    /// Width divided by height; 0 for an empty height, so callers never see ∞.
    public var aspectRatio: Double { height == 0 ? 0 : width / height }

    /// `CGSizeApplyAffineTransform`: the size as a vector through the transform's linear part
    /// (no translation), so it may come out negative — a rotation by 90° gives (−h, w).
    public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }

    /// `CGSizeEqualToSize`.
    public func equalTo(_ other: Size) -> Bool { self == other }
}
