import Foundation

/// UIKit's `UITabBar`: the tab bar controller's bar (`tabBarController?.tabBar`). The engine
/// draws it as a plain view — its background, laid out and faded as UIKit's — not its items,
/// so its colours are kept for the app to read and the tints are not drawn.
open class UITabBar: View {
    /// `nil` by default: the bar's translucent background.
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        role = "tabBar"
    }
}
