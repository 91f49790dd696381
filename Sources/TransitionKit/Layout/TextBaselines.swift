import Foundation

// Baselines in constraints. Apple documents (`forFirstBaselineLayout`, `forLastBaselineLayout`)
// that Auto Layout uses the baseline of the view, and "if that view does not have a baseline,
// Auto Layout uses the view's top edge" for the first and "the view's bottom edge" for the
// last — so for views without text the edges are UIKit's rule, not an approximation. A label's
// baselines are its text's: the lines are drawn as a block centred vertically in the label's
// bounds (as the page draws them, and as UILabel centres its text), one line height each; the
// first baseline is the font's ascender below the block's top, the last the descender above
// its bottom (the system font has no leading). The lines are those of the label's intrinsic
// size (its own line breaks, wrapped at `preferredMaxLayoutWidth`).

extension Label {
    /// The first and last baselines' distances from the label's vertical centre, or nil
    /// without text (no baseline: the documented edges).
    var baselineOffsetsFromCentre: (first: Double, last: Double)? {
        let lines = labelLineCount
        guard lines > 0 else { return nil }
        let font: UIFont = self.font
        let block = Double(font.lineHeight) * Double(lines)
        return (-block / 2 + Double(font.ascender), block / 2 + Double(font.descender))
    }
}

/// Where a view's baseline is: a fixed distance from its vertical centre (text centred in the
/// view) or from its top (text set from the top).
enum BaselinePosition: Equatable {
    case fromCentre(Double)
    case fromTop(Double)

    /// The baseline's distance below the top of a view `height` tall.
    func distanceFromTop(height: Double) -> Double {
        switch self {
        case .fromCentre(let offset): height / 2 + offset
        case .fromTop(let distance): distance
        }
    }
}

extension View {
    /// Views whose baseline is their text's but whose text the engine does not place for
    /// Auto Layout: a text view's last baseline (its lines wrap inside the text container,
    /// which the engine does not lay out), laid out as its bottom edge and reported.
    var hasUnmodelledLastBaseline: Bool { self is UITextView }

    /// The first (`last` false) or last baseline, nil for a view without one (its top or
    /// bottom edge, as Apple documents). A label's are its text's (above); a button's its
    /// title's, one line centred in the content rectangle (Controls/Button.swift lays it out
    /// so); a text field's its one line of text centred in the field; a text view's first its
    /// first line's, the text container's top inset (UIKit's default 8 points) above it.
    func baselinePosition(last: Bool) -> BaselinePosition? {
        if let label = self as? Label {
            return label.baselineOffsetsFromCentre.map { .fromCentre(last ? $0.last : $0.first) }
        }
        if let button = self as? UIButton {
            guard button.currentTitle != nil, let font = button.titleLabel?.font else { return nil }
            let content = button.contentEdgeInsets
            let shift = button.titleEdgeInsets
            let titleTop = (content.top - content.bottom) / 2 + (shift.top - shift.bottom) / 2 - Double(font.lineHeight) / 2
            return .fromCentre(titleTop + Double(font.ascender))
        }
        if let field = self as? UITextField {
            let font = field.font ?? .systemFont(ofSize: 17)
            return .fromCentre(-Double(font.lineHeight) / 2 + Double(font.ascender))
        }
        if let textView = self as? UITextView, !last {
            let font = textView.font ?? .systemFont(ofSize: 17)
            return .fromTop(UITextView.textContainerTopInset + Double(font.ascender))
        }
        return nil
    }
}

extension UITextView {
    /// UIKit's default `textContainerInset.top`.
    static let textContainerTopInset = 8.0
}

extension LayoutConstraint {
    /// `attribute` of `item` for the solver: a view's baselines where its text puts them
    /// (`baselinePosition(last:)`), every other attribute from the item's four variables
    /// (Layout/LayoutItem.swift).
    static func expression(of item: any LayoutItem, _ attribute: Attribute) -> LinearExpression {
        guard attribute == .firstBaseline || attribute == .lastBaseline,
            let position = (item as? View)?.baselinePosition(last: attribute == .lastBaseline)
        else { return item.layoutVariables.expression(attribute) }
        switch position {
        case .fromCentre(let offset):
            var expression = item.layoutVariables.expression(.centerY)
            expression.constant += offset
            return expression
        case .fromTop(let distance):
            var expression = item.layoutVariables.expression(.top)
            expression.constant += distance
            return expression
        }
    }
}
