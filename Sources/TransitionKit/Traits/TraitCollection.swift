import Foundation

/// `UIUserInterfaceSizeClass`, with UIKit's raw values.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// `UIUserInterfaceStyle`, with UIKit's raw values.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// `UIUserInterfaceIdiom`, with UIKit's raw values (the cases a phone or tablet app meets).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// UIKit's `UITraitCollection`: the size classes, appearance and scale a view controller or a
/// view sees. A run's traits are its device's in portrait (docs/bring-your-own.md, "Traits"):
/// a phone is compact wide and regular tall, the iPad regular both ways; the appearance is
/// light, the scale the screen's. Immutable, as UIKit's; a trait left out of a collection made
/// from one trait is unspecified, and `init(traitsFrom:)` lets later collections' specified
/// traits win. Declared under UIKit's name; the `UIKit` module re-exports this one declaration.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// 0 when unspecified, as in UIKit.
    public let displayScale: CGFloat

    init(
        horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
        style: UIUserInterfaceStyle = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
        direction: UITraitEnvironmentLayoutDirection = .unspecified, scale: CGFloat = 0
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceStyle = style
        userInterfaceIdiom = idiom
        layoutDirection = direction
        displayScale = scale
        super.init()
    }

    /// Every trait unspecified.
    public override convenience init() { self.init(horizontal: .unspecified) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }
    public convenience init(displayScale scale: CGFloat) { self.init(scale: scale) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }

    /// The collections merged in order: each specified trait of a later one replaces the
    /// earlier value.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified
        var v = UIUserInterfaceSizeClass.unspecified
        var style = UIUserInterfaceStyle.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var scale: CGFloat = 0
        for traits in traitCollections {
            if traits.horizontalSizeClass != .unspecified { h = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { v = traits.verticalSizeClass }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.displayScale != 0 { scale = traits.displayScale }
        }
        self.init(horizontal: h, vertical: v, style: style, idiom: idiom, direction: direction, scale: scale)
    }

    /// The traits of the run in progress (of its window's device); outside a run, the default
    /// device's; inside `performAsCurrent(_:)`, that collection. UIKit also sets it around the
    /// calls it makes into app code; here those see the window's (an override in a view
    /// controller is not reflected: read `traitCollection`).
    open class var current: UITraitCollection {
        madeCurrent.last ?? UITraitCollection(device: UIScreen.main.device)
    }

    /// The collections `performAsCurrent(_:)` made current, innermost last.
    nonisolated(unsafe) private static var madeCurrent: [UITraitCollection] = []

    /// Runs `actions` with this collection as `current`, so dynamic colours and images resolved
    /// inside (`UIColor { traits in … }`, `resolvedColor(with: .current)`) take its values.
    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        Self.madeCurrent.append(self)
        defer { Self.madeCurrent.removeLast() }
        try actions()
    }

    /// A device's traits in portrait, light appearance, in the run's layout direction.
    public convenience init(device: Device) {
        self.init(
            horizontal: device.isPad ? .regular : .compact, vertical: .regular, style: .light,
            idiom: device.isPad ? .pad : .phone, direction: UIApplication.runLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            scale: UIScreen(device: device).scale)
    }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
    }

    /// Whether a dynamic colour could resolve differently: the appearance differs.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// This collection with the appearance replaced (the engine's merge of overrides).
    func with(style: UIUserInterfaceStyle) -> UITraitCollection {
        style == .unspecified ? self : UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.horizontalSizeClass == horizontalSizeClass && other.verticalSizeClass == verticalSizeClass
            && other.userInterfaceStyle == userInterfaceStyle && other.userInterfaceIdiom == userInterfaceIdiom
            && other.layoutDirection == layoutDirection && other.displayScale == displayScale
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        return hasher.finalize()
    }
}

/// `UITraitEnvironmentLayoutDirection`, with UIKit's raw values.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// `UITraitEnvironment`: what views, view controllers and presentation controllers share.
/// `traitCollectionDidChange(_:)` is called when an object's traits change: here only through
/// `overrideUserInterfaceStyle` or a presentation controller's `overrideTraitCollection`, since
/// a run's device does not turn or change size while it runs.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
