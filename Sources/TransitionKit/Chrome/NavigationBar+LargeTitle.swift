import Foundation

/// Large titles (`prefersLargeTitles`, `largeTitleDisplayMode`): the frame they move — the bar's
/// height, so the safe area top of the view controllers under it — is modelled; the large
/// title's text is not drawn (the standard title shows, reported by NavigationBar+Chrome.swift).
/// docs/uikit-defaults.md, "Large titles".
extension NavigationBar {
    /// What a large title adds under the 44-pt row (UIKit's bar is 96 pt tall with one: 44 + 52).
    public static let largeTitleHeight = 52.0

    /// Whether the bar shows a large title for `stack`'s top: `.always` yes,
    /// `.never` and `.inline` no, `.automatic` as the item below it, the root's `.automatic` yes — when the bar prefers them.
    func showsLargeTitle(for stack: [ViewController]) -> Bool {
        guard prefersLargeTitles else { return false }
        for controller in stack.reversed() {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false  // .inline (iOS 17): the title in the row
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height under the status bar for `stack`.
    func height(for stack: [ViewController]) -> Double {
        statusBarHeight + Self.contentHeight + (showsLargeTitle(for: stack) ? Self.largeTitleHeight : 0)
    }

    /// Sets the bar's height (and its hairline at the bottom) for `stack`; in an animation block,
    /// both animate.
    func applyHeight(for stack: [ViewController]) {
        guard showsItems else { return }
        let height = height(for: stack)
        guard frame.height != height else { return }
        frame.size.height = height
        for hairline in subviews where hairline.role == "hairline" { hairline.frame.origin.y = height - 0.5 }
    }

    /// A push or pop between a large-title item and a standard one: the height animates with the
    /// transition (alongside it, on its curve); a cancelled one puts the old height back.
    func animateHeight(_ coordinator: TransitionCoordinator, stack: [ViewController], previous: [ViewController]) {
        guard showsItems, !isHidden, height(for: stack) != height(for: previous) else { return }
        coordinator.animateAlongside(
            curve: { nil }, animation: { [weak self] _ in self?.applyHeight(for: stack) },
            completion: { [weak self] context in
                guard context.isCancelled else { return }
                View.performWithoutAnimation { self?.applyHeight(for: previous) }
            })
    }
}
