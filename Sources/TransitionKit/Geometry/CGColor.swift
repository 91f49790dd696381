import Foundation

/// CoreGraphics' `CGColor`: a reference type, as on iOS, so `layer.borderColor =
/// UIColor.red.cgColor`, `CGColor(red:green:blue:alpha:)`, optional colour properties and
/// `colors: [Any]` arrays holding `CGColor`s compile and behave as apps expect. It holds the
/// engine's sRGB `Color`, which layers' tracks record and the page draws. Immutable, so
/// shared freely; equal and hashable by its components, as CoreFoundation compares colours.
/// Declared under CoreGraphics' name: the CoreGraphics module re-exports this one class.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The components the engine records and draws.
    public let rgba: Color

    /// A colour from the engine's value.
    public init(_ color: Color) { rgba = color }

    /// `CGColor(red:green:blue:alpha:)` (iOS 13+): sRGB components.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// `CGColor(gray:alpha:)`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(gray), alpha: Double(alpha)))
    }

    /// `CGColor(srgbRed:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public var alpha: CGFloat { CGFloat(rgba.alpha) }
    public var numberOfComponents: Int { 4 }
    /// Red, green, blue and alpha: every colour here is RGB.
    public var components: [CGFloat]? { [rgba.red, rgba.green, rgba.blue, rgba.alpha].map { CGFloat($0) } }

    /// `copy(alpha:)`: the same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var color = rgba
        color.alpha = Double(alpha)
        return CGColor(color)
    }

    public static let black = CGColor(Color.black)
    public static let white = CGColor(Color.white)
    public static let clear = CGColor(Color.clear)

    public static func == (a: CGColor, b: CGColor) -> Bool { a.rgba == b.rgba }
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }

    public var description: String { "<CGColor> [sRGB] ( \(rgba.red) \(rgba.green) \(rgba.blue) \(rgba.alpha) )" }
}
