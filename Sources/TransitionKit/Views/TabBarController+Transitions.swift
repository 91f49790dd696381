import Foundation

/// Selecting a tab, as UIKit does it (docs/uikit-presentation.md §7): the selection changes
/// at once; the delegate is asked for an animator and, given one, for an interaction
/// controller; the switch is then a `TransitionCoordinator` in the transition view, like a
/// push. Without an animator the new tab's view replaces the old one at once.
extension TabBarController {
    /// `byUser`: a tap on the tab bar (`selectTab(at:)`), which also asks `shouldSelect` and
    /// tells `didSelect`; UIKit does neither for a selection made by app code.
    func select(index: Int, byUser: Bool) {
        guard tabs.indices.contains(index) else {
            if !byUser {
                TransitionProblem.report("tab-out-of-range", "selectedIndex \(index) is out of range: \(logName) has \(tabs.count) tabs.")
            }
            return
        }
        let target = tabs[index]
        if byUser, let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        defer { if byUser { delegate?.tabBarController(self, didSelect: target) } }
        guard index != selection else { return }
        guard let from = selectedViewController, isViewLoaded else {
            selection = index
            applyBottomBarRule()
            return
        }
        if activeCoordinator != nil {
            TransitionProblem.report(
                "tab-during-transition", "Attempt to select tab \(index) of \(logName) while a transition is in progress.")
            return
        }
        let previous = selection
        selection = index
        // The new tab's stack decides the bar from the start of the switch (ours: UIKit's
        // timing for this is not documented).
        applyBottomBarRule()
        let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: target)
        let interaction = animator.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        let coordinator = TransitionCoordinator(
            kind: .selectTab(self, previousIndex: previous), operation: .selectTab, from: from, to: target,
            containerView: transitionView, animator: animator ?? InstantTabSwitch(),
            interactionController: interaction, animated: animator != nil)
        coordinator.register([self, from, target])
        coordinator.schedule()
    }

    /// A tap on the tab bar item at `index`, as the user makes it: `shouldSelect`, the
    /// switch, `didSelect`. (The engine's tab bar is a plain view with no items to hit-test;
    /// a scenario calls this where the user would tap.)
    public func selectTab(at index: Int) {
        select(index: index, byUser: true)
    }

    /// UIKit's transition view, made on first use: it takes the tab bar controller's bounds,
    /// goes under the tab bar, and takes in the selected view.
    var transitionView: View {
        if let madeTransitionView { return madeTransitionView }
        let container = View(frame: view.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.role = "tabBarTransitionView"
        madeTransitionView = container
        view.insertSubview(container, belowSubview: tabBar)
        for controller in tabs where controller.isViewLoaded && controller.view.superview === view {
            container.addSubview(controller.view)
        }
        return container
    }

    /// A cancelled (interactive) switch puts the old selection back.
    func restoreSelection(_ index: Int) {
        selection = index
    }
}

extension TabBarController {
    /// UIKit lays the tab bar out at the bottom of the screen, 49 points over the bottom
    /// safe area; a bar the scene already placed is left alone.
    func layOutTabBar(in bounds: CGRect, safeArea: EdgeInsets) {
        guard tabBar.frame == .zero else { return }
        let height = 49 + safeArea.bottom
        tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if tabBar.backgroundColor == nil { tabBar.backgroundColor = UIColor(white: 0.97, alpha: 0.94) }
    }
}

extension TabBarController {
    /// Puts the selected tab's view on screen, filling the tab bar controller's view (under
    /// the tab bar, as UIKit's content extends), unless the scene placed it already.
    func installSelectedView() {
        guard isViewLoaded, let selected = selectedViewController else { return }
        let parent: View = madeTransitionView ?? view
        if selected.view.frame == .zero { selected.view.frame = parent.bounds }
        guard !selected.view.isDescendant(of: view) else { return }
        parent.insertSubview(selected.view, at: 0)
    }
}

/// What stands for the animator of a tab switch without one: UIKit switches at once, so the
/// coordinator runs unanimated and never asks it to animate.
final class InstantTabSwitch: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double { 0 }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
            if let toVC = transitionContext.viewController(forKey: .to) { toView.frame = transitionContext.finalFrame(for: toVC) }
        }
        transitionContext.completeTransition(true)
    }
}
