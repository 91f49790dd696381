import Foundation

/// UIKit's `UIFontMetrics` (iOS 11): scales an app's own fonts and numbers with Dynamic Type. A
/// run's content size category is the default (Large) and never changes (docs/bring-your-own.md,
/// "Controls and text"), and at Large a text style scales by 1: `scaledFont(for:)` gives the
/// font back, `scaledValue(for:)` the value, whatever the style. `maximumPointSize` caps the
/// size (0 means no cap, as UIKit documents). Declared under UIKit's name.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose scaling this follows.
    let textStyle: UIFont.TextStyle

    /// The body style's metrics.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    open func scaledFont(for font: UIFont) -> UIFont { font }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// Traits with another content size category would scale; a run's never have one.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize)
    }

    open func scaledValue(for value: CGFloat) -> CGFloat { value }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
