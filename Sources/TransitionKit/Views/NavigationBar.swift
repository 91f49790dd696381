import Foundation

/// `UINavigationBar`: the bar at the top of a navigation controller, showing the top view
/// controller's title in the middle and, below the root, a back button (chevron and the
/// previous view controller's title) on the left. During an animated push or pop the items
/// cross-fade as UIKit's do (NavigationBar+Transition.swift; docs/uikit-defaults.md, "The navigation bar").
///
/// The bar draws its items only when its navigation controller laid it out: a navigation
/// controller that is the window's root, or a tab of it, lays out a bar whose frame is still
/// zero (as the tab bar controller does its tab bar), with UIKit's height (status bar + 44 pt),
/// background and hairline. A bar the app placed itself (a frame of its own) and drew on by hand keeps exactly
/// what it drew, as before the engine had items.
open class NavigationBar: View {
    /// UIKit's height of the bar's content (below the status bar).
    public static let contentHeight = 44.0

    weak var navigationController: NavigationController?
    /// True once the navigation controller has laid the bar out: it shows the items.
    var showsItems = false

    /// The views of the item on screen: its title, below the root its back title, and its
    /// large title when it shows one (Chrome/NavigationBar+LargeTitle.swift).
    struct ItemViews {
        let title: Label
        let back: Label?
        var largeTitle: Label?
    }

    var current: ItemViews?
    /// The back chevron, while some item on screen has a back button.
    var backIndicator: Label?
    /// Set while an animated push or pop moves the items: stack changes wait for its end.
    var isTransitioning = false
    /// The status bar height the bar was laid out under.
    var statusBarHeight = 0.0
    /// The clipping area under the row that holds the large titles, once one was shown.
    var largeTitleArea: View?
    /// How much of the large title the top screen's scroll has collapsed: the safe area below
    /// the bar is measured from the expanded bar (Layout/SafeArea.swift).
    var collapsedBy = 0.0

    // Large titles and appearances are drawn (Chrome/NavigationBar+LargeTitle.swift,
    // NavigationBar+Appearance.swift); the rest is kept and reported where it shows
    // (NavigationBar+Chrome.swift).
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { barChromeDidChange() } } }
    open var standardAppearance = UINavigationBarAppearance() { didSet { barChromeDidChange() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { barChromeDidChange() } }
    open var compactAppearance: UINavigationBarAppearance?
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The classic (pre-iOS 13) bar images (Chrome/NavigationBar+BackgroundImage.swift).
    var backgroundImages: [BarImageKey: UIImage] = [:]
    open var shadowImage: UIImage? { didSet { applyBarImages() } }
    /// The background colour a transparent background image replaced, to restore.
    var colorBeforeClearImage: UIColor??

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        role = "navigationBar"
    }

    /// The navigation controller's stack as items, root first.
    open var items: [NavigationItem]? { navigationController?.viewControllers.map(\.navigationItem) }
    open var topItem: NavigationItem? { navigationController?.topViewController?.navigationItem }
    open var backItem: NavigationItem? {
        guard let stack = navigationController?.viewControllers, stack.count > 1 else { return nil }
        return stack[stack.count - 2].navigationItem
    }

    // MARK: Layout

    /// UIKit's bar under a status bar of `statusBarHeight`, `width` wide — unless the app has
    /// placed the bar itself (its frame is not zero).
    func layOut(width: Double, statusBarHeight: Double) {
        guard frame == .zero, width > 0 else { return }
        self.statusBarHeight = statusBarHeight
        frame = CGRect(x: 0, y: 0, width: width, height: statusBarHeight + Self.contentHeight)
        if backgroundColor == nil { backgroundColor = Self.defaultBackground }
        let hairline = View(frame: CGRect(x: 0, y: frame.height - 0.5, width: width, height: 0.5))
        hairline.backgroundColor = .separator
        hairline.role = "hairline"
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        showsItems = true
        applyBarImages()
        refreshItems()
    }

    /// The 44-pt row's top: under the status bar (a large title goes below the row).
    var contentTop: Double { statusBarHeight }
    /// The title is centred in the bar, clear of the back button.
    var titleFrame: CGRect { CGRect(x: 70, y: contentTop + 11, width: Swift.max(0, frame.width - 140), height: 22) }
    /// The back title starts right of the chevron.
    var backFrame: CGRect { CGRect(x: 26, y: contentTop + 11, width: Swift.max(0, frame.width / 2 - 70), height: 22) }
    var backIndicatorFrame: CGRect { CGRect(x: 8, y: contentTop + 3, width: 16, height: 36) }

    /// The width a line of text takes at `fontSize`: the engine has no font metrics, so an
    /// average advance of 0.55 em per character (San Francisco's is close to it).
    static func textWidth(_ text: String?, fontSize: Double = 17) -> Double {
        Double(text?.count ?? 0) * fontSize * 0.55
    }

    // MARK: Items

    /// Shows the top view controller's item at rest (no animation): after a stack change
    /// without a transition, or when the bar appears.
    func refreshItems() {
        guard showsItems, !isTransitioning, let navigation = navigationController else { return }
        current?.title.removeFromSuperview()
        current?.back?.removeFromSuperview()
        current?.largeTitle?.removeFromSuperview()
        current = nil
        let stack = navigation.viewControllers
        guard let top = stack.last else {
            View.performWithoutAnimation { applyHeight(for: stack) }
            return setBackIndicator(visible: false)
        }
        View.performWithoutAnimation {
            current = makeViews(for: top, below: stack.count > 1 ? stack[stack.count - 2] : nil, stack: stack)
            applyHeight(for: stack)
            applyAppearance(for: stack)
        }
        setBackIndicator(visible: current?.back != nil)
    }

    /// The views of `top`'s item at rest; `below` is the view controller under it (its back
    /// button's title), nil at the root; `stack` the stack `top` tops (whether it shows a large
    /// title, and the appearance that colours the titles).
    func makeViews(for top: ViewController, below: ViewController?, stack: [ViewController]) -> ItemViews {
        reportUndrawnChrome(for: top.navigationItem, stack: stack)
        let title = Label(frame: titleFrame)
        title.text = top.navigationItem.title
        title.fontSize = 17
        title.fontWeight = .semibold
        title.textAlignment = .center
        title.role = "navigationTitle"
        addSubview(title)
        var back: Label?
        if let below, !top.navigationItem.hidesBackButton {
            let label = Label(frame: backFrame)
            label.text = below.navigationItem.backTitleForNextItem
            label.textColor = .systemBlue
            label.role = "backButton"
            addSubview(label)
            back = label
            reportUnmirroredBackButton()
        }
        var views = ItemViews(title: title, back: back)
        if showsLargeTitle(for: stack) { views.largeTitle = makeLargeTitle(for: top.navigationItem) }
        style(views, with: resolvedAppearance(for: stack))
        return views
    }

    func setBackIndicator(visible: Bool) {
        if !visible {
            backIndicator?.removeFromSuperview()
            backIndicator = nil
        } else if backIndicator == nil {
            backIndicator = makeBackIndicator()
        }
    }

    func makeBackIndicator() -> Label {
        let chevron = Label(frame: backIndicatorFrame)
        chevron.text = "‹"
        chevron.fontSize = 34
        chevron.textColor = .systemBlue
        chevron.role = "backIndicator"
        addSubview(chevron)
        return chevron
    }
}
