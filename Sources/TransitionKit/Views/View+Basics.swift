import Foundation

extension View {
    /// `UIView.TintAdjustmentMode`, with UIKit's raw values.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic = 0
        case normal = 1
        case dimmed = 2
    }

    /// What a change of superview tells the views, UIKit's order: `willMove(toSuperview:)` on
    /// the view, `willRemoveSubview(_:)` on the old superview, `willMove(toWindow:)` through
    /// the moved tree when the window changes; then (`finishMove`) `didMoveToWindow()` through
    /// the tree, `didMoveToSuperview()`, `didAddSubview(_:)` on the new superview.
    func beginMove(to newSuperview: View?) -> HierarchyMove {
        let oldWindow = window
        let newWindow = newSuperview?.window
        willMove(toSuperview: newSuperview)
        superview?.willRemoveSubview(self)
        let changesWindow = oldWindow !== newWindow
        if changesWindow { forEachInTree { $0.willMove(toWindow: newWindow) } }
        return HierarchyMove(changesWindow: changesWindow)
    }

    func finishMove(_ move: HierarchyMove) {
        if move.changesWindow {
            forEachInTree { $0.didMoveToWindow() }
            // UIKit applies appearance proxies, and draws, as a view enters a window.
            if window != nil { forEachInTree { $0.enterWindow() } }
        }
        didMoveToSuperview()
        superview?.didAddSubview(self)
    }

    private func forEachInTree(_ body: (View) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInTree(body) }
    }
}

/// A change of superview between its "will" and "did" callbacks.
struct HierarchyMove {
    let changesWindow: Bool
}
