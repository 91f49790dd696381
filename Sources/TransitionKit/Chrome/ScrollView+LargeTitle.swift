import Foundation

/// A scroll under a large title. UIKit collapses the large title as the first scroll view of
/// the screen under the bar scrolls its content up (the bar goes from 44 + 52 pt under the
/// status bar down to 44, moving the safe area and the scroll view's insets with it); the
/// engine keeps the bar at its full height. That collapse is not modelled, so the scroll is
/// reported `not-modelled`, naming the screen, never a silent difference
/// (docs/uikit-defaults.md, "Large titles"). (No line: a `setContentOffset(_:animated:)`
/// overload taking `#filePath`/`#line` changed how a drag's scroll resolved, see the docs.)
extension ScrollView {
    /// Called on every offset change: reports a scroll of the content up from its resting
    /// place when this is the first scroll view of the top screen of a navigation controller
    /// whose bar shows a large title. The inset (which reads the safe area) is read last, only
    /// under such a bar, so every other scroll goes on exactly as before.
    func reportScrollUnderLargeTitle() {
        guard let timeline = Timeline.current, let controller = owningController,
            let navigation = controller.navigationController,
            navigation.topViewController === controller, !navigation.navigationBar.isHidden,
            navigation.navigationBar.showsLargeTitle(for: navigation.viewControllers),
            controller.viewIfLoaded.flatMap(Self.firstScrollView(in:)) === self,
            contentOffset.y > -adjustedContentInset.top + 0.5
        else { return }
        timeline.noteUnmodelled(
            "large titles collapsing on scroll: \(controller.logName)'s scroll view scrolled under a large title; "
                + "the bar stays 44 + 52 pt (UIKit collapses it to 44 as the content scrolls up)",
            at: nil)
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
