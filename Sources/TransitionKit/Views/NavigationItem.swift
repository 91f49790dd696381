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
