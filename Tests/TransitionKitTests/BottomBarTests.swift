import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// `hidesBottomBarWhenPushed` in a tab of a tab bar controller (Chrome/NavigationController+BottomBar.swift,
/// docs/uikit-presentation.md, "The tab bar and hidesBottomBarWhenPushed"): UIKit's own push carries the
/// tab bar off in the leaving screen and its pop brings it back in the returning one; with the
/// delegate's animator the bar hides or shows when the transition starts.
@Suite("hidesBottomBarWhenPushed")
struct BottomBarTests {
    /// An iPhone X: 375×812, 44 over and 34 under; the tab bar is 49 + 34 tall.
    static func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        window.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        return window
    }

    static func screen(_ name: String, hidesBar: Bool = false) -> UIViewController {
        let controller = UIViewController()
        controller.title = name
        controller.view.backgroundColor = .white
        controller.view.accessibilityIdentifier = "screen-" + name
        controller.hidesBottomBarWhenPushed = hidesBar
        return controller
    }

    final class Scene {
        let list = BottomBarTests.screen("list")
        let detail = BottomBarTests.screen("detail", hidesBar: true)
        let navigation: UINavigationController
        let tabs = UITabBarController()

        init() {
            navigation = UINavigationController(rootViewController: list)
            tabs.viewControllers = [navigation, BottomBarTests.screen("other")]
        }

        func show(in window: UIWindow) {
            window.rootViewController = tabs
            window.makeKeyAndVisible()
        }
    }

    /// Gives `ScaleFadePushAnimator` (TestScene.swift) for every push and pop.
    final class CustomAnimation: NSObject, UINavigationControllerDelegate {
        func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { ScaleFadePushAnimator() }
    }

    static func minX(_ role: String, in frame: FrameState) throws -> Double {
        try #require(frame.layer(role: role), "\(role) at \(frame.time)").quad.boundingBox.minX
    }

    @Test("UIKit's push: the tab bar slides off with the list; the detail has no tab bar inset; the bar ends hidden")
    func standardPush() throws {
        let scene = Scene()
        let run = try TransitionRun(window: Self.window()) { window in
            scene.show(in: window)
            scene.navigation.pushViewController(scene.detail, animated: true)
        }
        run.start()
        run.advance(to: 0.1)
        expectEqual(scene.detail.view.safeAreaInsets.bottom, 34, "laid out for the end: no tab bar")
        expectEqual(scene.list.view.safeAreaInsets.bottom, 83, "the leaving list keeps its inset")
        #expect(scene.tabs.tabBar.superview === scene.list.view)
        run.runToCompletion()
        var moved = false
        for time in stride(from: 0.02, to: 0.34, by: 0.04) {
            let frame = run.frame(at: time)
            let bar = try #require(frame.layer(role: "tabBar")).quad.boundingBox
            let list = try Self.minX("screen-list", in: frame)
            #expect(abs(bar.minX - list) < 1e-9, "\(time): the bar moves with the list")
            #expect(abs(bar.minY - (812 - 83)) < 1e-9 && abs(bar.width - 375) < 1e-9)
            if list < -10 { moved = true }
        }
        #expect(moved, "the list (and the bar) moved left")
        #expect(run.frame(at: run.endTime).layer(role: "tabBar") == nil, "hidden at the end")
        #expect(scene.tabs.tabBar.isHidden && scene.tabs.tabBar.superview === scene.tabs.view)
        expectEqual(scene.tabs.tabBar.frame, CGRect(x: 0, y: 812 - 83, width: 375, height: 83))
        #expect(scene.detail.view.frame.maxY == 812 && scene.detail.view.safeAreaInsets.bottom == 34)
        #expect(!run.timeline.unmodelled.contains { $0.feature.contains("hidesBottomBarWhenPushed") })
    }

    @Test("UIKit's pop: the tab bar comes back with the list; the list has its tab bar inset from the start")
    func standardPop() throws {
        let scene = Scene()
        let run = try TransitionRun(window: Self.window()) { window in
            scene.show(in: window)
            scene.navigation.pushViewController(scene.detail, animated: false)
            scene.navigation.popViewController(animated: true)
        }
        run.start()
        run.advance(to: 0.1)
        expectEqual(scene.list.view.safeAreaInsets.bottom, 83)
        expectEqual(scene.detail.view.safeAreaInsets.bottom, 34, "the leaving detail keeps its inset")
        run.runToCompletion()
        #expect(run.frame(at: 0).layer(role: "tabBar") != nil)
        for time in stride(from: 0.02, to: 0.34, by: 0.04) {
            let frame = run.frame(at: time)
            let bar = try #require(frame.layer(role: "tabBar")).quad.boundingBox
            #expect(abs(bar.minX - (try Self.minX("screen-list", in: frame))) < 1e-9, "\(time)")
            #expect(try Self.minX("screen-detail", in: frame) > bar.minX, "the detail slides off over the bar")
        }
        #expect(!scene.tabs.tabBar.isHidden && scene.tabs.tabBar.superview === scene.tabs.view)
        let end = try #require(run.frame(at: run.endTime).layer(role: "tabBar")).quad.boundingBox
        #expect(end.minX == 0 && end.minY == 812 - 83)
        expectEqual(scene.list.view.safeAreaInsets.bottom, 83)
    }

    /// The edge swipe on the detail: from the left edge through `xs`, 1/30 s apart.
    static func swipe(_ xs: [Double]) throws -> (TransitionRun, Scene) {
        let scene = Scene()
        let run = try TransitionRun(awaitingTouchesIn: Self.window()) { window in
            scene.show(in: window)
            scene.navigation.pushViewController(scene.detail, animated: false)
        }
        #expect(scene.tabs.tabBar.isHidden)
        try run.handle(GestureSample(t: 0, phase: .began, x: 5, y: 400))
        for (index, x) in xs.enumerated() {
            try run.handle(GestureSample(t: Double(index + 1) / 30, phase: index == xs.count - 1 ? .ended : .changed, x: x, y: 400))
        }
        run.runToCompletion()
        return (run, scene)
    }

    @Test("the edge swipe carries the tab bar with the list; a cancelled swipe leaves it hidden")
    func edgeSwipe() throws {
        let (run, scene) = try Self.swipe([40, 100, 160, 220, 280])
        expectEqual(run.state, .completed)
        for time in stride(from: 0.07, to: 0.165, by: 0.02) {
            let frame = run.frame(at: time)
            let bar = try #require(frame.layer(role: "tabBar")).quad.boundingBox
            #expect(abs(bar.minX - (try Self.minX("screen-list", in: frame))) < 1e-9, "\(time)")
        }
        #expect(!scene.tabs.tabBar.isHidden && scene.tabs.tabBar.superview === scene.tabs.view)

        let (cancelled, back) = try Self.swipe([30, 60, 80, 90, 92, 93, 93, 93])
        expectEqual(cancelled.state, .cancelled)
        #expect(back.tabs.tabBar.isHidden && back.tabs.tabBar.superview === back.tabs.view)
        #expect(cancelled.frame(at: cancelled.endTime).layer(role: "tabBar") == nil)
        expectEqual(back.detail.view.safeAreaInsets.bottom, 34)
    }

    @Test("the delegate's animator: the tab bar hides when the push starts and shows when the pop starts")
    func customAnimator() throws {
        let scene = Scene()
        let delegate = CustomAnimation()
        let run = try TransitionRun(window: Self.window()) { window in
            scene.navigation.delegate = delegate
            scene.show(in: window)
            scene.navigation.pushViewController(scene.detail, animated: true)
        }
        run.runToCompletion()
        #expect(run.frame(at: 0.01).layer(role: "tabBar") == nil)
        // ScaleFadePushAnimator leaves the detail's frame to the app: the navigation controller's view says it.
        #expect(scene.tabs.tabBar.isHidden && scene.navigation.view.safeAreaInsets.bottom == 34)

        let pop = try TransitionRun(window: Self.window()) { window in
            let back = Scene()
            back.navigation.delegate = delegate
            back.show(in: window)
            back.navigation.pushViewController(back.detail, animated: false)
            back.navigation.popViewController(animated: true)
        }
        pop.runToCompletion()
        let bar = try #require(pop.frame(at: 0.01).layer(role: "tabBar")).quad.boundingBox
        #expect(bar.minX == 0 && bar.minY == 812 - 83, "in its place from the start")
    }

    @Test("the bar stays hidden while any controller in the stack asks; a push without the flag keeps it")
    func stackRule() throws {
        let scene = Scene()
        let plain = Self.screen("plain")
        let run = try TransitionRun(window: Self.window()) { window in
            scene.show(in: window)
            scene.navigation.pushViewController(plain, animated: true)
        }
        run.runToCompletion()
        #expect(!scene.tabs.tabBar.isHidden && plain.view.safeAreaInsets.bottom == 83)
        run.timeline.perform {
            scene.navigation.setViewControllers([scene.list, scene.detail, Self.screen("more")], animated: false)
        }
        #expect(scene.tabs.tabBar.isHidden, "the detail below the top still hides it")
    }
}
