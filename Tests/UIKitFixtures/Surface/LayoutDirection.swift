import UIKit

// Layout direction and paint order as slide animators write them: an offset mirrored for a
// right-to-left view, two cards swapped before the animation.
// Tests/UIKitTests/LayoutDirectionTests.swift runs them.

enum SlideDirection {
    /// The slide's offset, mirrored when the view lays out right to left.
    static func offset(for view: UIView, width: CGFloat) -> CGFloat {
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -width : width
    }

    static func direction(of attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: attribute)
    }

    static func forceRightToLeft(_ view: UIView) { view.semanticContentAttribute = .forceRightToLeft }

    /// Puts the back card in front, as a card-stack transition does before animating.
    static func swapCards(in stack: UIView) { stack.exchangeSubview(at: 0, withSubviewAt: stack.subviews.count - 1) }
}
