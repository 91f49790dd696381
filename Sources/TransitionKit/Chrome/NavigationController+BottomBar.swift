import Foundation

/// `hidesBottomBarWhenPushed` in a navigation controller that is a tab of a
/// `UITabBarController` (docs/uikit-presentation.md, "The tab bar and hidesBottomBarWhenPushed"):
///
/// - the tab bar is hidden while any view controller in the stack asks for it (UIKit's rule:
///   it stays hidden until that controller is popped);
/// - UIKit's own push carries the bar in the screen that leaves, so it slides off with it, and
///   its pop carries it back in the screen that returns; the bar then goes back to its place,
///   hidden or shown;
/// - with the delegate's animator (or the iOS 18 zoom), UIKit does not know the screens' paths:
///   the bar hides (or shows) when the transition starts (our reading; see the docs);
/// - the screen that arrives is laid out for the end state (no tab bar inset when the bar
///   hides), while the screen that leaves keeps the bottom safe area it had.
struct BottomBarHiding {
    /// Whether the selected navigation controller's stack hides the tab bar, as of the
    /// transition in progress (its end state), or the last one.
    var hidden = false
    /// The leaving view controller and the bottom safe area its root view keeps (before its
    /// `additionalSafeAreaInsets`) until the transition ends.
    var kept: (controller: ObjectIdentifier, bottom: Double)?
    /// The bar's frame in the tab bar controller's view while UIKit's own push or pop carries
    /// the bar in a screen.
    var restingFrame: CGRect?
}

extension NavigationController {
    /// UIKit's rule, read from the stack top to bottom: one view controller asking is enough.
    static func hidesBottomBar(_ stack: [ViewController]) -> Bool {
        stack.contains { $0.hidesBottomBarWhenPushed }
    }

    /// The tab bar controller whose bar this navigation controller's stack decides.
    var bottomBarOwner: TabBarController? {
        guard let tabs = parent as? TabBarController, tabs.isViewLoaded, tabs.selectedViewController === self else { return nil }
        return tabs
    }

    /// When the push or pop starts (after the stack changed): the bar's end state, and how it
    /// gets there.
    func beginBottomBarTransition(_ coordinator: TransitionCoordinator, previous: [ViewController]) {
        guard let tabs = bottomBarOwner else { return }
        let hides = Self.hidesBottomBar(stack)
        guard hides != Self.hidesBottomBar(previous), tabs.bottomBar.restingFrame == nil else { return }
        let from = coordinator.fromViewController
        if from.isViewLoaded {
            tabs.bottomBar.kept = (ObjectIdentifier(from), from.view.safeAreaInsets.bottom - from.additionalSafeAreaInsets.bottom)
        }
        tabs.bottomBar.hidden = hides
        let bar = tabs.tabBar
        guard coordinator.context.isAnimated, coordinator.animator is NavigationParallaxAnimator else {
            bar.isHidden = hides
            return
        }
        // UIKit's own slide: the bar rides in the screen that leaves (push) or returns (pop),
        // placed where it is on screen when that screen is at rest (the container's bounds).
        let carrier = hides ? from.view! : coordinator.toViewController.view!
        tabs.bottomBar.restingFrame = bar.frame
        let frame = tabs.view.convert(bar.frame, to: coordinator.context.containerView)
        bar.removeFromSuperview()
        bar.frame = frame
        bar.isHidden = false
        carrier.addSubview(bar)
    }

    /// When the transition ends: the bar back in its place, hidden or shown; a cancelled one
    /// (the interactive pop taken back) keeps the state it had.
    func endBottomBarTransition(_ coordinator: TransitionCoordinator, _ didComplete: Bool) {
        guard let tabs = parent as? TabBarController,
            tabs.bottomBar.kept?.controller == ObjectIdentifier(coordinator.fromViewController)
                || tabs.bottomBar.restingFrame != nil
        else { return }
        if !didComplete { tabs.bottomBar.hidden.toggle() }
        let bar = tabs.tabBar
        if let resting = tabs.bottomBar.restingFrame {
            bar.removeFromSuperview()
            bar.frame = resting
            tabs.view.addSubview(bar)
        }
        bar.isHidden = tabs.bottomBar.hidden
        tabs.bottomBar.kept = nil
        tabs.bottomBar.restingFrame = nil
    }
}

extension TabBarController {
    /// Whether the tab bar insets its tab's content now: shown, or carried by UIKit's push or
    /// pop toward being shown.
    var tabBarInsetsContent: Bool {
        !bottomBar.hidden && (!tabBar.isHidden || bottomBar.restingFrame != nil)
    }

    /// The bar's top in the root view's coordinates, from its place (not the screen carrying it).
    var tabBarLayoutTop: Double {
        guard let resting = bottomBar.restingFrame else { return tabBar.layoutOrigin.y }
        return view.layoutOrigin.y - view.bounds.minY + resting.minY
    }
}

extension ViewController {
    /// The bottom safe area this controller's root view keeps while it leaves in a transition
    /// that hides or shows the tab bar.
    var keptBottomSafeArea: Double? {
        // A popped controller has left the stack (and its parent) when the pop starts.
        var navigation = parent as? NavigationController
        if navigation == nil, case .pop(let popping, _)? = activeCoordinator?.kind { navigation = popping }
        guard let tabs = navigation?.parent as? TabBarController,
            let kept = tabs.bottomBar.kept, kept.controller == ObjectIdentifier(self)
        else { return nil }
        return kept.bottom
    }
}
