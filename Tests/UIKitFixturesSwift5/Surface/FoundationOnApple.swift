import UIKit

// Issue #24, the Foundation-on-Apple names transition code uses, in Swift 5 as most apps'
// targets are: an interactive transition hung on a view controller with associated objects, a
// close notification observed with a selector (written here as the rewritten copy of
// `#selector(cardDidClose(_:))` reads), a delay in nanoseconds, the selected cell's index path
// and keyframe positions boxed in NSValues. Tests/UIKitTests/FoundationOnAppleTests.swift runs it.

extension Notification.Name {
    static let cardDidClose = Notification.Name("CardDidClose")
}

private enum AssociatedKeys {
    static var interaction: UInt8 = 0
    static var sourceFrame = "sourceFrame"
    static var delegateRef: UInt8 = 0
}

extension UIViewController {
    /// The interaction that drives this screen's dismissal, kept on the screen itself.
    var dismissalInteraction: UIPercentDrivenInteractiveTransition? {
        get { objc_getAssociatedObject(self, &AssociatedKeys.interaction) as? UIPercentDrivenInteractiveTransition }
        set { objc_setAssociatedObject(self, &AssociatedKeys.interaction, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Where the screen came from, for the zoom back.
    var zoomSourceFrame: CGRect? {
        get { (objc_getAssociatedObject(self, &AssociatedKeys.sourceFrame) as? NSValue)?.cgRectValue }
        set {
            let policy: objc_AssociationPolicy = .OBJC_ASSOCIATION_COPY_NONATOMIC
            objc_setAssociatedObject(self, &AssociatedKeys.sourceFrame, newValue.map { NSValue(cgRect: $0) }, policy)
        }
    }

    /// A delegate the screen must not keep alive.
    var weakTransitionDelegate: AnyObject? {
        get { objc_getAssociatedObject(self, &AssociatedKeys.delegateRef) as AnyObject? }
        set { objc_setAssociatedObject(self, &AssociatedKeys.delegateRef, newValue, .OBJC_ASSOCIATION_ASSIGN) }
    }

    func forgetTransitionState() {
        objc_removeAssociatedObjects(self)
    }
}

/// A grid that listens for the card closing and scrolls back to the card's cell.
final class CardGridViewController: UIViewController {
    private(set) var closedIndexPaths: [IndexPath] = []
    var selectedIndexPath = IndexPath(item: 4, section: 0)

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: Selector.method(CardGridViewController.cardDidClose(_:)),
                                               name: .cardDidClose, object: nil)
    }

    func cardDidClose(_ notification: Notification) {
        guard let indexPath = notification.userInfo?["indexPath"] as? IndexPath else { return }
        closedIndexPaths.append(indexPath)
        selectedIndexPath.item = indexPath.item
    }

    /// Fades the cell's badge in a third of a second later, the pre-Swift-3 way.
    func showBadgeLater(_ badge: UIView) {
        let delay = DispatchTime.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        DispatchQueue.main.asyncAfter(deadline: delay) {
            badge.alpha = 1
        }
    }

    static func closeCard(at row: Int) {
        NotificationCenter.default.post(name: .cardDidClose, object: nil,
                                        userInfo: ["indexPath": IndexPath(row: row, section: 1)])
    }

    /// Keyframe positions as Core Animation takes them.
    static func path(from start: CGPoint, to end: CGPoint) -> [NSValue] {
        let middle = CGPoint(x: (start.x + end.x) / 2, y: min(start.y, end.y) - 40)
        return [start, middle, end].map { NSValue(cgPoint: $0) }
    }

    static func points(of values: [NSValue]) -> [CGPoint] { values.map(\.cgPointValue) }

    static func sizes() -> CGSize { NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue }

    /// The other units apps convert with.
    static var units: (milliseconds: UInt64, microseconds: UInt64, microsecondsPerSecond: UInt64) {
        (NSEC_PER_MSEC, NSEC_PER_USEC, USEC_PER_SEC)
    }
}
