import Foundation

/// `setNavigationBarHidden(_:animated: true)` as UIKit does it: "the duration of the animation is
/// specified by the value in the `hideShowBarDuration` constant" [Doc]. The bar laid out by its
/// navigation controller slides up off the screen (to minus its height) and is hidden at the
/// end, or is shown above the screen and slides down into place, on the default ease-in-out
/// curve. `isNavigationBarHidden` answers the new value at once; the safe area top of the
/// screens under the bar is the status bar's (or the bar's bottom) from the start, and a layout
/// pass runs in the same block, so views laid out from the safe area move with the bar
/// (docs/uikit-defaults.md, "The navigation bar's slide").
extension NavigationController {
    /// UIKit's `class let hideShowBarDuration: CGFloat` (a constant: a `static let` here, read
    /// the same way). Apple does not state the value; 0.2 s is the value apps print **[Chosen]**.
    public static let hideShowBarDuration: CGFloat = 0.2

    /// The slide, when the bar is laid out by this navigation controller; false when there is
    /// nothing to slide (the caller then changes the bar at once).
    func slideNavigationBar(hidden: Bool) -> Bool {
        let bar = navigationBar
        guard hidden != isNavigationBarHidden, isViewLoaded else { return false }
        if hidden {
            guard bar.showsItems, !bar.isHidden else { return false }
            barSlideTarget = true
            let generation = nextBarSlide()
            View.animate(
                withDuration: Self.hideShowBarDuration,
                animations: {
                    bar.frame.origin.y = -bar.frame.height
                    self.view.layoutIfNeeded()
                },
                completion: { [weak self] _ in
                    guard let self, self.barSlideGeneration == generation else { return }
                    self.barSlideTarget = nil
                    View.performWithoutAnimation {
                        bar.isHidden = true
                        bar.frame.origin.y = 0
                    }
                })
            return true
        }
        View.performWithoutAnimation { isNavigationBarHidden = false }
        guard bar.showsItems else { return true }
        View.performWithoutAnimation { bar.frame.origin.y = -bar.frame.height }
        View.animate(withDuration: Self.hideShowBarDuration) {
            bar.frame.origin.y = 0
            self.view.layoutIfNeeded()
        }
        return true
    }

    /// A new slide supersedes an unfinished one: its completion no longer hides the bar.
    private func nextBarSlide() -> Int {
        barSlideGeneration += 1
        return barSlideGeneration
    }
}
