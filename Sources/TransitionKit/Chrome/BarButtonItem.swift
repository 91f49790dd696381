import Foundation

/// UIKit's `UIBarItem`: what bar button items and tab bar items share.
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
}

/// UIKit's `UIBarButtonItem`: target–action like a control's (the target held weakly). The
/// engine's navigation bar draws the title and the back button, not these items, so an item
/// on a bar that is drawn is reported `not-modelled` when the bar shows it (NavigationItem).
open class UIBarButtonItem: UIBarItem {
    /// UIKit's `UIBarButtonItem.Style`, with its raw values.
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        case done = 2
    }

    /// UIKit's `UIBarButtonItem.SystemItem`, with its raw values.
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
            search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    open var style: Style = .plain
    open weak var target: AnyObject?
    open var action: Selector?
    open var customView: View?
    open var width: CGFloat = 0
    open var tintColor: UIColor?
    open private(set) var systemItem: SystemItem?

    /// The view a popover anchors to: the custom view (UIKit's own button view is private).
    var view: View? { customView }

    public override init() {
        super.init()
        applyAppearanceProxies()
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(customView: View) {
        self.init()
        self.customView = customView
    }

    /// What a tap on the item does: its action to its target, with the item as the sender.
    public func sendAction() {
        guard let target, let action else { return }
        action.perform(on: target, sender: self)
    }
}

/// UIKit's `UITabBarItem`: a tab's title, image and badge. The engine's tab bar draws the
/// titles of the tabs' view controllers; an item's image, selected image and badge are
/// reported when a tab bar shows them (TabBarController).
open class UITabBarItem: UIBarItem {
    /// UIKit's `UITabBarItem.SystemItem`, with its raw values.
    public enum SystemItem: Int, Sendable {
        case more = 0
        case favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
            mostViewed
    }

    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?

    public override init() {
        super.init()
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }
}
