import Foundation

/// The safe area as UIKit computes it: the window's insets are the device's (status bar, home
/// indicator; `Window.safeAreaInsets`); every other view's are the part of its superview's
/// safe area its frame overlaps — transforms ignored, as layout ignores them — and a view
/// controller's root view also keeps clear of the bars of the containers it is in (a
/// navigation controller's bar, a tab bar controller's tab bar), then adds its controller's
/// `additionalSafeAreaInsets`. Read at any time, the value is that of the current frames;
/// `safeAreaInsetsDidChange()` (and the controller's `viewSafeAreaInsetsDidChange()`) is
/// called by the layout pass that first sees a new value (LayoutPass.swift).
extension View {
    /// UIKit's `safeAreaInsets` for a view that is not a window: zero outside a window.
    var computedSafeAreaInsets: EdgeInsets {
        guard let parent = superview, window != nil else { return EdgeInsets() }
        return safeAreaInsets(inside: parent.safeAreaInsets)
    }

    /// The insets from the superview's (already known, so a pass walking down computes each
    /// view's in constant time).
    func safeAreaInsets(inside parentInsets: EdgeInsets) -> EdgeInsets {
        guard let parent = superview else { return EdgeInsets() }
        let bounds = parent.bounds
        let safe = CGRect(
            x: bounds.minX + parentInsets.left, y: bounds.minY + parentInsets.top,
            width: bounds.width - parentInsets.left - parentInsets.right,
            height: bounds.height - parentInsets.top - parentInsets.bottom)
        let frame = layoutFrame
        func clamp(_ value: Double, _ limit: Double) -> Double { Swift.min(Swift.max(0, value), Swift.max(0, limit)) }
        var insets = EdgeInsets(
            top: clamp(safe.minY - frame.minY, frame.height), left: clamp(safe.minX - frame.minX, frame.width),
            bottom: clamp(frame.maxY - safe.maxY, frame.height), right: clamp(frame.maxX - safe.maxX, frame.width))
        if let controller = layoutIfMade?.controller { insets = controller.rootViewSafeArea(from: insets) }
        return insets
    }
}

extension ViewController {
    /// Bars of containers that cover the root view, then `additionalSafeAreaInsets`.
    func rootViewSafeArea(from insets: EdgeInsets) -> EdgeInsets {
        var insets = insets
        let view = self.view!
        let origin = view.layoutOrigin
        let size = view.bounds.size
        if let navigation = parent as? NavigationController, navigation.isViewLoaded, !navigation.navigationBar.isHidden,
            navigation.navigationBar.bounds.height > 0, navigation.navigationBar.rootView === view.rootView
        {
            // A scroll-collapsed large title still counts expanded (Chrome/NavigationBar+LargeTitle.swift).
            let bar = navigation.navigationBar
            let barBottom = bar.layoutOrigin.y + bar.bounds.height + bar.collapsedBy
            insets.top = Swift.max(insets.top, Swift.min(size.height, barBottom - origin.y))
        }
        // A shown toolbar of the navigation controller (Chrome/NavigationController+Toolbar.swift).
        if let navigation = parent as? NavigationController, let toolbarTop = navigation.toolbarTop(for: view) {
            insets.bottom = Swift.max(insets.bottom, Swift.min(size.height, origin.y + size.height - toolbarTop))
        }
        if let tabs = parent as? TabBarController, tabs.isViewLoaded, tabs.tabBarInsetsContent, tabs.tabBar.bounds.height > 0,
            tabs.tabBar.rootView === view.rootView
        {
            let barTop = tabs.tabBarLayoutTop
            insets.bottom = Swift.max(insets.bottom, Swift.min(size.height, origin.y + size.height - barTop))
        }
        // Leaving in a push or pop that hides or shows the tab bar (Chrome/NavigationController+BottomBar.swift).
        if let kept = keptBottomSafeArea { insets.bottom = kept }
        insets.top += additionalSafeAreaInsets.top
        insets.left += additionalSafeAreaInsets.left
        insets.bottom += additionalSafeAreaInsets.bottom
        insets.right += additionalSafeAreaInsets.right
        return insets
    }
}

extension View {
    /// Called by the layout pass with the view's current insets: when they differ from those
    /// it last told the view about, it tells the view (and its controller) and lays it out,
    /// as UIKit does; margins measured from the safe area change with it.
    func noteSafeArea(_ insets: EdgeInsets) {
        guard insets != notifiedSafeAreaInsets else { return }
        notifiedSafeAreaInsets = insets
        needsLayoutPass = true
        let controller = layoutIfMade?.controller
        safeAreaInsetsDidChange()
        controller?.viewSafeAreaInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea {
            layoutMarginsDidChange()
            controller?.viewLayoutMarginsDidChange()
        }
    }
}
