import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// `hidesBottomBarWhenPushed` when no push or pop carries the tab bar
/// (Chrome/TabBarController+BottomBarRule.swift, docs/uikit-presentation.md, "The tab bar and
/// hidesBottomBarWhenPushed"): `viewControllers = […]` and `setViewControllers(_:animated:
/// false)` — whose top is new, or stays — a stack the window first shows, and another tab
/// selected. The bar follows the same rule as a push (any controller in the selected stack
/// asking hides it), at once.
@Suite("hidesBottomBarWhenPushed without a transition")
struct BottomBarStackSetTests {
    typealias Scene = BottomBarTests.Scene

    /// A run waiting for touches with the scene shown: app code then runs in `perform`.
    static func shown(_ scene: Scene, before: @escaping () -> Void = {}) throws -> TransitionRun {
        try TransitionRun(awaitingTouchesIn: BottomBarTests.window()) { window in
            before()
            scene.show(in: window)
        }
    }

    static func barDrawn(_ run: TransitionRun) -> Bool {
        run.frame(at: run.timeline.now).layer(role: "tabBar") != nil
    }

    @Test("viewControllers = [list, detail] and setViewControllers(_:animated: false) hide the bar at once; back to [list] shows it")
    func newTop() throws {
        let scene = Scene()
        let run = try Self.shown(scene)
        #expect(!scene.tabs.tabBar.isHidden && Self.barDrawn(run))
        run.timeline.perform { scene.navigation.viewControllers = [scene.list, scene.detail] }
        run.advance(to: 0.1)
        #expect(scene.tabs.tabBar.isHidden && !Self.barDrawn(run))
        expectEqual(scene.detail.view.safeAreaInsets.bottom, 34, "no tab bar inset under the detail")
        run.timeline.perform { scene.navigation.setViewControllers([scene.list], animated: false) }
        run.advance(to: 0.2)
        #expect(!scene.tabs.tabBar.isHidden && Self.barDrawn(run))
        expectEqual(scene.list.view.safeAreaInsets.bottom, 83)
        run.timeline.perform { scene.navigation.setViewControllers([scene.detail], animated: false) }
        run.advance(to: 0.3)
        #expect(scene.tabs.tabBar.isHidden, "a new root that asks hides it too")
    }

    @Test("a stack set whose top stays: a controller below it that asks hides the bar (the rule reads the whole stack)")
    func sameTop() throws {
        let scene = Scene()
        let run = try Self.shown(scene)
        run.timeline.perform { scene.navigation.viewControllers = [scene.detail, scene.list] }
        run.advance(to: 0.1)
        #expect(scene.navigation.topViewController === scene.list)
        #expect(scene.tabs.tabBar.isHidden && !Self.barDrawn(run))
        expectEqual(scene.list.view.safeAreaInsets.bottom, 34)
        run.timeline.perform { scene.navigation.viewControllers = [scene.list] }
        run.advance(to: 0.2)
        #expect(!scene.tabs.tabBar.isHidden && scene.list.view.safeAreaInsets.bottom == 83)
    }

    @Test("a stack that asks when the window first shows the tab bar controller: the bar is hidden from the first frame")
    func atLaunch() throws {
        let scene = Scene()
        let run = try Self.shown(scene) { scene.navigation.viewControllers = [scene.list, scene.detail] }
        #expect(scene.tabs.tabBar.isHidden)
        #expect(run.frame(at: 0).layer(role: "tabBar") == nil)
        expectEqual(scene.detail.view.safeAreaInsets.bottom, 34)

        // The tabs assigned after the view loaded (a UITabBarController subclass's viewDidLoad).
        let late = Scene()
        let other = BottomBarTests.screen("late")
        let run2 = try Self.shown(late)
        run2.timeline.perform {
            let navigation = UINavigationController(rootViewController: other)
            navigation.pushViewController(late.detail, animated: false)
            late.tabs.viewControllers = [navigation]
        }
        #expect(late.tabs.tabBar.isHidden)
    }

    @Test("another tab selected: the bar shows for a stack that does not ask and hides again coming back")
    func tabSwitch() throws {
        let scene = Scene()
        let run = try Self.shown(scene) { scene.navigation.viewControllers = [scene.list, scene.detail] }
        #expect(scene.tabs.tabBar.isHidden)
        run.timeline.perform { scene.tabs.selectedIndex = 1 }
        run.advance(to: 0.1)
        #expect(!scene.tabs.tabBar.isHidden && Self.barDrawn(run))
        run.timeline.perform { scene.tabs.selectedIndex = 0 }
        run.advance(to: 0.2)
        #expect(scene.tabs.tabBar.isHidden && !Self.barDrawn(run))
    }

    @Test("an app that hides the bar itself keeps it hidden while the rule's answer does not change")
    func appsOwnChoice() throws {
        let scene = Scene()
        let plain = BottomBarTests.screen("plain")
        let run = try Self.shown(scene)
        run.timeline.perform {
            scene.tabs.tabBar.isHidden = true
            scene.navigation.viewControllers = [scene.list, plain]
        }
        run.advance(to: 0.1)
        #expect(scene.tabs.tabBar.isHidden)
    }
}
