import Foundation

/// UIKit's `UIPageViewControllerDataSource`: the pages before and after a page, asked as a
/// swipe needs them. The page-indicator methods are optional in UIKit (defaults here).
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: ViewController
    )
        -> ViewController?
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: ViewController
    )
        -> ViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// UIKit's `UIPageViewControllerDelegate` (every method optional there; defaults here): told
/// around a gesture-driven page turn only, as UIKit documents.
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [ViewController])
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool)
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    )
        -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [ViewController]) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation { pageViewController.spineLocation }
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        .all
    }
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    )
        -> UIInterfaceOrientation
    { .portrait }
}

/// UIKit's `UIPageViewController` with the scroll style, as apps use it for onboarding and
/// galleries: one page on screen, filling the view. `setViewControllers(_:direction:animated:completion:)`
/// puts a page at once or, animated, slides the new page in from the side the direction names
/// while the old one slides out (horizontal: forward from the right; vertical: from below),
/// over `pageScrollDuration` at a constant rate (UIKit scrolls a scroll view to it); a
/// horizontal drag turns pages through the data source (PageViewController+Swipe.swift). The
/// page curl is reported `not-modelled` and plays as the scroll style (docs/bring-your-own.md,
/// "Navigation chrome and custom containers").
open class UIPageViewController: ViewController {
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    /// UIKit's `UIPageViewController.OptionsKey` (raw values as its string constants).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How long an animated page change takes: the scroll view's animated scroll
    /// (Scrolling/ScrollAnimation.swift) **[Chosen]**: Apple does not state it.
    public static let pageScrollDuration = 0.3

    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open private(set) var spineLocation: SpineLocation = .none
    /// Whether content shows on the back of pages (the page curl's; kept).
    open var isDoubleSided = false
    /// The points between pages while they scroll (`OptionsKey.interPageSpacing`).
    let interPageSpacing: Double
    /// The page on screen.
    var page: ViewController?
    /// A page change in progress (animated set or swipe): what a new one must settle first.
    var turn: PageTurn?
    var turnCount = 0
    /// The drag that turns pages (the scroll style's scroll view pan).
    lazy var swipeRecognizer: PanGestureRecognizer = PanGestureRecognizer(
        target: self,
        action: Selector(name: "handlePageSwipe:", responds: { $0 is UIPageViewController }) { target, sender in
            guard let pages = target as? UIPageViewController, let pan = sender as? PanGestureRecognizer else { return }
            pages.handleSwipe(pan)
        })

    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = Self.number(options?[.interPageSpacing]) ?? 0
        super.init(nibName: nil, bundle: nil)
        let spineNumber = Self.number(options?[.spineLocation]).flatMap { SpineLocation(rawValue: Int($0)) }
        let spine = (options?[.spineLocation] as? SpineLocation) ?? spineNumber
        spineLocation = style == .pageCurl ? (spine ?? .min) : .none
    }

    /// An option's number as apps write it: an `NSNumber` (UIKit's documented type), or a Swift
    /// number literal, which on Linux does not bridge to `NSNumber` or `Double` by itself.
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as Double: number
        case let number as CGFloat: Double(number)
        case let number as Int: Double(number)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }

    /// A storyboard's page view controller: UIKit's default style, the page curl.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        interPageSpacing = 0
        super.init(coder: coder)
        spineLocation = .min
    }

    /// The pages on screen (one with the scroll style), nil before the first is set.
    open var viewControllers: [ViewController]? { page.map { [$0] } }

    /// UIKit's: the page curl's tap and pan recognizers; empty for the scroll style (its scroll
    /// view's pan turns the pages).
    open var gestureRecognizers: [GestureRecognizer] { [] }

    open override func loadView() {
        let root = Self.makeScreenSizedRootView()
        root.role = "pageViewController"
        root.clipsToBounds = true
        root.addGestureRecognizer(swipeRecognizer)
        view = root
    }

    /// The offset of the page `steps` pages along (1: the next page, -1: the previous one).
    func pageFrame(steps: Double) -> CGRect {
        let bounds = view.bounds
        switch navigationOrientation {
        case .horizontal: return bounds.offsetBy(dx: steps * (bounds.width + interPageSpacing), dy: 0)
        case .vertical: return bounds.offsetBy(dx: 0, dy: steps * (bounds.height + interPageSpacing))
        }
    }

    open func setViewControllers(
        _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        if transitionStyle == .pageCurl {
            Timeline.current?.noteUnmodelled("UIPageViewController's page curl (pages scroll instead)", onViewOf: self)
        }
        if (viewControllers?.count ?? 0) > 1 {
            Timeline.current?.noteUnmodelled("UIPageViewController showing two pages at a spine (the first is shown)", onViewOf: self)
        }
        settleTurn()
        guard let new = viewControllers?.first, new !== page else {
            completion?(true)
            return
        }
        let old = page
        page = new
        addChild(new)
        guard animated, isViewLoaded, view.window != nil, let old else {
            View.performWithoutAnimation {
                new.view.frame = view.bounds
                new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                old?.beginAppearanceTransition(false, animated: false)
                new.beginAppearanceTransition(true, animated: false)
                old?.view.removeFromSuperview()
                view.insertSubview(new.view, at: 0)
                old?.endAppearanceTransition()
                new.endAppearanceTransition()
                old?.removeFromParent()
            }
            new.didMove(toParent: self)
            completion?(true)
            return
        }
        let sign: Double = direction == .forward ? 1 : -1
        startTurn(from: old, to: new, sign: sign, fromOffset: 0, duration: Self.pageScrollDuration) { [weak self] completed in
            guard let self else { return }
            self.finishTurn(from: old, to: new, completed: completed)
            completion?(completed)
        }
    }
}
