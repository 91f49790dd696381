import Foundation

/// `standardAppearance` and `scrollEdgeAppearance` (UINavigationBarAppearance, iOS 13), as
/// Apple documents them: the bar applies `scrollEdgeAppearance` "if the edge of the scrolled
/// content reaches that bar", `standardAppearance` otherwise; a nil `scrollEdgeAppearance` is
/// the standard one "modified to use a transparent background"; the top item's appearances
/// override the bar's. What the bar draws of an appearance: the background (the configured
/// style under `backgroundColor`), the shadow (the hairline in `shadowColor`; nil or clear,
/// none) and the titles' `.foregroundColor` (docs/uikit-defaults.md, "Bar appearances").
///
/// A bar whose appearances the app never configured keeps the kit's look (a translucent bar
/// with its hairline) at the scroll edge too, so entries that never touch appearances draw as
/// before.
extension NavigationBar {
    /// Whether scrolls under the bar change what it draws: a large title or a configured appearance.
    var followsScroll: Bool {
        prefersLargeTitles || hasConfiguredAppearance(for: navigationController?.topViewController?.navigationItem)
    }

    func hasConfiguredAppearance(for item: NavigationItem?) -> Bool {
        [standardAppearance, scrollEdgeAppearance, item?.standardAppearance, item?.scrollEdgeAppearance]
            .contains { $0?.isCustomized == true }
    }

    /// Whether the top screen's content is at its top edge under the bar: its first scroll view
    /// rests at its top (or is pulled down past it). A screen without a scroll view counts as at
    /// the edge, as iOS 15's bars over plain screens show their scroll-edge look.
    func isAtScrollEdge(for stack: [ViewController]) -> Bool {
        guard let scroll = stack.last?.scrollViewUnderBar else { return true }
        return scroll.contentOffset.y + restingInsetTop(of: scroll, stack) <= 0.5
    }

    /// The appearance the bar draws for `stack`, nil when the app configured none (the kit's look).
    func resolvedAppearance(for stack: [ViewController]) -> UINavigationBarAppearance? {
        guard let item = stack.last?.navigationItem, hasConfiguredAppearance(for: item) else { return nil }
        let standard = item.standardAppearance ?? standardAppearance
        guard isAtScrollEdge(for: stack) else { return standard }
        if let edge = item.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let transparent = UINavigationBarAppearance(barAppearance: standard)
        transparent.titleTextAttributes = standard.titleTextAttributes
        transparent.largeTitleTextAttributes = standard.largeTitleTextAttributes
        transparent.backgroundColor = nil
        transparent.backgroundImage = nil
        transparent.shadowColor = nil
        transparent.backgroundStyle = .transparent
        return transparent
    }

    /// Draws `stack`'s appearance: the background and the shadow (animated in a push's or
    /// pop's block), and at rest the shown item's title colours.
    func applyAppearance(for stack: [ViewController]) {
        guard showsItems, let appearance = resolvedAppearance(for: stack) else { return }
        let background = appearance.drawnBackground
        if backgroundColor != background { backgroundColor = background }
        let shadow = appearance.drawnShadow
        for hairline in subviews where hairline.role == "hairline" && hairline.backgroundColor != shadow {
            hairline.backgroundColor = shadow
        }
        if !isTransitioning, let current { style(current, with: appearance) }
    }

    /// The titles' colours from the appearance's text attributes (`.label` without one).
    func style(_ views: ItemViews, with appearance: UINavigationBarAppearance?) {
        guard let appearance else { return }
        views.title.textColor = appearance.titleTextAttributes[UINavigationBarAppearance.colorKey] as? UIColor ?? .label
        views.largeTitle?.textColor = appearance.largeTitleTextAttributes[UINavigationBarAppearance.colorKey] as? UIColor ?? .label
    }

    /// Called when the app sets an appearance or `prefersLargeTitles` on a bar on screen.
    func barChromeDidChange() {
        guard showsItems, !isTransitioning else { return }
        refreshItems()
    }
}

extension UIBarAppearance {
    /// The bar's background: `backgroundColor` over the configured style.
    var drawnBackground: UIColor {
        if let backgroundColor { return backgroundColor }
        switch backgroundStyle {
        case .standard: return NavigationBar.defaultBackground
        case .opaque: return .systemBackground
        case .transparent: return .clear
        }
    }

    /// The hairline's colour: none (clear) for a nil or clear `shadowColor`.
    var drawnShadow: UIColor { shadowColor ?? .clear }
}
