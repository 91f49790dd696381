import Foundation

/// `UIStatusBarStyle`, with UIKit's raw values.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// `UIStatusBarAnimation`, with UIKit's raw values.
public enum UIStatusBarAnimation: Int, Sendable, Hashable {
    case none = 0
    case fade = 1
    case slide = 2
}

/// Which view controller decides the status bar, and when UIKit asks it (Apple's
/// documentation of `modalPresentationCapturesStatusBarAppearance`, `childForStatusBarHidden`,
/// `childForStatusBarStyle`, `setNeedsStatusBarAppearanceUpdate()`):
/// - the window's root view controller, unless a presentation took control: "status bar
///   appearance control is transferred from the presenting to the presented view controller
///   only if the presented controller's `modalPresentationStyle` value is `.fullScreen`", or
///   if it sets `modalPresentationCapturesStatusBarAppearance`; the topmost such one decides;
/// - from it, `childForStatusBarHidden` (for hiding) and `childForStatusBarStyle` (for the
///   style) are followed down, each on its own.
///
/// UIKit applies the preferences when the root is set, alongside the transition that presents
/// or dismisses a view controller that takes control, and when the app calls
/// `setNeedsStatusBarAppearanceUpdate()` — animated with the animation block it is called in.
/// What the window does with them: Application/Window+StatusBar.swift.
extension ViewController {
    /// `setNeedsStatusBarAppearanceUpdate()` as app code calls it, knowing where.
    public final func setNeedsStatusBarAppearanceUpdate(file: String = #filePath, line: Int = #line) {
        statusBarAppearanceUpdated(at: CallSite(filePath: file, line: line))
    }

    /// The window this controller is shown in asks its deciding controller again.
    func statusBarAppearanceUpdated(at location: CallSite?) {
        viewIfLoaded?.window?.updateStatusBarAppearance(at: location)
    }

    /// The view controller whose `prefersStatusBarHidden` counts: the children it names, down.
    var statusBarHiddenController: ViewController {
        var node = self
        while let child = node.childForStatusBarHidden, child !== node { node = child }
        return node
    }

    /// The view controller whose `preferredStatusBarStyle` counts.
    var statusBarStyleController: ViewController {
        var node = self
        while let child = node.childForStatusBarStyle, child !== node { node = child }
        return node
    }

    /// Whether a presentation in `style` takes control of the status bar.
    func takesStatusBar(presentedAs style: ModalPresentationStyle) -> Bool {
        style == .fullScreen || modalPresentationCapturesStatusBarAppearance
    }

    /// A presentation that takes control of the status bar applies the presented controller's
    /// preferences alongside its transition (on its duration and curve; at once without
    /// animation); a cancelled one gives them back.
    func presentationTakesStatusBar(
        _ presented: ViewController, style: ModalPresentationStyle, coordinator: TransitionCoordinator, at location: CallSite?
    ) {
        guard presented.takesStatusBar(presentedAs: style), let window = viewIfLoaded?.window else { return }
        followStatusBar(in: window, coordinator: coordinator, excluding: nil, at: location)
    }

    /// Dismissing a view controller that had control gives it back to the one under it,
    /// alongside the dismissal.
    func dismissalReturnsStatusBar(_ dismissed: ViewController, coordinator: TransitionCoordinator, at location: CallSite?) {
        let style = (dismissed.activePresentationController as? StandardPresentationController)?.style ?? .custom
        guard dismissed.takesStatusBar(presentedAs: style), let window = dismissed.viewIfLoaded?.window ?? viewIfLoaded?.window
        else { return }
        followStatusBar(in: window, coordinator: coordinator, excluding: dismissed, at: location)
    }

    private func followStatusBar(in window: Window, coordinator: TransitionCoordinator, excluding: ViewController?, at location: CallSite?)
    {
        _ = coordinator.animate(
            alongsideTransition: { [weak window, weak excluding] _ in
                window?.updateStatusBarAppearance(excluding: excluding, showingWaitsForEnd: true, at: location)
            },
            completion: { [weak window] _ in
                // Where the transition ended: a cancelled one gives the bar back, and a bar
                // shown without animation (`.none`) appears now.
                View.performWithoutAnimation { window?.updateStatusBarAppearance(at: location) }
            })
    }
}

extension Window {
    /// The view controller that controls the status bar: the root, or the topmost presented
    /// controller that took control, below `excluding` (one being dismissed).
    func statusBarDecidingController(excluding: ViewController? = nil) -> ViewController? {
        var decider = rootViewController
        var node = rootViewController
        while let shown = node?.presented, shown !== excluding {
            let style = (shown.activePresentationController as? StandardPresentationController)?.style ?? .custom
            if shown.takesStatusBar(presentedAs: style) { decider = shown }
            node = shown
        }
        return decider
    }

    /// Asks the deciding controller again and applies its preferences, animated as the
    /// controller that hides the bar asks (the new one when it hides, the one that hid it when
    /// it comes back — ours; UIKit documents the animation for the controller that changes its
    /// `prefersStatusBarHidden`).
    ///
    /// `showingWaitsForEnd`: alongside a transition, a bar that comes back without animation
    /// (`.none`) appears when the transition ends rather than when it starts, so a dismissal
    /// starts where the presentation ended (ours: UIKit documents no moment for `.none`).
    func updateStatusBarAppearance(
        excluding: ViewController? = nil, showingWaitsForEnd: Bool = false, at location: CallSite? = nil
    ) {
        guard let decider = statusBarDecidingController(excluding: excluding) else { return }
        let hiding = decider.statusBarHiddenController
        let styling = decider.statusBarStyleController
        StatusBarAppearance.reportContainerForwarding(hiding, styling, at: location)
        let hidden = hiding.prefersStatusBarHidden
        let animation =
            hidden
            ? hiding.preferredStatusBarUpdateAnimation : (statusBarState.hidingController ?? hiding).preferredStatusBarUpdateAnimation
        if showingWaitsForEnd, !hidden, statusBarState.isHidden, animation == .none { return }
        statusBarState.hidingController = hidden ? hiding : nil
        applyStatusBar(hidden: hidden, style: styling.preferredStatusBarStyle, animation: animation)
    }
}

enum StatusBarAppearance {
    /// UIKit's navigation and tab bar controllers pass the status bar to their top or selected
    /// child in ways Apple does not document; where that child would decide otherwise than the
    /// container, the difference is reported instead of guessed.
    static func reportContainerForwarding(_ hiding: ViewController, _ styling: ViewController, at location: CallSite?) {
        for (container, hidden) in [(hiding, true), (styling, false)] {
            let child: ViewController?
            switch container {
            case let navigation as NavigationController: child = navigation.topViewController
            case let tabs as TabBarController: child = tabs.selectedViewController
            default: child = nil
            }
            guard let child else { continue }
            let differs =
                hidden
                ? child.statusBarHiddenController.prefersStatusBarHidden != container.prefersStatusBarHidden
                : child.statusBarStyleController.preferredStatusBarStyle != container.preferredStatusBarStyle
            guard differs else { continue }
            let what =
                hidden
                ? "prefersStatusBarHidden \(child.statusBarHiddenController.prefersStatusBarHidden)"
                : "preferredStatusBarStyle .\(child.statusBarStyleController.preferredStatusBarStyle)"
            Timeline.current?.noteUnmodelled(
                "the status bar's appearance from \(child.logName) (\(what)) inside \(container.logName), which does not name it "
                    + "with childForStatusBar\(hidden ? "Hidden" : "Style"): UIKit's containers forward it in ways Apple does not "
                    + "document; the engine follows only the children the containers name",
                at: location)
        }
    }
}
