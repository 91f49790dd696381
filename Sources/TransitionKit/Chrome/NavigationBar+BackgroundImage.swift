import Foundation

/// `UIBarMetrics`, with UIKit's raw values. Declared under UIKit's name.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
    @available(*, deprecated, renamed: "compact")
    public static var landscapePhone: UIBarMetrics { .compact }
}

/// `UIBarPosition`, with UIKit's raw values. Declared under UIKit's name.
public enum UIBarPosition: Int, Sendable {
    case any = 0
    case bottom = 1
    case top = 2
    case topAttached = 3
}

/// A background image's place: a bar position and bar metrics.
struct BarImageKey: Hashable {
    let position: UIBarPosition
    let metrics: UIBarMetrics
}

/// The classic way to restyle a navigation bar (iOS 5–12, still everywhere): background images
/// per bar metrics and a shadow image. The transparent-bar idiom is modelled —
/// `setBackgroundImage(UIImage(), for: .default)` clears the bar's background, and with it an
/// empty `shadowImage` hides the hairline (UIKit shows a custom shadow image only under a custom
/// background image). A background or shadow image with a picture is not drawn: the bar keeps
/// its look, reported `not-modelled`. Images for other metrics (compact, prompt) are kept: a
/// run's bar uses the default metrics.
extension NavigationBar {
    /// The bar's background when the app gives none (docs/uikit-defaults.md).
    static var defaultBackground: UIColor { UIColor(white: 0.97, alpha: 0.94) }

    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[BarImageKey(position: barPosition, metrics: barMetrics)] = backgroundImage
        applyBarImages()
    }

    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[BarImageKey(position: barPosition, metrics: barMetrics)]
    }

    /// The background image a top bar draws with the default metrics.
    private var drawnBackgroundImage: UIImage? {
        [UIBarPosition.topAttached, .top, .any].lazy.compactMap { self.backgroundImage(for: $0, barMetrics: .default) }.first
    }

    /// Shows what the images ask for: nothing to do for a bar that has none.
    func applyBarImages() {
        let hairline = subviews.first { $0.role == "hairline" }
        guard !backgroundImages.isEmpty || shadowImage != nil || colorBeforeClearImage != nil || hairline?.isHidden == true
        else { return }
        let background = drawnBackgroundImage
        let clears = background.map { $0.size == .zero } ?? false
        if clears {
            if colorBeforeClearImage == nil { colorBeforeClearImage = .some(backgroundColor) }
            backgroundColor = .clear
        } else if let previous = colorBeforeClearImage {
            // A bar cleared before its navigation controller laid it out gets the default back.
            backgroundColor = previous ?? (showsItems ? Self.defaultBackground : nil)
            colorBeforeClearImage = nil
        }
        if let background, background.size != .zero {
            Timeline.current?.noteUnmodelled("a navigation bar background image (not drawn: the bar keeps its look)")
        }
        let hidesHairline = background != nil && shadowImage.map { $0.size == .zero } == true
        hairline?.isHidden = hidesHairline
        if background != nil, let shadowImage, shadowImage.size != .zero {
            Timeline.current?.noteUnmodelled("a navigation bar shadow image (not drawn: the bar keeps its hairline)")
        }
    }
}
