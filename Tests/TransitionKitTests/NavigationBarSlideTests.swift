import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// `setNavigationBarHidden(_:animated: true)` (Chrome/NavigationController+BarSlide.swift): the bar
/// slides off the top over `hideShowBarDuration` and is hidden at the end, or slides back down;
/// `isNavigationBarHidden` and the safe area answer the new value at once.
@Suite("The navigation bar's slide")
struct NavigationBarSlideTests {
    /// A screen that lays a header out under its safe area top, as apps do in `viewDidLayoutSubviews`.
    final class HeaderScreen: UIViewController {
        let header = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            header.accessibilityIdentifier = "header"
            view.addSubview(header)
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            header.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 40)
        }
    }

    static func shown() throws -> (TransitionRun, UINavigationController, HeaderScreen) {
        let screen = HeaderScreen()
        let navigation = UINavigationController(rootViewController: screen)
        let run = try TransitionRun(awaitingTouchesIn: LargeTitleTests.window()) { window in
            window.rootViewController = navigation
            window.makeKeyAndVisible()
        }
        return (run, navigation, screen)
    }

    static func barMinY(_ run: TransitionRun, at time: Double) -> Double? {
        run.frame(at: time).layer(role: "navigationBar").map { Double($0.quad.boundingBox.minY) }
    }

    @Test("hiding: the bar slides from 0 to -88 over 0.2 s, then is hidden; the header moves up with it")
    func hide() throws {
        let (run, navigation, screen) = try Self.shown()
        expectEqual(UINavigationController.hideShowBarDuration, 0.2)
        expectEqual(screen.header.frame.minY, 88)
        let start = run.timeline.now
        run.timeline.perform { navigation.setNavigationBarHidden(true, animated: true) }
        #expect(navigation.isNavigationBarHidden, "the new value at once")
        #expect(!navigation.navigationBar.isHidden, "the bar is still on screen while it slides")
        expectEqual(screen.view.safeAreaInsets.top, 44, "the safe area is the status bar's from the start")
        run.advance(to: start + 1)
        expectEqual(Self.barMinY(run, at: start), 0)
        let mid = try #require(Self.barMinY(run, at: start + 0.1))
        #expect(mid < 0 && mid > -88, "sliding")
        let header = try #require(run.frame(at: start + 0.1).layer(role: "header")).quad.boundingBox.minY
        #expect(header < 88 && header > 44, "the header moves with the bar")
        #expect(Self.barMinY(run, at: start + 0.25) == nil, "hidden at the end")
        #expect(navigation.navigationBar.isHidden && navigation.navigationBar.frame.minY == 0)
        expectEqual(screen.header.frame.minY, 44)
        #expect(!run.timeline.unmodelled.contains { $0.feature.hasPrefix("setNavigationBarHidden") }, "modelled, not reported")
    }

    @Test("showing: the bar comes from -88 down to 0 over 0.2 s")
    func show() throws {
        let (run, navigation, screen) = try Self.shown()
        run.timeline.perform { navigation.isNavigationBarHidden = true }
        expectEqual(screen.view.safeAreaInsets.top, 44)
        let start = run.timeline.now
        run.timeline.perform { navigation.setNavigationBarHidden(false, animated: true) }
        #expect(!navigation.isNavigationBarHidden && screen.view.safeAreaInsets.top == 88)
        run.advance(to: start + 1)
        expectEqual(Self.barMinY(run, at: start), -88)
        let mid = try #require(Self.barMinY(run, at: start + 0.1))
        #expect(mid < 0 && mid > -88)
        expectEqual(Self.barMinY(run, at: start + 0.2), 0)
        #expect(navigation.navigationBar.frame.minY == 0 && screen.header.frame.minY == 88)
    }

    @Test("a show during a hide's slide wins: the hide's completion does not hide the bar")
    func showDuringHide() throws {
        let (run, navigation, _) = try Self.shown()
        let start = run.timeline.now
        run.timeline.perform { navigation.setNavigationBarHidden(true, animated: true) }
        run.advance(to: start + 0.1)
        run.timeline.perform { navigation.setNavigationBarHidden(false, animated: false) }
        run.advance(to: start + 1)
        #expect(!navigation.isNavigationBarHidden && !navigation.navigationBar.isHidden)
        expectEqual(navigation.navigationBar.frame.minY, 0)
    }
}
