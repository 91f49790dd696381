extension Window {
    /// UIKit's `makeKeyAndVisible()`: shows the window, lays out the root's content (a tab bar
    /// controller's selected view filling it, a navigation controller's top view in its
    /// content area) and sends the root view
    /// controller `viewWillAppear` / `viewDidAppear`, as the first display of a scene does.
    public func makeKeyAndVisible(file: String = #filePath, line: Int = #line) {
        isHidden = false
        for window in windowScene?.windows ?? [] { window.isKeyWindow = false }
        isKeyWindow = true
        if let timeline = Timeline.current, timeline.root !== self {
            timeline.noteUnmodelled(
                "a second window (\(type(of: self)), windowLevel \(windowLevel.rawValue)) made visible: only the "
                    + "run's window is drawn", at: CallSite(filePath: file, line: line))
        }
        guard let root = rootViewController else { return }
        var node: ViewController? = root
        while let current = node {
            if let navigation = current as? NavigationController, let top = navigation.topViewController {
                navigation.installView(of: top)
                node = top
            } else if let tabs = current as? TabBarController {
                tabs.installSelectedView()
                node = tabs.selectedViewController
            } else {
                node = nil
            }
        }
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
    }
}
