import Foundation

/// A headless `UIStackView`, laid out by its `layoutSubviews()` (not by constraints the solver
/// sees): along the axis each arranged subview takes its intrinsic length (its current one
/// when it has none), the distribution shares what is left, and across the axis the alignment
/// places it. Where Apple's documentation leaves a choice, ours (docs/engine.md, "Stack
/// views"): `.fill` stretches the arranged view with the lowest hugging priority and shrinks
/// the one with the lowest compression resistance, the lowest index on ties. A hidden arranged
/// subview collapses to zero length where it stands, and its spacing goes, so hiding one and
/// calling `layoutIfNeeded()` inside an animation block animates the others into place.
open class StackView: View {
    /// `UIStackView.Distribution`, with UIKit's raw values.
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `UIStackView.Alignment`, with UIKit's raw values (`top` is `leading`, `bottom` `trailing`).
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    open private(set) var arrangedSubviews: [View] = []
    open var axis: LayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    /// The baseline alignments line a row's texts up (StackView+Arrangement.swift); a column
    /// places them as `.leading` and `.trailing`.
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    public init(arrangedSubviews views: [View]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Adds `view` as a subview too, and lets constraints (not its frame) place it, as UIKit does.
    open func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: Swift.max(0, Swift.min(stackIndex, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Leaves `view` a subview, as UIKit does: the app removes it from its superview.
    open func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsLayout()
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsLayout()
    }

    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    /// `UIStackView.spacingUseDefault`: `customSpacing(after:)` when none was set.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude

    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
    }

    /// The arranged subviews' lengths and gaps along the axis, their sizes across.
    open override var intrinsicContentSize: CGSize {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let along = visible.map { naturalLength($0, across: false) }.reduce(0, +) + gaps(visible).reduce(0, +)
        let across = visible.map { naturalLength($0, across: true) }.max() ?? 0
        return axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutArrangedSubviews()
    }
}
