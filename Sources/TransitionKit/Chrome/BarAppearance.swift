import Foundation

/// UIKit's `UIBarAppearance` and `UINavigationBarAppearance` (iOS 13): what a bar looks like.
/// A navigation bar draws the appearance it resolves (Chrome/NavigationBar+Appearance.swift):
/// the background (the style a `configure…` method chose, under `backgroundColor`), the
/// shadow (the hairline, tinted by `shadowColor`; nil or clear: none) and the titles'
/// foreground colours. Background and shadow images, the title offset and the back indicator
/// image are reported `not-modelled` where the bar shows them (NavigationBar+Chrome.swift).
open class UIBarAppearance: NSObject {
    /// The background a `configure…` method chose, under `backgroundColor`.
    enum BackgroundStyle {
        /// `configureWithDefaultBackground()` (and a new appearance): the kit's translucent bar.
        case standard
        /// `configureWithOpaqueBackground()`: the theme's opaque background.
        case opaque
        /// `configureWithTransparentBackground()` (and the scroll-edge stand-in UIKit makes
        /// from the standard appearance): nothing.
        case transparent
    }

    open var backgroundColor: UIColor? { didSet { isCustomized = true } }
    open var backgroundImage: UIImage? { didSet { isCustomized = true } }
    /// A new appearance has UIKit's default shadow (the kit's hairline colour).
    open var shadowColor: UIColor? = .separator { didSet { isCustomized = true } }
    open var shadowImage: UIImage? { didSet { isCustomized = true } }
    /// Set by any configuration the app makes.
    public internal(set) var isCustomized = false
    var backgroundStyle = BackgroundStyle.standard

    public override init() {
        super.init()
    }

    public init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        backgroundStyle = barAppearance.backgroundStyle
        super.init()
        isCustomized = barAppearance.isCustomized
    }

    /// Each `configure…` replaces what was set before (Apple: "Calling this method replaces any
    /// previous values you specified for the bar appearance properties").
    private func configure(_ style: BackgroundStyle, shadow: UIColor?) {
        backgroundColor = nil
        backgroundImage = nil
        shadowImage = nil
        shadowColor = shadow
        backgroundStyle = style
        isCustomized = true
    }

    open func configureWithDefaultBackground() { configure(.standard, shadow: .separator) }
    /// "A set of opaque colors that are appropriate for the current theme": the system background
    /// and the default shadow.
    open func configureWithOpaqueBackground() { configure(.opaque, shadow: .separator) }
    /// "A transparent background and no shadow".
    open func configureWithTransparentBackground() { configure(.transparent, shadow: nil) }
}

open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { isCustomized = true } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { isCustomized = true } }
    open var titlePositionAdjustment = UIOffset.zero { didSet { isCustomized = true } }

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        hasBackIndicatorImage = backIndicatorImage != nil
        isCustomized = true
    }
    /// A back indicator image was set (not drawn: reported where the bar shows it).
    var hasBackIndicatorImage = false

    /// NSObject's `copy()`, as UIKit's appearances are `NSCopying`.
    open override func copy() -> Any {
        let copy = UINavigationBarAppearance(barAppearance: self)
        copy.titleTextAttributes = titleTextAttributes
        copy.largeTitleTextAttributes = largeTitleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.hasBackIndicatorImage = hasBackIndicatorImage
        copy.isCustomized = isCustomized
        return copy
    }
}

/// UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public init() { self.init(horizontal: 0, vertical: 0) }
    public static let zero = UIOffset()
}
