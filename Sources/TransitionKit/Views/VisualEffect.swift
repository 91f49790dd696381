import Foundation

/// `UIVisualEffect`: what a `UIVisualEffectView` shows. Immutable, as in UIKit (a copy is
/// the same object).
open class UIVisualEffect: NSObject, NSCopying {
    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// `UIBlurEffect`: a backdrop blur in one of UIKit's styles. The styles' strengths are not
/// published by Apple: the kit's radius and tint for each are conventions (`BlurLook`,
/// docs/uikit-defaults.md, "Blur"); the adaptable styles look as in light mode.
open class UIBlurEffect: UIVisualEffect {
    /// `UIBlurEffect.Style`, with UIKit's raw values (3, `extraDark`, is tvOS's only).
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// Not public on iOS either: an app keeps the style it asked for.
    let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// How a blur style is drawn: the backdrop's blur radius (points) and the tint laid over it.
struct BlurLook: Equatable {
    var radius: Double
    var tint: Color

    /// The kit's convention per style (docs/uikit-defaults.md, "Blur"): the traditional
    /// styles blur by 20 points; the materials from ultra-thin to thick blur more and tint
    /// more opaquely; `regular` is `light` and `prominent` `extraLight` (light mode).
    static func of(_ style: UIBlurEffect.Style) -> BlurLook {
        let white = { (alpha: Double) in Color(red: 1, green: 1, blue: 1, alpha: alpha) }
        let black = { (alpha: Double) in Color(red: 0.11, green: 0.11, blue: 0.12, alpha: alpha) }
        switch style {
        case .extraLight, .prominent: return BlurLook(radius: 20, tint: Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.8))
        case .light, .regular: return BlurLook(radius: 20, tint: white(0.3))
        case .dark: return BlurLook(radius: 20, tint: black(0.73))
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return BlurLook(radius: 10, tint: white(0.25))
        case .systemThinMaterial, .systemThinMaterialLight: return BlurLook(radius: 15, tint: white(0.45))
        case .systemMaterial, .systemMaterialLight: return BlurLook(radius: 20, tint: white(0.6))
        case .systemThickMaterial, .systemThickMaterialLight: return BlurLook(radius: 25, tint: white(0.75))
        case .systemChromeMaterial, .systemChromeMaterialLight: return BlurLook(radius: 20, tint: white(0.8))
        case .systemUltraThinMaterialDark: return BlurLook(radius: 10, tint: black(0.35))
        case .systemThinMaterialDark: return BlurLook(radius: 15, tint: black(0.55))
        case .systemMaterialDark: return BlurLook(radius: 20, tint: black(0.7))
        case .systemThickMaterialDark: return BlurLook(radius: 25, tint: black(0.85))
        case .systemChromeMaterialDark: return BlurLook(radius: 20, tint: black(0.8))
        }
    }
}

/// `UIVibrancyEffect`: declared so apps compile; a visual effect view with it is reported and
/// draws its content view only (vibrancy recolours content against the blur behind).
open class UIVibrancyEffect: UIVisualEffect {
    let blurEffect: UIBlurEffect
    let vibrancyStyle: UIVibrancyEffectStyle?

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        vibrancyStyle = nil
        super.init()
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        vibrancyStyle = style
        super.init()
    }
}

/// `UIVibrancyEffectStyle` (iOS 13), in the header's order.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}
