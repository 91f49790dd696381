// CoreGraphics as UIKit code writes it. Foundation on Linux declares its own CGFloat (a
// struct around Double), CGPoint, CGSize, CGRect and CGRectEdge; the declarations here
// shadow those in every file that imports UIKit, so the app's geometry *is* the engine's —
// `view.frame = CGRect(…)` stores the value the engine animates, with no conversion.
// docs/bring-your-own.md ("CoreGraphics on Linux") says why each is what it is.

/// `CGFloat` is `Double`, the engine's number: app arithmetic mixes with engine values
/// (`view.alpha`, `bounds.width`, `[CGFloat]`, `inout`) with no conversion at all. The cost:
/// an app that overloads one function on both `CGFloat` and `Double` declares it twice.
public typealias CGFloat = Double

public typealias CGPoint = Point
public typealias CGSize = Size
public typealias CGRect = Rect
public typealias CGRectEdge = RectEdge
public typealias CGAffineTransform = TransitionKit.AffineTransform

/// A two-dimensional vector (`CGVector`), e.g. `UISpringTimingParameters`' initial velocity.
/// Foundation on Linux has none, and the engine needs none, so it lives here.
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
