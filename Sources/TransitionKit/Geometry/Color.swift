/// An sRGB colour with alpha, each component 0…1 (UIKit's `UIColor`, as a value).
public struct Color: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `0xRRGGBB`, the way designers hand colours over.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let systemBackground = Color.white
    public static let secondarySystemBackground = Color(hex: 0xF2F2F7)
    public static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    public static let label = Color.black
    public static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let systemBlue = Color(hex: 0x007AFF)
    public static let systemGray = Color(hex: 0x8E8E93)
    // UIKit's other system colours, their light-mode values.
    public static let systemGreen = Color(hex: 0x34C759)
    public static let systemOrange = Color(hex: 0xFF9500)
    public static let systemRed = Color(hex: 0xFF3B30)
    public static let systemYellow = Color(hex: 0xFFCC00)
    public static let systemPink = Color(hex: 0xFF2D55)
    public static let systemPurple = Color(hex: 0xAF52DE)
    public static let systemTeal = Color(hex: 0x5AC8FA)
    public static let systemIndigo = Color(hex: 0x5856D6)

    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
