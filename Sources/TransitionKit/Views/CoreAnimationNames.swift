import Foundation

// Core Animation's string-backed name types that the layer API takes, with Apple's raw
// values, and its corner mask. Their own file, so the animation side (CAMediaTimingFunctionName,
// CAMediaTimingFillMode, CATransitionType …) can sit beside them. The Swift 4-era `kCA…`
// constants are in the QuartzCore module (Sources/QuartzCore/SwiftFourNames.swift).

/// A Core Animation name: a string wrapped in its own type, as the SDK imports `NS_TYPED_ENUM`s.
public protocol CoreAnimationName: RawRepresentable, Hashable, Sendable where RawValue == String {
    init(rawValue: String)
}

extension CoreAnimationName {
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
}

/// `CALayerContentsGravity`.
public struct CALayerContentsGravity: CoreAnimationName {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = Self(rawValue: "center")
    public static let top = Self(rawValue: "top")
    public static let bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft")
    public static let topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    public static let bottomRight = Self(rawValue: "bottomRight")
    public static let resize = Self(rawValue: "resize")
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// `CALayerCornerCurve` (iOS 13).
public struct CALayerCornerCurve: CoreAnimationName {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = Self(rawValue: "circular")
    public static let continuous = Self(rawValue: "continuous")
}

/// `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: CoreAnimationName {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = Self(rawValue: "non-zero")
    public static let evenOdd = Self(rawValue: "even-odd")
}

/// `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: CoreAnimationName {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = Self(rawValue: "butt")
    public static let round = Self(rawValue: "round")
    public static let square = Self(rawValue: "square")
}

/// `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: CoreAnimationName {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = Self(rawValue: "miter")
    public static let round = Self(rawValue: "round")
    public static let bevel = Self(rawValue: "bevel")
}

/// `CAGradientLayerType`: axial (the default), radial (iOS 12) and conic (iOS 12).
public struct CAGradientLayerType: CoreAnimationName {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = Self(rawValue: "axial")
    public static let radial = Self(rawValue: "radial")
    public static let conic = Self(rawValue: "conic")
}

/// `CACornerMask` (iOS 11): which corners `cornerRadius` rounds, with Apple's bit values.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    /// Every corner: the default.
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}
