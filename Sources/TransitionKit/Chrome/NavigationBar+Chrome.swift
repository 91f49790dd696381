import Foundation

/// The navigation chrome the engine keeps but does not draw — large titles, bar button items,
/// a configured appearance, the toolbar, the navigation bar's slide — reported `not-modelled` where it
/// would show, so a frame that differs from UIKit's is said (docs/bring-your-own.md,
/// "Navigation chrome").
enum NavigationChrome {
    static func reportBarSlide(on controller: ViewController) {
        Timeline.current?.noteUnmodelled(
            "setNavigationBarHidden(_:animated: true): the bar's slide (it shows or hides at once)", onViewOf: controller)
    }

    static func reportToolbar() {
        Timeline.current?.noteUnmodelled("the navigation controller's toolbar (not drawn)")
    }
}

extension NavigationBar {
    /// What the shown item and the bar ask for that the bar does not draw.
    func reportUndrawnChrome(for item: NavigationItem) {
        guard let timeline = Timeline.current else { return }
        if prefersLargeTitles && item.largeTitleDisplayMode != .never {
            timeline.noteUnmodelled(
                "large titles (prefersLargeTitles): the bar is 52 pt taller, but draws the standard title, not the large one")
        }
        if !(item.rightBarButtonItems ?? []).isEmpty || !(item.leftBarButtonItems ?? []).isEmpty || item.titleView != nil {
            timeline.noteUnmodelled("bar button items and title views on the navigation bar (not drawn)")
        }
        let appearances = [standardAppearance, scrollEdgeAppearance, item.standardAppearance, item.scrollEdgeAppearance]
        if appearances.contains(where: { $0?.isCustomized == true }) || barTintColor != nil {
            timeline.noteUnmodelled("a configured navigation bar appearance (the bar keeps the kit's look)")
        }
    }
}
