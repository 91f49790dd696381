import Foundation

/// UIKit's `UIColor`: a class, as in UIKit, so apps' `extension UIColor { convenience init(hex:) }`,
/// subclasses and `class var` colours compile. It wraps the engine's `Color` value, which the
/// tracks animate; equal and hashable by that value, as `UIColor.isEqual(_:)` compares colours.
/// Declared under UIKit's name: the `UIKit` module re-exports this one declaration.
open class UIColor: NSObject, @unchecked Sendable {
    /// The sRGB components the engine records and draws.
    public let rgba: Color

    /// The designated initialiser the convenience ones (an app's too) end in.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        super.init()
    }

    /// A dynamic colour's provider (`init(dynamicProvider:)`); `rgba` is its colour for the
    /// run's traits (light appearance), which is what views draw.
    private var provider: ((UITraitCollection) -> UIColor)?
    /// The name of a dynamic system colour (`label` …): its dark-mode value is not known here.
    private var systemName: String?

    /// UIKit's dynamic colour (`UIColor { traits in … }`): the provider is asked again by
    /// `resolvedColor(with:)`; drawn, it is its colour for the run's traits.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        rgba = dynamicProvider(UITraitCollection.current).resolvedColor(with: UITraitCollection.current).rgba
        provider = dynamicProvider
        super.init()
    }

    /// The colour for `traitCollection`: a dynamic colour asks its provider; a fixed colour is
    /// itself. A system colour asked for the dark appearance keeps its light-mode value and
    /// says so (`not-modelled`).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        if let provider { return provider(traitCollection).resolvedColor(with: traitCollection) }
        if let systemName, traitCollection.userInterfaceStyle == .dark {
            Timeline.current?.noteUnmodelled(
                "UIColor.\(systemName) resolved for the dark appearance (system colours have their light-mode values here)")
        }
        return self
    }

    private static func system(_ color: Color, _ name: String) -> UIColor {
        let made = UIColor(color)
        made.systemName = name
        return made
    }

    /// A colour from the engine's value (the kit's own scenes use it).
    public convenience init(_ color: Color) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// HSB as UIKit converts it: hue and saturation in 0…1, brightness the largest component.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = Double(saturation)
        let v = Double(brightness)
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Display P3 components, taken as sRGB (the page draws sRGB): a difference only in
    /// saturated colours, which `not-modelled` does not report.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as a layer takes it (`layer.borderColor = color.cgColor`).
    open var cgColor: CGColor { CGColor(rgba) }

    /// `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) {
        self.init(cgColor.rgba)
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    /// UIKit's `getRed(_:green:blue:alpha:)`: writes the components through the pointers
    /// given (`&r`), and answers true (every colour here is RGB).
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = rgba.red
        green?.pointee = rgba.green
        blue?.pointee = rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    /// UIKit's `getWhite(_:alpha:)`: true only for a grey (equal components).
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard rgba.red == rgba.green, rgba.green == rgba.blue else { return false }
        white?.pointee = rgba.red
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Dynamic colours are equal when they are the same object, as in UIKit; fixed colours
    /// when their components are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if provider != nil || other.provider != nil { return other === self }
        return other.rgba == rgba
    }

    open override var hash: Int { rgba.hashValue }

    open override var description: String {
        "UIExtendedSRGBColorSpace \(rgba.red) \(rgba.green) \(rgba.blue) \(rgba.alpha)"
    }

    // The colours UIKit documents by value.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // Dynamic system colours, at their light-mode values (docs/bring-your-own.md).
    open class var systemBackground: UIColor { system(Color.systemBackground, "systemBackground") }
    open class var secondarySystemBackground: UIColor { system(Color.secondarySystemBackground, "secondarySystemBackground") }
    open class var tertiarySystemBackground: UIColor { system(Color.white, "tertiarySystemBackground") }
    // The grouped backgrounds (a grouped table's and the cards on it), light mode: #F2F2F7, white, #F2F2F7.
    open class var systemGroupedBackground: UIColor { system(Color(hex: 0xF2F2F7), "systemGroupedBackground") }
    open class var secondarySystemGroupedBackground: UIColor { system(Color.white, "secondarySystemGroupedBackground") }
    open class var tertiarySystemGroupedBackground: UIColor { system(Color(hex: 0xF2F2F7), "tertiarySystemGroupedBackground") }
    open class var separator: UIColor { system(Color.separator, "separator") }
    open class var label: UIColor { system(Color.label, "label") }
    open class var secondaryLabel: UIColor { system(Color.secondaryLabel, "secondaryLabel") }
    open class var systemBlue: UIColor { system(Color.systemBlue, "systemBlue") }
    open class var systemGray: UIColor { system(Color.systemGray, "systemGray") }
    open class var systemGreen: UIColor { system(Color.systemGreen, "systemGreen") }
    open class var systemOrange: UIColor { system(Color.systemOrange, "systemOrange") }
    open class var systemRed: UIColor { system(Color.systemRed, "systemRed") }
    open class var systemYellow: UIColor { system(Color.systemYellow, "systemYellow") }
    open class var systemPink: UIColor { system(Color.systemPink, "systemPink") }
    open class var systemPurple: UIColor { system(Color.systemPurple, "systemPurple") }
    open class var systemTeal: UIColor { system(Color.systemTeal, "systemTeal") }
    open class var systemIndigo: UIColor { system(Color.systemIndigo, "systemIndigo") }
}
