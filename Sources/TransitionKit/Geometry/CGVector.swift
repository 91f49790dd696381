import Foundation

/// A two-dimensional vector (`CGVector`), e.g. `UISpringTimingParameters`' initial velocity.
/// Foundation on Linux has none; the engine's spring timing parameters need one.
public struct CGVector: Hashable, Sendable, Codable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// `CGVector(dx:dy:)` with integers, as CoreGraphics' Swift overlay has it.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector, as the C struct's zero initialiser gives it (`CGVector()`).
    public init() {
        self.init(dx: 0, dy: 0)
    }

    public static let zero = CGVector(dx: 0, dy: 0)

    public var description: String { "(\(dx), \(dy))" }
}
