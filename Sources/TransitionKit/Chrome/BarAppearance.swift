import Foundation

/// UIKit's `UIBarAppearance` and `UINavigationBarAppearance` (iOS 13): what a bar looks like.
/// The engine's navigation bar keeps the kit's look (docs/uikit-defaults.md); a bar whose
/// appearance the app configured is reported `not-modelled` when it is shown
/// (NavigationBar+Chrome.swift), so the difference is said, not drawn silently.
open class UIBarAppearance: NSObject {
    open var backgroundColor: UIColor? { didSet { isCustomized = true } }
    open var backgroundImage: UIImage? { didSet { isCustomized = true } }
    open var shadowColor: UIColor? { didSet { isCustomized = true } }
    open var shadowImage: UIImage? { didSet { isCustomized = true } }
    /// Set by any configuration the app makes.
    public internal(set) var isCustomized = false

    public override init() {
        super.init()
    }

    public init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
        isCustomized = barAppearance.isCustomized
    }

    open func configureWithDefaultBackground() { isCustomized = true }
    open func configureWithOpaqueBackground() { isCustomized = true }
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = .clear
    }
}

open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { isCustomized = true } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { isCustomized = true } }
    open var titlePositionAdjustment = UIOffset.zero { didSet { isCustomized = true } }

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        isCustomized = true
    }

    /// NSObject's `copy()`, as UIKit's appearances are `NSCopying`.
    open override func copy() -> Any {
        let copy = UINavigationBarAppearance(barAppearance: self)
        copy.titleTextAttributes = titleTextAttributes
        copy.largeTitleTextAttributes = largeTitleTextAttributes
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
