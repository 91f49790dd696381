/// `hidesBottomBarWhenPushed` when no push or pop carries the tab bar
/// (docs/uikit-presentation.md, "The tab bar and hidesBottomBarWhenPushed"): a stack set
/// without a transition, the tab bar controller's tabs assigned, another tab selected. The
/// rule is the one a push follows (`NavigationController.hidesBottomBar`: any controller in
/// the selected stack asking is enough), applied at once — there is no screen to carry the
/// bar, so nothing slides.
extension TabBarController {
    /// Whether the selected tab's stack hides the bar (a tab that is not a navigation
    /// controller never does).
    var selectedStackHidesBottomBar: Bool {
        guard let navigation = selectedViewController as? NavigationController else { return false }
        return NavigationController.hidesBottomBar(navigation.stack)
    }

    /// Hides or shows the bar for the selected stack when the rule's answer changed, unless a
    /// push or pop is carrying it (that one ends in the right state). An app's own
    /// `tabBar.isHidden` stays as it set it while the answer does not change.
    func applyBottomBarRule() {
        guard isViewLoaded, bottomBar.restingFrame == nil, bottomBar.kept == nil else { return }
        let hides = selectedStackHidesBottomBar
        guard hides != bottomBar.hidden else { return }
        bottomBar.hidden = hides
        tabBar.isHidden = hides
    }
}
