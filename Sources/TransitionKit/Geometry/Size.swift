/// A width and a height, in points (UIKit's `CGSize`).
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }

    /// Width divided by height; 0 for an empty height, so callers never see ∞.
    public var aspectRatio: Double { height == 0 ? 0 : width / height }
}
