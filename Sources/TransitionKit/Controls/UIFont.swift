import Foundation

/// UIKit's `UIFont`, for the system font: a size and a weight, with vertical metrics
/// approximated from SF Pro's (Apple does not publish them; the ratios are those the system
/// font reports on iOS, per point of size: ascender 0.952, descender −0.241, line height 1.193,
/// cap height 0.705, x-height 0.526, no leading — docs/bring-your-own.md, "Controls and text").
/// Labels draw with `Text`, whose weights are regular, medium, semibold and bold: the other
/// weights are drawn as the nearest and reported. Declared under UIKit's name.
open class UIFont: NSObject, @unchecked Sendable {
    open var pointSize: CGFloat
    /// The weight asked for (`UIFont.Weight`), kept for `Label` and for reading back.
    public let weight: Weight
    open var fontName: String
    open var familyName: String { "System Font" }

    init(size: CGFloat, weight: Weight, name: String = ".SFUI-Regular") {
        pointSize = size.isFinite && size > 0 ? size : 17
        self.weight = weight
        fontName = name
        super.init()
    }

    /// `UIFont(name:size:)`: fonts are not installed here, so a named font is the system font
    /// of that size, and reported when a label draws it.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(size: fontSize, weight: .regular, name: fontName)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize, weight: weight) }
    /// The system font with digits of one width (for counters and timers): the system font
    /// here, whose drawn digits are the page's.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular, name: ".SFUI-Italic") }

    /// The text style's font at the default content size (Large), with UIKit's sizes and weights.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.defaultMetrics
        return UIFont(size: size, weight: weight)
    }

    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: weight, name: fontName) }

    open var ascender: CGFloat { pointSize * 0.952 }
    open var descender: CGFloat { pointSize * -0.241 }
    open var lineHeight: CGFloat { pointSize * 1.193 }
    open var capHeight: CGFloat { pointSize * 0.705 }
    open var xHeight: CGFloat { pointSize * 0.526 }
    open var leading: CGFloat { 0 }

    /// Whether the font is the system font UIKit would draw (not a named or italic one).
    var isSystemFont: Bool { fontName == ".SFUI-Regular" }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.pointSize == pointSize && other.weight == weight && other.fontName == fontName
    }

    open override var hash: Int { pointSize.hashValue ^ weight.rawValue.hashValue }
}

extension UIFont {
    /// `UIFont.Weight`, with UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// `UIFont.TextStyle`, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// The Human Interface Guidelines' sizes at the Large (default) content size.
        var defaultMetrics: (CGFloat, Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The weight `Text` draws: the nearest of regular, medium, semibold and bold.
    var drawnWeight: Text.Weight {
        switch weight.rawValue {
        case ..<0.115: .regular
        case ..<0.265: .medium
        case ..<0.35: .semibold
        default: .bold
        }
    }

    /// Whether `Text` draws this font as UIKit would: the system font at a weight it has.
    var isDrawnExactly: Bool {
        isSystemFont && [Weight.regular, .medium, .semibold, .bold].contains(weight)
    }
}

extension UIFont.Weight {
    /// A weight `Text` draws, as UIKit's.
    init(drawn: Text.Weight) {
        switch drawn {
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        }
    }
}

/// `NSTextAlignment`, with UIKit's raw values. `.natural` is the left in a left-to-right view
/// and the right in a right-to-left one (Views/View+LayoutDirection.swift).
public enum NSTextAlignment: Int, Sendable, Hashable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4

    /// What `Text` draws; justified text is drawn left-aligned (reported by `Label`).
    var drawn: Text.Alignment { drawn(rightToLeft: false) }

    /// What `Text` draws in a view of that direction: `.natural` follows it.
    func drawn(rightToLeft: Bool) -> Text.Alignment {
        switch self {
        case .center: .center
        case .right: .right
        case .natural: rightToLeft ? .right : .left
        case .left, .justified: .left
        }
    }
}
