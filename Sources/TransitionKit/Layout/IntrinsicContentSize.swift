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
    /// The width a multi-line label's intrinsic size wraps its text at (0: no wrapping), as
    /// UIKit documents it: "if the text extends beyond the width specified by this property,
    /// the additional text flows to one or more new lines". Kept with the view's layout state
    /// (made only when it is set), so labels that never set it carry nothing.
    public var preferredMaxLayoutWidth: CGFloat {
        get { layoutIfMade?.preferredMaxLayoutWidth ?? 0 }
        set {
            guard newValue != preferredMaxLayoutWidth else { return }
            layout.preferredMaxLayoutWidth = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// The text's lines in the label's font: its own line breaks, and — for a multi-line label
    /// (`numberOfLines` not 1) with a `preferredMaxLayoutWidth` — words wrapped to that width
    /// (a word wider than it keeps a line of its own; UIKit would break it by character), at
    /// most `numberOfLines` of them (0: all). The width is the widest line, the height one line
    /// height per line; none without text, as UIKit's is zero-sized.
    var labelIntrinsicSize: CGSize { labelTextSize(wrappingAt: Double(preferredMaxLayoutWidth)) }

    /// The text's size with multi-line wrapping at `wrapWidth` (none when it is not positive).
    func labelTextSize(wrappingAt wrapWidth: Double) -> CGSize {
        let lines = labelLines(wrappingAt: wrapWidth)
        guard !lines.isEmpty else { return .zero }
        let widest = lines.map(labelLineWidth).max() ?? 0
        return CGSize(width: roundedUpToPixel(widest), height: roundedUpToPixel(Double(font.lineHeight) * Double(lines.count)))
    }

    /// The lines of the intrinsic size (none without text): the baselines count them.
    var labelLineCount: Int { labelLines(wrappingAt: Double(preferredMaxLayoutWidth)).count }

    private func labelLineWidth(_ line: Substring) -> Double { NavigationBar.textWidth(String(line), fontSize: fontSize) }

    private func labelLines(wrappingAt wrapWidth: Double) -> [Substring] {
        guard let text, !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if numberOfLines != 1, wrapWidth > 0 {
            lines = lines.flatMap { Self.wrapped($0, at: wrapWidth, width: labelLineWidth) }
        }
        if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        return lines
    }

    /// `line` broken at spaces into lines no wider than `limit`, greedily, as word wrapping does.
    static func wrapped(_ line: Substring, at limit: Double, width: (Substring) -> Double) -> [Substring] {
        var result: [Substring] = []
        var current: Substring?
        for word in line.split(separator: " ", omittingEmptySubsequences: true) {
            if let start = current {
                let candidate = line[start.startIndex..<word.endIndex]
                if width(candidate) <= limit + 1e-9 {
                    current = candidate
                    continue
                }
                result.append(start)
            }
            current = word
        }
        result.append(current ?? line)
        return result
    }
}
