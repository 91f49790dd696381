import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// Selecting a tab of a `UITabBarController`, through its delegate (docs/uikit-presentation.md
/// §7): the animator runs in the tab bar controller's transition view like a push's; with no
/// animator the switch is instant; `shouldSelect` / `didSelect` only for a tap.
@Suite("Tab switches started by app code")
struct TabTransitionTests {
    final class Delegate: NSObject, UITabBarControllerDelegate {
        let log: EventLog
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var allowsSelection = true
        init(log: EventLog, animator: (any UIViewControllerAnimatedTransitioning)?) {
            self.log = log
            self.animator = animator
        }

        private func name(_ controller: UIViewController) -> String { (controller as? LoggingViewController)?.name ?? "?" }

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log.add("shouldSelect \(name(viewController))")
            return allowsSelection
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.add("didSelect \(name(viewController)) selectedIndex=\(tabBarController.selectedIndex)")
        }

        func tabBarController(_ tabBarController: UITabBarController,
                              animationControllerForTransitionFrom fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            log.add("animationController \(name(fromVC))→\(name(toVC))")
            return animator
        }

        func tabBarController(_ tabBarController: UITabBarController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? {
            log.add("interactionController")
            return nil
        }
    }

    /// Gives up at once: the cancel path of a tab switch.
    final class RefusingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
            transitionContext.completeTransition(false)
        }
    }

    static func tabs(_ log: EventLog) -> (UITabBarController, [LoggingViewController]) {
        let tabs = UITabBarController()
        let screens = ["A", "B", "C"].map { LoggingViewController($0, log: log) }
        tabs.viewControllers = screens
        return (tabs, screens)
    }

    @Test("selectedIndex set by app code runs the delegate's animator in the transition view, in UIKit's order")
    func programmaticSelection() throws {
        let log = EventLog()
        let animator = SlideAnimator(presenting: true)
        animator.log = log
        let delegate = Delegate(log: log, animator: animator)
        var controller: UITabBarController?
        let (tabs, screens) = Self.tabs(log)
        let run = try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
            tabs.delegate = delegate
            controller = tabs
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            log.events.removeAll()
            tabs.selectedIndex = 2
            // The selection changes at once, as in UIKit.
            #expect(tabs.selectedViewController === screens[2])
        }
        let tabController = try #require(controller)
        let container = run.coordinator.containerView
        expectEqual(run.coordinator.operation, .selectTab)
        expectEqual(container.role, "tabBarTransitionView")
        #expect(container.superview === tabController.view && container.frame == tabController.view.bounds)
        // The tab bar stays over the transition.
        #expect(tabController.view.subviews.last === tabController.tabBar)
        #expect(screens[0].transitionCoordinator != nil)
        run.runToCompletion()
        expectEqual(run.completionTime, 0.4)
        #expect(log.events == ["animationController A→C", "interactionController", "A.viewWillDisappear",
                               "C.viewWillAppear", "animateTransition", "A.viewDidDisappear", "C.viewDidAppear",
                               "animationEnded(true)"])
        #expect(animator.seenViews.from === screens[0].view && animator.seenViews.to === screens[2].view)
        expectEqual(animator.seenFrames["initialFrom"], container.bounds)
        expectEqual(animator.seenFrames["finalFrom"], .zero)
        expectEqual(animator.seenFrames["initialTo"], .zero)
        expectEqual(animator.seenFrames["finalTo"], container.bounds)
        #expect(screens[0].view.superview == nil && screens[2].view.superview === container)
        #expect(screens[0].transitionCoordinator == nil)
    }

    @Test("a tap on a tab asks shouldSelect first and tells didSelect after the selection changed")
    func tapSelection() throws {
        let log = EventLog()
        let delegate = Delegate(log: log, animator: SlideAnimator(presenting: true))
        let (tabs, _) = Self.tabs(log)
        let run = try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
            tabs.delegate = delegate
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            log.events.removeAll()
            tabs.selectTab(at: 1)
        }
        run.runToCompletion()
        #expect(Array(log.events.prefix(4)) == ["shouldSelect B", "animationController A→B", "interactionController",
                                                "didSelect B selectedIndex=1"])
        expectEqual(log.events.suffix(2), ["A.viewDidDisappear", "B.viewDidAppear"])
    }

    @Test("shouldSelect returning false keeps the tab: no transition, no didSelect")
    func refusedTap() {
        let log = EventLog()
        let delegate = Delegate(log: log, animator: SlideAnimator(presenting: true))
        delegate.allowsSelection = false
        let (tabs, _) = Self.tabs(log)
        #expect(throws: TransitionStartError.self) {
            try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
                tabs.delegate = delegate
                window.rootViewController = tabs
                window.makeKeyAndVisible()
                log.events.removeAll()
                tabs.selectTab(at: 1)
            }
        }
        expectEqual(log.events, ["shouldSelect B"])
        expectEqual(tabs.selectedIndex, 0)
    }

    @Test("without an animator the new tab replaces the old one at once, callbacks not animated")
    func instantSwitch() throws {
        let log = EventLog()
        let delegate = Delegate(log: log, animator: nil)
        let (tabs, screens) = Self.tabs(log)
        let window = UIWindow(frame: PresentationTests.screen)
        tabs.delegate = delegate
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        log.events.removeAll()
        tabs.selectedViewController = screens[1]
        expectEqual(tabs.selectedIndex, 1)
        #expect(log.events == ["animationController A→B", "A.viewWillDisappear", "B.viewWillAppear",
                               "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(screens[0].view.superview == nil)
        expectEqual(screens[1].view.superview?.role, "tabBarTransitionView")
        expectEqual(screens[1].view.frame, window.bounds)
        #expect(screens[1].transitionCoordinator == nil)
        // A run records only animated transitions: this one is part of the starting scene.
        #expect(throws: TransitionStartError.self) {
            try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
                let (tabs, _) = Self.tabs(log)
                tabs.delegate = delegate
                window.rootViewController = tabs
                window.makeKeyAndVisible()
                tabs.selectedIndex = 1
            }
        }
    }

    @Test("a cancelled switch puts the old tab back: selection, views and callbacks")
    func cancelledSwitch() throws {
        let log = EventLog()
        let delegate = Delegate(log: log, animator: RefusingAnimator())
        let (tabs, screens) = Self.tabs(log)
        let run = try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
            tabs.delegate = delegate
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            log.events.removeAll()
            tabs.selectedIndex = 1
        }
        run.runToCompletion()
        expectEqual(run.state, .cancelled)
        expectEqual(tabs.selectedIndex, 0)
        #expect(screens[1].view.superview == nil && screens[0].view.superview === run.coordinator.containerView)
        #expect(Array(log.events.suffix(4)) == ["B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear",
                                                "A.viewDidAppear"])
    }

    @Test("the tab bar is laid out at the bottom, 49 points over the safe area, when the scene did not place it")
    func tabBarLayout() {
        let window = UIWindow(frame: PresentationTests.screen)
        window.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        window.rootViewController = tabs
        expectEqual(tabs.tabBar.frame, CGRect(x: 0, y: 812 - 83, width: 375, height: 83))
        let placed = UITabBarController()
        placed.tabBar.frame = CGRect(x: 0, y: 700, width: 375, height: 112)
        window.rootViewController = placed
        expectEqual(placed.tabBar.frame, CGRect(x: 0, y: 700, width: 375, height: 112))
    }
}
