import Foundation

/// The arithmetic of `StackView.layoutSubviews()` (StackView.swift).
extension StackView {
    /// A view's length along (or across) the axis: a required constant size constraint of its
    /// own wins (as it would in UIKit's constraints), else its intrinsic length, else its
    /// current one.
    func naturalLength(_ view: View, across: Bool) -> Double {
        let horizontal = (axis == .horizontal) != across
        if let fixed = fixedLength(view, horizontal: horizontal) { return fixed }
        let intrinsic = view.intrinsicContentSize
        let value = horizontal ? intrinsic.width : intrinsic.height
        if value != View.noIntrinsicMetric { return Double(value) }
        return Double(horizontal ? view.bounds.width : view.bounds.height)
    }

    /// The constant of a required `widthAnchor`/`heightAnchor` `constraint(equalToConstant:)`
    /// active on the view, if any.
    func fixedLength(_ view: View, horizontal: Bool) -> Double? {
        let attribute: LayoutConstraint.Attribute = horizontal ? .width : .height
        return view.constraints.first {
            $0.firstItem === view && $0.secondItem == nil && $0.firstAttribute == attribute && $0.relation == .equal
                && $0.priority == .required
        }.map { Double($0.constant) }
    }

    /// The gap after each visible view but the last: its custom spacing, else `spacing`.
    func gaps(_ visible: [View]) -> [Double] {
        visible.dropLast().map { view in
            let custom = customSpacing(after: view)
            return Double(custom == StackView.spacingUseDefault ? spacing : custom)
        }
    }

    func layOutArrangedSubviews() {
        let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        let horizontal = axis == .horizontal
        let rightToLeft = isRightToLeft
        let start = Double(horizontal ? area.minX : area.minY)
        let length = Double(horizontal ? area.width : area.height)
        let crossStart = Double(horizontal ? area.minY : area.minX)
        let crossLength = Double(horizontal ? area.height : area.width)
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var gaps = self.gaps(visible)
        var lengths = visible.map { naturalLength($0, across: false) }
        let available = length - gaps.reduce(0, +)
        let extra = available - lengths.reduce(0, +)
        switch distribution {
        case .fill:
            lengths = filled(lengths, visible, extra: extra)
        case .fillEqually:
            lengths = lengths.map { _ in Swift.max(0, available / Double(Swift.max(1, visible.count))) }
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            lengths = lengths.map { total > 0 ? available * $0 / total : available / Double(visible.count) }
        case .equalSpacing:
            if extra < 0 {
                lengths = filled(lengths, visible, extra: extra)
            } else if !gaps.isEmpty {
                gaps = gaps.map { $0 + extra / Double(gaps.count) }
            }
        case .equalCentering:
            if extra < 0 {
                lengths = filled(lengths, visible, extra: extra)
            } else if visible.count > 1 {
                // Centres equally apart, the first view at the start and the last at the end.
                let step = (length - lengths[0] / 2 - lengths[lengths.count - 1] / 2) / Double(visible.count - 1)
                gaps = (0..<gaps.count).map { step - lengths[$0] / 2 - lengths[$0 + 1] / 2 }
            }
        }
        var position = start
        var placed: [ObjectIdentifier: (Double, Double)] = [:]
        for (index, view) in visible.enumerated() {
            placed[ObjectIdentifier(view)] = (position, lengths[index])
            position += lengths[index] + (index < gaps.count ? gaps[index] : 0)
        }
        let baseline = horizontal ? baselineLine(visible, crossStart: crossStart, crossLength: crossLength) : nil
        var collapsedAt = start
        for view in arrangedSubviews {
            let (along, size) = placed[ObjectIdentifier(view)] ?? (collapsedAt, 0)
            collapsedAt = along + size
            let natural = naturalLength(view, across: true)
            let (cross, crossSize): (Double, Double) =
                switch alignment {
                case .fill: (crossStart, crossLength)
                case .firstBaseline where baseline != nil, .lastBaseline where baseline != nil:
                    (baseline! - baselineDistance(view, height: natural), natural)
                case .leading, .firstBaseline: (crossStart, natural)
                case .center: (crossStart + (crossLength - natural) / 2, natural)
                case .trailing, .lastBaseline: (crossStart + crossLength - natural, natural)
                }
            var frame =
                horizontal
                ? CGRect(x: along, y: cross, width: size, height: crossSize)
                : CGRect(x: cross, y: along, width: crossSize, height: size)
            // Right to left, leading is the right edge: the first view on the right in a row,
            // `.leading` alignment on the right in a column.
            if rightToLeft { frame.origin.x = area.minX + area.maxX - frame.maxX }
            view.setLayoutFrame(frame)
        }
    }

    /// A row's baseline alignment (ours, as UIKit is observed to arrange it): the baselines on
    /// one line, the view reaching highest above it at the top of the row (`.firstBaseline`)
    /// or the one reaching lowest below it at the bottom (`.lastBaseline`); each view at its
    /// intrinsic height. Nil for the other alignments.
    private func baselineLine(_ visible: [View], crossStart: Double, crossLength: Double) -> Double? {
        guard alignment == .firstBaseline || alignment == .lastBaseline, !visible.isEmpty else { return nil }
        let measures = visible.map { view -> (above: Double, below: Double) in
            let height = naturalLength(view, across: true)
            let above = baselineDistance(view, height: height)
            return (above, height - above)
        }
        return alignment == .firstBaseline
            ? crossStart + (measures.map(\.above).max() ?? 0)
            : crossStart + crossLength - (measures.map(\.below).max() ?? 0)
    }

    /// The aligned baseline's distance below the view's top at `height`: its text's, else its
    /// top edge (first) or bottom edge (last), as Apple documents for a view without text.
    private func baselineDistance(_ view: View, height: Double) -> Double {
        let last = alignment == .lastBaseline
        return view.baselinePosition(last: last)?.distanceFromTop(height: height) ?? (last ? height : 0)
    }

    /// `.fill`: the difference to the lowest hugging priority (stretching) or the lowest
    /// compression resistance (shrinking, view after view while any length is left), the
    /// lowest index first on ties.
    private func filled(_ lengths: [Double], _ visible: [View], extra: Double) -> [Double] {
        guard !visible.isEmpty, extra != 0 else { return lengths }
        var lengths = lengths
        // A view whose size a required constraint fixes neither stretches nor shrinks.
        let flexible = visible.indices.filter { fixedLength(visible[$0], horizontal: axis == .horizontal) == nil }
        if extra > 0 {
            let hug = visible.map { $0.contentHuggingPriority(for: axis) }
            guard let index = flexible.min(by: { hug[$0] < hug[$1] }) else { return lengths }
            lengths[index] += extra
            return lengths
        }
        var deficit = -extra
        let resist = visible.map { $0.contentCompressionResistancePriority(for: axis) }
        for index in flexible.sorted(by: { resist[$0] < resist[$1] || (resist[$0] == resist[$1] && $0 < $1) }) where deficit > 0 {
            let cut = Swift.min(deficit, lengths[index])
            lengths[index] -= cut
            deficit -= cut
        }
        return lengths
    }
}
