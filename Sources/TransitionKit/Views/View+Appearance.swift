import Foundation

/// UIKit's appearance proxies: `UINavigationBar.appearance().barTintColor = .black` sets the
/// value on a proxy, and UIKit applies the proxy's values to each instance of the class (or a
/// subclass) as it enters a window — those made afterwards and those not yet shown; a view
/// already in a window keeps its look (Apple's `UIAppearance` overview). `appearance(whenContainedInInstancesOf:)`
/// applies only where the containers, nearest first, are found up the responder chain.
///
/// What the engine applies, where the instance still has its default: `backgroundColor` and
/// `tintColor` of any view, a label's `textColor`, a navigation bar's and a tab bar's
/// `barTintColor`, a tab bar's `unselectedItemTintColor`, a navigation bar's
/// `titleTextAttributes`, a bar button item's `tintColor` (as the item is made). Other
/// properties set on a proxy stay on it, which the finding at the `appearance()` call says.
/// Proxies belong to the run that made them (a later run starts without them; outside a run a
/// proxy applies to nothing).
public protocol UIAppearance: AnyObject {}

/// What can contain an appearance-customised instance: views and view controllers.
public protocol UIAppearanceContainer: AnyObject {}

extension View: UIAppearance, UIAppearanceContainer {}
extension ViewController: UIAppearanceContainer {}
extension UIBarItem: UIAppearance {}

extension UIAppearance where Self: View {
    public static func appearance(file: String = #filePath, line: Int = #line) -> View {
        AppearanceProxies.proxy(Self.self, [], CallSite(filePath: file, line: line)) { View() }
    }

    public static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type], file: String = #filePath, line: Int = #line
    ) -> View {
        AppearanceProxies.proxy(Self.self, containerTypes, CallSite(filePath: file, line: line)) { View() }
    }
}

extension UIAppearance where Self: Label {
    public static func appearance(file: String = #filePath, line: Int = #line) -> Label {
        AppearanceProxies.proxy(Self.self, [], CallSite(filePath: file, line: line)) { Label() }
    }

    public static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type], file: String = #filePath, line: Int = #line
    ) -> Label {
        AppearanceProxies.proxy(Self.self, containerTypes, CallSite(filePath: file, line: line)) { Label() }
    }
}

extension UIAppearance where Self: UIButton {
    public static func appearance(file: String = #filePath, line: Int = #line) -> UIButton {
        AppearanceProxies.proxy(Self.self, [], CallSite(filePath: file, line: line)) { UIButton() }
    }

    public static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type], file: String = #filePath, line: Int = #line
    ) -> UIButton {
        AppearanceProxies.proxy(Self.self, containerTypes, CallSite(filePath: file, line: line)) { UIButton() }
    }
}

extension UIAppearance where Self: NavigationBar {
    public static func appearance(file: String = #filePath, line: Int = #line) -> NavigationBar {
        AppearanceProxies.proxy(Self.self, [], CallSite(filePath: file, line: line)) { NavigationBar() }
    }

    public static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type], file: String = #filePath, line: Int = #line
    ) -> NavigationBar {
        AppearanceProxies.proxy(Self.self, containerTypes, CallSite(filePath: file, line: line)) { NavigationBar() }
    }
}

extension UIAppearance where Self: UITabBar {
    public static func appearance(file: String = #filePath, line: Int = #line) -> UITabBar {
        AppearanceProxies.proxy(Self.self, [], CallSite(filePath: file, line: line)) { UITabBar() }
    }

    public static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type], file: String = #filePath, line: Int = #line
    ) -> UITabBar {
        AppearanceProxies.proxy(Self.self, containerTypes, CallSite(filePath: file, line: line)) { UITabBar() }
    }
}

extension UIAppearance where Self: UIBarButtonItem {
    public static func appearance(file: String = #filePath, line: Int = #line) -> UIBarButtonItem {
        AppearanceProxies.proxy(Self.self, [], CallSite(filePath: file, line: line)) { UIBarButtonItem() }
    }

    public static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type], file: String = #filePath, line: Int = #line
    ) -> UIBarButtonItem {
        AppearanceProxies.proxy(Self.self, containerTypes, CallSite(filePath: file, line: line)) { UIBarButtonItem() }
    }
}

extension UIBarButtonItem {
    /// Applies the run's proxies for this item's class (containers are not matched: an item
    /// is not in a view tree when it is made).
    func applyAppearanceProxies() {
        for entry in AppearanceProxies.entries(for: self) where entry.containers.isEmpty {
            if let proxy = entry.proxy as? UIBarButtonItem, tintColor == nil, let tint = proxy.tintColor { tintColor = tint }
        }
    }
}

extension View {
    /// Applies the run's proxies that match the view, oldest first, to what still has its
    /// default; once, as the view first enters a window.
    func applyAppearanceProxies() {
        guard !appearanceApplied else { return }
        appearanceApplied = true
        for entry in AppearanceProxies.entries(for: self) where entry.containersMatch(self) {
            guard let proxy = entry.proxy as? View else { continue }
            if let color = proxy.backgroundColor, backgroundColor == nil { backgroundColor = color }
            if let tint = proxy.madeTintColor, madeTintColor == nil { tintColor = tint }
            if let label = self as? Label, let proxyLabel = proxy as? Label, proxyLabel.textColor != Label.defaultTextColor,
                label.textColor == Label.defaultTextColor
            {
                label.textColor = proxyLabel.textColor
            }
            if let bar = self as? NavigationBar, let proxyBar = proxy as? NavigationBar {
                if bar.barTintColor == nil { bar.barTintColor = proxyBar.barTintColor }
                if bar.titleTextAttributes == nil, let attributes = proxyBar.titleTextAttributes {
                    bar.titleTextAttributes = attributes
                    Timeline.current?.noteUnmodelled(
                        "UINavigationBar titleTextAttributes (from an appearance proxy): the title keeps the kit's look")
                }
            }
            if let bar = self as? UITabBar, let proxyBar = proxy as? UITabBar {
                if bar.barTintColor == nil { bar.barTintColor = proxyBar.barTintColor }
                if bar.unselectedItemTintColor == nil { bar.unselectedItemTintColor = proxyBar.unselectedItemTintColor }
            }
        }
    }
}

extension Label {
    /// A label's `textColor` until the app sets one.
    static var defaultTextColor: UIColor { .label }
}

/// The proxies the run's app made, oldest first.
enum AppearanceProxies {
    final class Entry {
        let matches: (AnyObject) -> Bool
        let key: [ObjectIdentifier]
        let containers: [AnyClass]
        let proxy: AnyObject
        weak var run: Timeline?

        init(matches: @escaping (AnyObject) -> Bool, key: [ObjectIdentifier], containers: [AnyClass], proxy: AnyObject, run: Timeline?) {
            self.matches = matches
            self.key = key
            self.containers = containers
            self.proxy = proxy
            self.run = run
        }

        /// The containers, nearest first, in order up the responder chain from the view.
        func containersMatch(_ view: View) -> Bool {
            var index = 0
            var responder = view.next
            while let current = responder, index < containers.count {
                if current.isKind(of: containers[index]) { index += 1 }
                responder = current.next
            }
            return index == containers.count
        }
    }

    /// Every run's proxies; runs on other threads use it at once, hence the lock.
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var entries: [Entry] = []
    }
    private static let store = Store()

    /// The proxy for `type` in `containerTypes`: the same object each time, as UIKit's.
    static func proxy<Type: AnyObject, Proxy: AnyObject>(
        _ type: Type.Type, _ containerTypes: [any UIAppearanceContainer.Type], _ site: CallSite?, make: () -> Proxy
    ) -> Proxy {
        let containers: [AnyClass] = containerTypes.map { $0 }
        let key = [ObjectIdentifier(type)] + containers.map { ObjectIdentifier($0) }
        // Outside a run there is no app to style: the proxy is made and kept by nobody.
        guard let run = Timeline.current else { return make() }
        store.lock.lock()
        store.entries.removeAll { $0.run == nil }
        let known = store.entries.first { $0.run === run && $0.key == key }?.proxy as? Proxy
        store.lock.unlock()
        if let known { return known }
        let proxy = make()
        store.lock.lock()
        store.entries.append(Entry(matches: { $0 is Type }, key: key, containers: containers, proxy: proxy, run: run))
        store.lock.unlock()
        run.noteUnmodelled(
            "\(type).appearance(): a proxy's backgroundColor, tintColor, textColor, barTintColor, unselectedItemTintColor "
                + "and titleTextAttributes apply to new instances; its other properties do not", at: site)
        return proxy
    }

    /// The entries of the calling run that match `object`'s class, oldest first.
    static func entries(for object: AnyObject) -> [Entry] {
        guard let run = Timeline.current else { return [] }
        store.lock.lock()
        defer { store.lock.unlock() }
        return store.entries.filter { $0.run === run && $0.matches(object) }
    }
}
