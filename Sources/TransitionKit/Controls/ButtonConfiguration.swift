import Foundation

/// UIKit's `UIButton.Configuration` (iOS 15). The button draws the configuration's title,
/// image and foreground colour, and its background's colour with corners by `cornerStyle`;
/// the styles' exact colours (a tinted style's tint at 15 %, gray's fill), the padding and
/// `buttonSize` are approximations of ours, so a configured button is reported `not-modelled`
/// (docs/bring-your-own.md, "Buttons with a configuration").
extension UIButton {
    public struct Configuration: Hashable {
        /// `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Hashable, Sendable {
            case fixed, dynamic, small, medium, large, capsule
        }

        /// `UIButton.Configuration.Size`.
        public enum Size: Hashable, Sendable {
            case mini, small, medium, large
        }

        /// Which of UIKit's styles this configuration started from.
        enum Style: Hashable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        let style: Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var contentInsets = DirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var showsActivityIndicator = false

        init(style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The title's colour: the base foreground colour, else white on a filled style and the
        /// tint otherwise, as UIKit's styles draw it.
        func foreground(tint: UIColor) -> UIColor {
            if let baseForegroundColor { return baseForegroundColor }
            return style == .filled || style == .borderedProminent ? .white : tint
        }

        /// The background's colour: the base background colour, else the style's (ours).
        func background(tint: UIColor) -> UIColor? {
            switch style {
            case .plain, .borderless: return baseBackgroundColor
            case .filled, .borderedProminent: return baseBackgroundColor ?? tint
            case .tinted, .borderedTinted: return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .gray, .bordered: return baseBackgroundColor ?? UIColor(white: 0.46, alpha: 0.12)
            }
        }

        /// The background's corner radius for a button `height` tall (ours: 6, 8 and 12 pt for
        /// small, medium and large; half the height for a capsule; medium when dynamic).
        func cornerRadius(height: Double) -> Double {
            switch cornerStyle {
            case .fixed: return 0
            case .small: return 6
            case .dynamic, .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            }
        }
    }

    /// Draws the configuration: the title, image and colours through the classic properties
    /// (so the button's layout and intrinsic size are the classic button's), the background
    /// on the button's layer.
    func applyConfiguration() {
        guard let configuration else { return }
        let tint: UIColor = tintColor ?? .systemBlue
        setTitle(configuration.title, for: .normal)
        setImage(configuration.image, for: .normal)
        setTitleColor(configuration.foreground(tint: tint), for: .normal)
        let insets = configuration.contentInsets
        contentEdgeInsets = EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        backgroundColor = configuration.background(tint: tint)
        layer.cornerRadius = configuration.cornerRadius(height: Double(bounds.height))
    }

    static let configurationLook =
        "UIButton.Configuration: the title, image and colours are drawn; the style's background colour, corners and padding are approximations"
}
