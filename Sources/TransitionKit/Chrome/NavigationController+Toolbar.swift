import Foundation

/// The navigation controller's toolbar, as UIKit shows it: hidden by default; shown
/// (`isToolbarHidden = false`, `setToolbarHidden(false, animated:)`), it sits at the bottom of
/// the screen, 44 pt tall above the home indicator's inset (so 44 + 34 on an iPhone X), with the
/// bar's background and a hairline at its top, and the safe area bottom of the screens above it
/// is its top. Animated, it slides up from below the screen (down off it when hidden) over
/// `hideShowBarDuration`, like the navigation bar. Drawn for a navigation controller that is the
/// window's root; elsewhere (a tab, a presented one) it is reported not drawn. Its items are not
/// drawn, reported (docs/bring-your-own.md, "Navigation chrome and custom containers").
extension NavigationController {
    /// UIKit's `var toolbar: UIToolbar! { get }`.
    public var toolbar: UIToolbar! { toolbarView }

    /// Whether the engine draws the toolbar: the navigation controller is the window's root.
    var drawsToolbar: Bool {
        guard isViewLoaded, let window = view.rootView as? Window else { return false }
        return window.rootViewController === self
    }

    /// The toolbar's frame when shown, in the navigation controller's view.
    var toolbarFrame: CGRect {
        let bottom = (view.rootView as? Window)?.safeAreaInsets.bottom ?? 0
        let height = UIToolbar.contentHeight + bottom
        return CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    }

    /// Shows or hides the toolbar (at once, or sliding over `hideShowBarDuration`).
    func applyToolbarVisibility(animated: Bool) {
        guard drawsToolbar else {
            // Not yet in a window: the window lays it out (or reports it) when it takes it.
            if showsToolbar, isViewLoaded, view.window != nil { NavigationChrome.reportToolbar() }
            return
        }
        let bar = toolbarView
        if showsToolbar, !(topViewController?.toolbarItems ?? []).isEmpty || !(bar.items ?? []).isEmpty {
            Timeline.current?.noteUnmodelled("the toolbar's items (not drawn)")
        }
        toolbarSlideGeneration += 1
        let generation = toolbarSlideGeneration
        let shown = toolbarFrame
        let below = shown.offsetBy(dx: 0, dy: shown.height)
        if showsToolbar {
            View.performWithoutAnimation {
                installToolbar()
                bar.isHidden = false
                bar.frame = animated ? below : shown
            }
            guard animated else { return view.setNeedsLayout() }
            View.animate(withDuration: Self.hideShowBarDuration) {
                bar.frame = shown
                self.view.layoutIfNeeded()
            }
            return
        }
        guard bar.superview != nil, !bar.isHidden else { return }
        guard animated else {
            bar.isHidden = true
            return view.setNeedsLayout()
        }
        View.animate(
            withDuration: Self.hideShowBarDuration,
            animations: {
                bar.frame = below
                self.view.layoutIfNeeded()
            },
            completion: { [weak self] _ in
                guard let self, self.toolbarSlideGeneration == generation else { return }
                View.performWithoutAnimation { bar.isHidden = true }
            })
    }

    /// Adds the toolbar to the view the first time it is shown, with the bar's look.
    private func installToolbar() {
        let bar = toolbarView
        guard bar.superview !== view else { return }
        if bar.backgroundColor == nil { bar.backgroundColor = NavigationBar.defaultBackground }
        let hairline = View(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 0.5))
        hairline.backgroundColor = .separator
        hairline.role = "hairline"
        hairline.autoresizingMask = [.flexibleWidth]
        hairline.isUserInteractionEnabled = false
        bar.addSubview(hairline)
        view.addSubview(bar)
    }

    /// The safe area bottom a shown toolbar gives the screens above it (Layout/SafeArea.swift):
    /// its top, while it is on screen; nil without one. (A hiding toolbar's model frame is below
    /// the screen, so the inset is the home indicator's from the start of its slide.)
    func toolbarTop(for view: View) -> Double? {
        guard let bar = toolbarIfMade, bar.superview === viewIfLoaded, !bar.isHidden, bar.rootView === view.rootView
        else { return nil }
        return bar.layoutOrigin.y
    }
}
