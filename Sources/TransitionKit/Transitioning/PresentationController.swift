import Foundation

/// `UIPresentationController`: owns a modal presentation from `present` to the end of the
/// dismissal — the container view, the presented view's frame, and the chrome (a dimming
/// view) an app adds around it. UIKit asks the transitioning delegate for one only for
/// `.custom`; the other styles get a `StandardPresentationController`.
///
/// The engine calls, in UIKit's order (docs/uikit-presentation.md §3): `…TransitionWillBegin`
/// once the container is in the window, before the appearance callbacks and the animator;
/// `…TransitionDidEnd(_:)` first thing in `completeTransition(_:)`.
open class PresentationController: NSObject {
    /// The view controller passed to `present`. Unowned: it owns this controller.
    public unowned let presentedViewController: ViewController
    weak var presenter: ViewController?

    /// Set by the engine when the presentation starts, as UIKit sets it shortly after it
    /// receives the controller; `nil` before.
    open internal(set) var containerView: View?

    // The engine's bookkeeping (TransitionCoordinator+Modal.swift).
    /// Where the container goes: the window, or the context view's superview (§2).
    weak var presentationSuperview: View?
    /// `shouldRemovePresentersView`, asked once when `present` is called.
    var removesPresenter = false
    /// Where the presenter's view was before it moved into the container.
    var relocation: Relocation?

    /// The superview is weak: it is the window (or a context view's superview), which owns
    /// the presenting controller, which owns the presented one and so this controller.
    struct Relocation {
        weak var superview: View?
        let index: Int
        let frame: CGRect
    }

    /// UIKit's designated initializer. `presenting` may be `nil`: the engine sets the
    /// presenter it resolves when the presentation starts (it may differ, §1).
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        presenter = presentingViewController
        super.init()
    }

    /// The view controller whose content is covered: the one UIKit resolved, which may not be
    /// the one `present` was called on.
    open var presentingViewController: ViewController {
        guard let presenter else {
            preconditionFailure("the presentation controller has no presenting view controller yet")
        }
        return presenter
    }

    func setPresenting(_ controller: ViewController) { presenter = controller }

    /// The presented view controller's `modalPresentationStyle`.
    open var presentationStyle: ModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The view the animator gets for the presented side (`view(forKey:)`): by default the
    /// presented view controller's view; override to return a wrapper around it.
    open var presentedView: View? { presentedViewController.view }

    /// Where the presented view ends, in the container's coordinates: by default the
    /// container's bounds. Called often; must give the same answer each time.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// `true` when the presented content covers the presenter completely, so UIKit takes the
    /// presenter's view out of the window once the presentation ends. Default `false`.
    open var shouldRemovePresentersView: Bool { false }

    /// `false` restricts the presentation to the current context (`definesPresentationContext`).
    open var shouldPresentInFullscreen: Bool { true }

    // MARK: UIKit's adaptivity, content container and traits (Traits/PresentationController+Adaptive.swift)

    /// Weak, as UIKit's. Asked for an adaptive style when a sheet or popover is presented in a
    /// horizontally compact environment; its dismissal callbacks are for a user's swipe, which
    /// the engine does not start, so they are never called (nor are they by UIKit for a
    /// dismissal from code).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// Traits laid over the presenting environment's for the presented view controller.
    open var overrideTraitCollection: UITraitCollection? {
        didSet { overrideTraitsChanged(from: oldValue) }
    }
    open var traitCollection: UITraitCollection { resolvedTraitCollection() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// UIKit's: the delegate's answer for `traitCollection`, `.none` without one.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> ModalPresentationStyle {
        delegateAdaptiveStyle(for: traitCollection)
    }
    open var preferredContentSize: CGSize { .zero }
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }
    /// Forwards to the presented view controller, as UIKit's does (Window+SizeTransition.swift).
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any ViewControllerTransitionCoordinator) {}

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}

/// The presentation controller UIKit uses for a style other than `.custom` (its private
/// `_UIFullscreenPresentationController` and friends): whether the presenter's view is
/// removed and whether the presentation is full screen follow the style (§2).
public class StandardPresentationController: PresentationController {
    /// The controller UIKit makes for a style: a sheet's for the sheet styles.
    static func make(
        presented: ViewController, presenting: ViewController?, style: ModalPresentationStyle
    ) -> StandardPresentationController {
        switch style {
        case .popover: UIPopoverPresentationController(presented: presented, presenting: presenting, style: style)
        case .automatic, .pageSheet, .formSheet: UISheetPresentationController(presented: presented, presenting: presenting, style: style)
        default: StandardPresentationController(presented: presented, presenting: presenting, style: style)
        }
    }

    /// The style it presents with: the presented view controller's, or what the delegate
    /// adapted it to (PresentationController+Adaptive.swift).
    var style: ModalPresentationStyle
    /// The view the presentation covers, for context styles (its frame in the container).
    weak var contextView: View?
    /// The adaptive delegate answered `.none` (keep the style) when asked.
    var delegateKeptStyle = false

    init(presented: ViewController, presenting: ViewController?, style: ModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
    }

    public override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }
    public override var shouldPresentInFullscreen: Bool { !style.isContext }

    /// Context styles cover the context view only; the others fill the container.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        if style.isContext, let contextView, let parent = contextView.superview {
            return parent.convert(contextView.frame, to: containerView)
        }
        return containerView.bounds
    }
}
