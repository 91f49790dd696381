import Foundation

/// A scroll under the navigation bar. UIKit watches the first scroll view of the top screen:
/// under a large title, the bar's bottom follows the content's top edge as it scrolls up (the
/// large title collapses from 44 + 52 pt under the status bar down to 44, and expands again as
/// the content comes back down); and the bar takes `scrollEdgeAppearance` while the content is
/// at its top edge, `standardAppearance` once it has scrolled under the bar
/// (NavigationBar+LargeTitle.swift, NavigationBar+Appearance.swift; docs/uikit-defaults.md,
/// "Large titles").
extension ScrollView {
    /// Called on every offset change. Only a bar that shows a large title or draws a configured
    /// appearance follows; the inset (which reads the safe area) is read last, only under such a
    /// bar, so every other scroll goes on exactly as before.
    func updateNavigationBarForScroll() {
        guard let controller = owningController, let navigation = controller.navigationController,
            navigation.topViewController === controller
        else { return }
        let bar = navigation.navigationBar
        guard bar.showsItems, !bar.isHidden, !bar.isTransitioning, bar.followsScroll,
            controller.scrollViewUnderBar === self
        else { return }
        let stack = navigation.viewControllers
        bar.applyHeight(for: stack)
        bar.applyAppearance(for: stack)
    }

    /// The view controller whose root view this scroll view is, or is inside.
    private var owningController: ViewController? {
        var view: View? = self
        while let current = view {
            if let controller = current.layout.controller { return controller }
            view = current.superview
        }
        return nil
    }

    /// The root view itself when it scrolls, else the first scroll view met depth first.
    static func firstScrollView(in root: View) -> ScrollView? {
        if let scroll = root as? ScrollView { return scroll }
        for subview in root.subviews {
            if let found = firstScrollView(in: subview) { return found }
        }
        return nil
    }
}
