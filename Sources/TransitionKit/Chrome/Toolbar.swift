import Foundation

/// UIKit's `UIToolbar`: the bar a navigation controller shows at the bottom of the screen when
/// `isToolbarHidden` is false (NavigationController+Toolbar.swift lays it out and moves the safe
/// area). Its items are kept, not drawn (reported where the bar shows them).
open class UIToolbar: View {
    /// UIKit's height of the toolbar's content, above the home indicator's inset.
    public static let contentHeight = 44.0

    open var items: [UIBarButtonItem]?
    open var isTranslucent = true
    open var barTintColor: UIColor?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        role = "toolbar"
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }
}
