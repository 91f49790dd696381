/// The appearance callbacks, as UIKit sends them: a transition brackets each view controller
/// whose view comes or goes with `beginAppearanceTransition(_:animated:)` (the "will" call)
/// and `endAppearanceTransition()` (the "did" call), and a container forwards both to the
/// children whose views it shows. Subclasses override the `view…` methods, and call super.
extension ViewController {
    /// UIKit's private appearance state: what `endAppearanceTransition()` completes.
    enum AppearState { case disappeared, appearing, appeared, disappearing }

    /// The children whose views this controller shows: a navigation controller's top view
    /// controller, a tab bar controller's selected one, otherwise the children added with
    /// `addChild(_:)` whose views are in this controller's view.
    var appearanceChildren: [ViewController] {
        if let navigation = self as? NavigationController { return navigation.topViewController.map { [$0] } ?? [] }
        if let tabs = self as? TabBarController { return tabs.selectedViewController.map { [$0] } ?? [] }
        guard isViewLoaded else { return [] }
        let root: View = view
        return addedChildren.filter { $0.isViewLoaded && $0.view.isDescendant(of: root) }
    }

    /// The view controllers contained in this one (UIKit's `children`).
    public var children: [ViewController] {
        if let navigation = self as? NavigationController { return navigation.viewControllers }
        if let tabs = self as? TabBarController { return tabs.tabs }
        return addedChildren
    }

    /// Makes `child` a child of this controller; the app adds its view and calls
    /// `didMove(toParent:)`, as in UIKit.
    public func addChild(_ child: ViewController) {
        if child.parent === self { return }
        child.removeFromParent()
        addedChildren.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        guard let parent else { return }
        parent.addedChildren.removeAll { $0 === self }
        self.parent = nil
    }

}
