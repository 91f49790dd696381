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

extension View {
    /// Views whose baseline is their text's but whose text the engine does not place for
    /// Auto Layout (a button's title, text fields and text views): their baseline anchors are
    /// laid out as the edges and reported.
    var hasUnmodelledBaseline: Bool { self is UIButton || self is UITextField || self is UITextView }
}

extension LayoutConstraint {
    /// `attribute` of `item` for the solver: a label's baselines from its text, every other
    /// attribute from the item's four variables (Layout/LayoutItem.swift).
    static func expression(of item: any LayoutItem, _ attribute: Attribute) -> LinearExpression {
        guard attribute == .firstBaseline || attribute == .lastBaseline,
            let offsets = (item as? Label)?.baselineOffsetsFromCentre
        else { return item.layoutVariables.expression(attribute) }
        var expression = item.layoutVariables.expression(.centerY)
        expression.constant += attribute == .firstBaseline ? offsets.first : offsets.last
        return expression
    }
}
