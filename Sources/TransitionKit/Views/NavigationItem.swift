import Foundation

/// `UINavigationItem`: what the navigation bar shows for one view controller of the stack —
/// its title in the middle and, for the view controller above it, the back button's title.
/// A view controller's `title` sets its item's `title`, as in UIKit.
open class NavigationItem: NSObject {
    open var title: String?
    /// The title of the back button the *next* view controller shows (iOS 11+). Nil: the
    /// back button says this item's `title`, or "Back" when there is none.
    open var backButtonTitle: String?
    /// Hides the back button this item would show.
    open var hidesBackButton = false

    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`, with its raw values.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always, never, inline
    }

    // Chrome the engine's bar does not draw: kept, and reported when the bar shows the item
    // (NavigationBar+Chrome.swift).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var backBarButtonItem: UIBarButtonItem?
    open var titleView: View?
    open var prompt: String?
    open var standardAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    /// The search controller whose bar the navigation bar would show under the title (iOS 11):
    /// kept; the engine's bar does not draw it, so setting one is reported.
    open var searchController: UISearchController? {
        didSet {
            if searchController != nil {
                Timeline.current?.noteUnmodelled("navigationItem.searchController: the search bar is not drawn in the navigation bar")
            }
        }
    }
    /// Whether the search bar hides while the content scrolls (UIKit's default: true). Kept.
    open var hidesSearchBarWhenScrolling = true

    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() {
        super.init()
    }

    /// The back button's title when this item is the one below the top.
    var backTitleForNextItem: String {
        if let backButtonTitle { return backButtonTitle }
        if let title, !title.isEmpty { return title }
        return "Back"
    }
}
