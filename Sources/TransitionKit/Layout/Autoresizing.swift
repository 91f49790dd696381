import Foundation

/// `UIView.AutoresizingMask` and the resizing it drives: when a view's bounds change size, each
/// subview that keeps its frame (`translatesAutoresizingMaskIntoConstraints`) and has a mask is
/// resized at once, from the setter, as UIKit's `setFrame:`/`setBounds:` do — so inside an
/// animation block the subviews' new frames animate on the block's curve. The same rule, as
/// linear pins on the superview's size, places such views in a constraint solve.
extension View {
    /// `UIView.AutoresizingMask`, with UIKit's raw values.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// UIKit's default for views made in code: none (the view keeps its frame).
    public var autoresizingMask: AutoresizingMask {
        get { layoutIfMade?.autoresizingMask ?? [] }
        set {
            guard newValue != autoresizingMask else { return }
            layout.autoresizingMask = newValue
            (superview ?? self).setNeedsLayout()
        }
    }

    /// Whether a size change resizes the subviews by their masks (UIKit's default: true).
    public var autoresizesSubviews: Bool {
        get { layoutIfMade?.autoresizesSubviews ?? true }
        set { if newValue != autoresizesSubviews { layout.autoresizesSubviews = newValue } }
    }

    /// Called by the `frame` and `bounds` setters when the size changed from `oldSize`.
    func resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews, !subviews.isEmpty else { return }
        let newSize = bounds.size
        let origin = bounds.origin
        for child in subviews {
            guard let state = child.layoutIfMade, !state.autoresizingMask.isEmpty, state.translatesAutoresizingMask else { continue }
            let frame = child.layoutFrame.offsetBy(dx: -origin.x, dy: -origin.y)
            let (x, y) = AutoresizingRule.axes(state.autoresizingMask, frame: frame, superviewSize: oldSize)
            let resized = CGRect(
                x: x.origin(newSize.width), y: y.origin(newSize.height),
                width: x.length(newSize.width), height: y.length(newSize.height))
            child.setLayoutFrame(resized.offsetBy(dx: origin.x, dy: origin.y))
        }
    }

    /// Sets the frame through `bounds` and `center`, writing only what changes (transforms are
    /// layout's to leave alone), so an animation block animates exactly what moved.
    func setLayoutFrame(_ frame: CGRect) {
        guard frame != layoutFrame else { return }
        if bounds.size != frame.size { bounds = CGRect(origin: bounds.origin, size: frame.size) }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if self.center != center { self.center = center }
    }
}

/// How a mask maps a superview's length to a subview's origin and length on one axis, both
/// linear in that length. Apple: "When more than one option along the same axis is set, the
/// default behavior is to distribute the size difference proportionally among the flexible
/// portions." Ours where that says nothing: portions that are all zero (or negative in sum)
/// share the difference equally; fixed portions keep their lengths.
struct AutoresizingRule {
    /// `origin = originConstant + originSlope × superviewLength`, the same for the length.
    let originConstant: Double, originSlope: Double
    let lengthConstant: Double, lengthSlope: Double

    func origin(_ superviewLength: Double) -> Double { originConstant + originSlope * superviewLength }
    func length(_ superviewLength: Double) -> Double { lengthConstant + lengthSlope * superviewLength }

    init(leading: Bool, size: Bool, trailing: Bool, origin: Double, length: Double, superviewLength: Double) {
        let portions = [(leading, origin), (size, length), (trailing, superviewLength - origin - length)]
        let flexible = portions.filter(\.0)
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ portion: (Bool, Double)) -> Double {
            guard portion.0 else { return 0 }
            return total > 0 ? portion.1 / total : 1 / Double(flexible.count)
        }
        // The new length of a flexible portion is its old one plus its share of the difference.
        originSlope = share(portions[0])
        originConstant = origin - originSlope * superviewLength
        lengthSlope = share(portions[1])
        lengthConstant = length - lengthSlope * superviewLength
    }

    static func axes(_ mask: View.AutoresizingMask, frame: CGRect, superviewSize: CGSize) -> (x: AutoresizingRule, y: AutoresizingRule) {
        (
            AutoresizingRule(
                leading: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
                trailing: mask.contains(.flexibleRightMargin), origin: frame.minX, length: frame.width,
                superviewLength: superviewSize.width),
            AutoresizingRule(
                leading: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
                trailing: mask.contains(.flexibleBottomMargin), origin: frame.minY, length: frame.height,
                superviewLength: superviewSize.height)
        )
    }
}
