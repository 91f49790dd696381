import Foundation

/// UIKit's `UISheetPresentationController`: the presentation controller of `.automatic`,
/// `.pageSheet` and `.formSheet` (`UIViewController.sheetPresentationController`). On a phone
/// (compact width) the engine draws the sheet as UIKit does since iOS 13: a card from the
/// bottom with rounded corners at the selected detent; at the large detent the presenter's
/// view is pushed back (scaled and rounded), below it the presenter is dimmed unless
/// `largestUndimmedDetentIdentifier` leaves it alone. UIKit publishes no geometry; the
/// numbers are ours, from what devices show (docs/bring-your-own.md, "Sheets"):
/// the large sheet's top is 10 pt below the safe area's top, medium is half the container,
/// the corner radius 10, the pushed-back presenter scaled to 0.92 with its top at the safe
/// area's top, the dimming black at 0.2. On the iPad the sheet is a centred card (540 × 620 unless the content prefers a size), the presenter dimmed.
public final class UISheetPresentationController: StandardPresentationController {
    /// UIKit's `UISheetPresentationController.Detent`.
    public final class Detent: NSObject, @unchecked Sendable {
        /// UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the container's height.
        public class func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue / 2 } }
        /// The full height of the sheet.
        public class func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }

        public class func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUIDLessName.next()), resolver: resolver)
        }

        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context)
        }
    }

    public var detents: [Detent] = [.large()] { didSet { layOutSheet() } }
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet {
            guard oldValue != selectedDetentIdentifier else { return }
            layOutSheet()
        }
    }
    public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { layOutSheet() } }
    public var prefersGrabberVisible = false { didSet { layOutSheet() } }
    public var preferredCornerRadius: CGFloat? { didSet { layOutSheet() } }
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    public var prefersEdgeAttachedInCompactHeight = false
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    public weak var sourceView: View?

    /// Changes made in `changes` (a detent, the corner radius …) animate, as UIKit's sheet
    /// animates them (a spring of about 0.35 s here, our curve).
    public func animateChanges(_ changes: () -> Void) {
        View.animate(
            withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: {
                changes()
                self.layOutSheet()
            })
    }

    /// Asks the custom detents again (iOS 16).
    public func invalidateDetents() { layOutSheet() }

    /// Drawn as a card: a sheet style not adapted away — from the bottom on a phone, centred
    /// on the iPad.
    var isCard: Bool { style.isSheetLike && style != .popover }

    /// The iPad's sheet (regular width): a centred card of the content's preferred size, else
    /// 540 × 620 (UIKit's form sheet size; ours for the page sheet too), whatever the detents;
    /// the presenter is dimmed, never pushed back.
    private var isCentred: Bool { UIScreen.main.device.isPad }

    /// The large detent's height: the container below the safe area's top and a 10-pt gap.
    var maximumDetentValue: CGFloat {
        guard let containerView else { return 0 }
        return containerView.bounds.height - topInset
    }

    private var topInset: CGFloat { UIScreen.main.device.safeAreaInsets.top + 10 }

    /// The detent the sheet rests at: the selected one, else the smallest.
    var currentDetent: (identifier: Detent.Identifier, height: CGFloat)? {
        let context = DetentContext(maximumDetentValue: maximumDetentValue, containerTraitCollection: traitCollection)
        let resolved = detents.compactMap { detent in
            detent.resolvedValue(in: context).map { (detent.identifier, min($0, context.maximumDetentValue)) }
        }
        if let selected = selectedDetentIdentifier, let match = resolved.first(where: { $0.0 == selected }) { return match }
        return resolved.min { $0.1 < $1.1 }
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard isCard, let containerView, let detent = currentDetent else { return super.frameOfPresentedViewInContainerView }
        let bounds = containerView.bounds
        if isCentred {
            let preferred = presentedViewController.preferredContentSize
            let size = preferred == .zero ? CGSize(width: 540, height: 620) : preferred
            return CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        }
        let height =
            detent.identifier == .large ? detent.height : detent.height + UIScreen.main.device.safeAreaInsets.bottom
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// Whether the presenter is pushed back (large detent) and whether it is dimmed.
    private var presenterLook: (pushedBack: Bool, dimmed: Bool) {
        guard isCard, let detent = currentDetent else { return (false, false) }
        if isCentred { return (false, true) }
        let heights = Dictionary(detents.map { ($0.identifier, $0) }, uniquingKeysWith: { a, _ in a })
        let context = DetentContext(maximumDetentValue: maximumDetentValue, containerTraitCollection: traitCollection)
        let undimmed = largestUndimmedDetentIdentifier.flatMap { heights[$0]?.resolvedValue(in: context) } ?? -1
        let dimmed = detent.height > undimmed
        return (detent.identifier == .large && dimmed, dimmed)
    }

    /// The presenter's view while the sheet pushes it back (scaled and rounded): UIKit's look,
    /// which the contract checker does not count as a transform the animator left behind.
    public private(set) weak var pushedBackPresenterView: View?

    private let dimmingView = View()
    /// The grabber: a 36 × 5 pill 5 pt below the sheet's top, centred (ours, from devices).
    private let grabber = View()
    private var savedPresenter: (cornerRadius: CGFloat, clips: Bool)?

    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard isCard, let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.backgroundColor = UIColor.black
        dimmingView.alpha = 0
        dimmingView.role = "sheet-dimming"
        containerView.insertSubview(dimmingView, at: 0)
        let presenter = presentingViewController.view!
        savedPresenter = (presenter.layer.cornerRadius, presenter.clipsToBounds)
        presentedView?.layer.cornerRadius = preferredCornerRadius ?? 10
        presentedView?.clipsToBounds = true
        grabber.backgroundColor = UIColor(white: 0.5, alpha: 0.35)
        grabber.layer.cornerRadius = 2.5
        grabber.role = "sheet-grabber"
        placeGrabber()
        alongside { self.applyPresenterLook() }
    }

    public override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard isCard else { return }
        alongside { self.applyPresenterLook(shown: false) }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard isCard, completed, let saved = savedPresenter else { return }
        let presenter = presentingViewController.view!
        presenter.layer.cornerRadius = saved.cornerRadius
        presenter.clipsToBounds = saved.clips
        dimmingView.removeFromSuperview()
        grabber.removeFromSuperview()
    }

    private func alongside(_ changes: @escaping () -> Void) {
        if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
            coordinator.animate(alongsideTransition: { _ in changes() }, completion: nil)
        } else {
            changes()
        }
    }

    /// The presenter pushed back (or not) and the dimming, for the sheet shown or gone.
    private func applyPresenterLook(shown: Bool = true) {
        guard let containerView else { return }
        let look = shown ? presenterLook : (pushedBack: false, dimmed: false)
        let presenter = presentingViewController.view!
        if look.pushedBack {
            pushedBackPresenterView = presenter
            let bounds = containerView.bounds
            let scale = 0.92
            let top = UIScreen.main.device.safeAreaInsets.top
            let dy = top - bounds.height * (1 - scale) / 2
            presenter.transform = CGAffineTransform(translationX: 0, y: dy).scaledBy(x: scale, y: scale)
            presenter.layer.cornerRadius = 10
            presenter.clipsToBounds = true
        } else {
            pushedBackPresenterView = nil
            presenter.transform = .identity
            if let saved = savedPresenter { presenter.layer.cornerRadius = saved.cornerRadius }
        }
        dimmingView.alpha = look.dimmed ? 0.2 : 0
    }

    /// The sheet at its detent: the frame, the corner radius, the presenter's look.
    func layOutSheet() {
        guard isCard, let presentedView, presentedView.superview != nil, presentedViewController.isBeingPresented == false
        else { return }
        presentedView.frame = frameOfPresentedViewInContainerView
        presentedView.layer.cornerRadius = preferredCornerRadius ?? 10
        placeGrabber()
        applyPresenterLook()
    }

    /// On top of the presented view, in it (so it moves with the sheet), while preferred.
    private func placeGrabber() {
        guard prefersGrabberVisible, let presentedView else {
            grabber.removeFromSuperview()
            return
        }
        grabber.frame = CGRect(x: (frameOfPresentedViewInContainerView.width - 36) / 2, y: 5, width: 36, height: 5)
        if grabber.superview !== presentedView || presentedView.subviews.last !== grabber { presentedView.addSubview(grabber) }
    }
}

/// UIKit's `UISheetPresentationControllerDetentResolutionContext`.
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

final class DetentContext: UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
    let containerTraitCollection: UITraitCollection
    init(maximumDetentValue: CGFloat, containerTraitCollection: UITraitCollection) {
        self.maximumDetentValue = maximumDetentValue
        self.containerTraitCollection = containerTraitCollection
    }
}

/// UIKit's `UISheetPresentationControllerDelegate`: told when the user changes the selected
/// detent by dragging the sheet, which the engine never does (a change from code is not told).
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
    }
}

/// A custom detent without an identifier gets a unique one, as UIKit's does.
enum UUIDLessName {
    nonisolated(unsafe) private static var counter = 0
    private static let lock = NSLock()
    static func next() -> String {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return "custom-detent-\(counter)"
    }
}

extension ViewController {
    /// The sheet presentation controller, when this view controller is (or will be) presented
    /// as a sheet: `.automatic`, `.pageSheet` or `.formSheet`.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}
