import Foundation

/// Intrinsic content sizes, and how a solve weighs them. A view with an intrinsic width (or
/// height) placed by constraints gets two constraints on that axis, as UIKit adds them: its
/// size ≤ the intrinsic one at its content-hugging priority and ≥ it at its
/// compression-resistance priority (UIKit's defaults 250 and 750). Text has no font metrics
/// here, so the sizes are the engine's approximations (Controls/UIFont.swift; 0.55 em per
/// character), rounded up to the pixel of a 3× screen as UIKit rounds them.
extension LayoutConstraint {
    /// `NSLayoutConstraint.Axis`, with UIKit's raw values.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

extension View {
    /// `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1
    /// `UIView.layoutFittingCompressedSize` and `layoutFittingExpandedSize`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The content changed: constraints that use the intrinsic size are solved again.
    public func invalidateIntrinsicContentSize() {
        (superview ?? self).setNeedsLayout()
    }

    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard contentHuggingPriority(for: axis) != priority else { return }
        layout.contentPriorities[axis == .horizontal ? 0 : 1] = priority
        invalidateIntrinsicContentSize()
    }

    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard contentCompressionResistancePriority(for: axis) != priority else { return }
        layout.contentPriorities[axis == .horizontal ? 2 : 3] = priority
        invalidateIntrinsicContentSize()
    }

    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        layoutIfMade?.contentPriorities[axis == .horizontal ? 0 : 1] ?? .defaultLow
    }

    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        layoutIfMade?.contentPriorities[axis == .horizontal ? 2 : 3] ?? .defaultHigh
    }

    /// The hugging and compression-resistance constraints of the view's intrinsic size.
    func intrinsicSizeConstraints() -> [LinearConstraint] {
        let size = intrinsicContentSize
        var result: [LinearConstraint] = []
        let variables = layoutVariables
        for (axis, variable, value) in [
            (LayoutConstraint.Axis.horizontal, variables.width, size.width), (.vertical, variables.height, size.height),
        ] where value != View.noIntrinsicMetric {
            let hug = Double(contentHuggingPriority(for: axis).rawValue)
            let resist = Double(contentCompressionResistancePriority(for: axis).rawValue)
            result.append(LinearConstraint(LinearExpression(variable), .lessThanOrEqual, LinearExpression(constant: value), priority: hug))
            result.append(
                LinearConstraint(LinearExpression(variable), .greaterThanOrEqual, LinearExpression(constant: value), priority: resist))
        }
        return result
    }
}

/// A length rounded up to the pixel of a 3× screen.
func roundedUpToPixel(_ value: Double) -> Double { (value * 3 - 1e-9).rounded(.up) / 3 }

extension Label {
    /// One line of the text in the label's font (several lines only where the text has line
    /// breaks and `numberOfLines` allows them); none without text, as UIKit's is zero-sized.
    var labelIntrinsicSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        let width = lines.map { NavigationBar.textWidth(String($0), fontSize: fontSize) }.max() ?? 0
        return CGSize(width: roundedUpToPixel(width), height: roundedUpToPixel(Double(font.lineHeight) * Double(lines.count)))
    }
}
