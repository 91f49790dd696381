import Foundation

/// Later phases of issue #23 (intrinsic content size with hugging and compression
/// resistance, fitting sizes): declared with UIKit's names so app code compiles, and reported
/// `not-modelled` at the app's line, since frames that depend on them may differ from UIKit's.
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

    private func noteLayoutUnmodelled(_ feature: String, _ file: String, _ line: Int) {
        Timeline.current?.noteUnmodelled(feature, at: CallSite(filePath: file, line: line))
    }

    public func setContentHuggingPriority(
        _ priority: LayoutPriority, for axis: LayoutConstraint.Axis,
        file: String = #filePath, line: Int = #line
    ) {
        noteLayoutUnmodelled("setContentHuggingPriority(_:for:) (intrinsic content size)", file, line)
    }

    public func setContentCompressionResistancePriority(
        _ priority: LayoutPriority, for axis: LayoutConstraint.Axis,
        file: String = #filePath, line: Int = #line
    ) {
        noteLayoutUnmodelled("setContentCompressionResistancePriority(_:for:) (intrinsic content size)", file, line)
    }

    /// UIKit's defaults: 250 for hugging, 750 for compression resistance.
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority { .defaultLow }
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority { .defaultHigh }

    public func invalidateIntrinsicContentSize(file: String = #filePath, line: Int = #line) {
        noteLayoutUnmodelled("invalidateIntrinsicContentSize() (intrinsic content size)", file, line)
    }

    /// The view's current size, reported: fitting sizes need intrinsic content sizes.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, file: String = #filePath, line: Int = #line) -> CGSize {
        noteLayoutUnmodelled("systemLayoutSizeFitting(_:)", file, line)
        return bounds.size
    }

    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority,
        file: String = #filePath, line: Int = #line
    ) -> CGSize {
        noteLayoutUnmodelled("systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)", file, line)
        return bounds.size
    }
}
