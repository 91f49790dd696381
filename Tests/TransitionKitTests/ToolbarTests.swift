import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// The navigation controller's toolbar (Chrome/NavigationController+Toolbar.swift): hidden by
/// default; shown, 44 pt above the home indicator's inset at the bottom of the screen, the safe
/// area bottom of the screen above it at its top; animated, it slides over `hideShowBarDuration`.
@Suite("The navigation controller's toolbar")
struct ToolbarTests {
    static func shown(toolbarFirst: Bool = false) throws -> (TransitionRun, UINavigationController, UIViewController) {
        let screen = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        let run = try TransitionRun(awaitingTouchesIn: LargeTitleTests.window()) { window in
            if toolbarFirst { navigation.isToolbarHidden = false }
            window.rootViewController = navigation
            window.makeKeyAndVisible()
        }
        return (run, navigation, screen)
    }

    static func toolbarMinY(_ run: TransitionRun, at time: Double) -> Double? {
        run.frame(at: time).layer(role: "toolbar").map { Double($0.quad.boundingBox.minY) }
    }

    @Test("hidden by default; shown at once it is 44 + 34 at the bottom and the safe area bottom is its top")
    func showAtOnce() throws {
        let (run, navigation, screen) = try Self.shown()
        #expect(navigation.isToolbarHidden && screen.view.safeAreaInsets.bottom == 34)
        #expect(Self.toolbarMinY(run, at: run.timeline.now) == nil)
        run.timeline.perform {
            navigation.isToolbarHidden = false
            run.timeline.endTurn()
        }
        expectEqual(navigation.toolbar.frame, CGRect(x: 0, y: 734, width: 375, height: 78))
        expectEqual(screen.view.safeAreaInsets.bottom, 78)
        run.advance(to: run.timeline.now + 0.1)
        expectEqual(Self.toolbarMinY(run, at: run.timeline.now), 734)
        run.timeline.perform { navigation.isToolbarHidden = true }
        #expect(navigation.toolbar.isHidden && screen.view.safeAreaInsets.bottom == 34)
        #expect(!run.timeline.unmodelled.contains { $0.feature.contains("toolbar") }, "drawn, no items: nothing reported")
    }

    @Test("a toolbar shown before the window takes the navigation controller is laid out with it")
    func shownFirst() throws {
        let (run, navigation, screen) = try Self.shown(toolbarFirst: true)
        run.advance(to: 0.1)
        #expect(navigation.toolbar.frame.minY == 734 && screen.view.safeAreaInsets.bottom == 78)
        expectEqual(screen.view.safeAreaInsets.top, 88, "under the navigation bar as well")
        #expect(!run.timeline.unmodelled.contains { $0.feature.contains("toolbar") }, "shown before the window: drawn, not reported")
    }

    @Test("animated: slides up from below the screen over 0.2 s, and back down, then hides")
    func slide() throws {
        let (run, navigation, screen) = try Self.shown()
        let start = run.timeline.now + 0.1
        run.advance(to: start)
        run.timeline.perform {
            navigation.setToolbarHidden(false, animated: true)
            run.timeline.endTurn()
        }
        #expect(!navigation.isToolbarHidden && screen.view.safeAreaInsets.bottom == 78, "the new value at once")
        run.advance(to: start + 0.5)
        expectEqual(Self.toolbarMinY(run, at: start), 812)
        let mid = try #require(Self.toolbarMinY(run, at: start + 0.1))
        #expect(mid > 734 && mid < 812)
        expectEqual(Self.toolbarMinY(run, at: start + 0.2), 734)
        let hide = run.timeline.now
        run.timeline.perform { navigation.setToolbarHidden(true, animated: true) }
        expectEqual(screen.view.safeAreaInsets.bottom, 34)
        run.advance(to: hide + 0.5)
        let going = try #require(Self.toolbarMinY(run, at: hide + 0.1))
        #expect(going > 734 && going < 812)
        #expect(Self.toolbarMinY(run, at: hide + 0.25) == nil && navigation.toolbar.isHidden)
    }

    @Test("the toolbar's items are reported not drawn")
    func itemsReported() throws {
        let (run, navigation, screen) = try Self.shown()
        run.timeline.perform {
            screen.setToolbarItems([UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)], animated: false)
            navigation.setToolbarHidden(false, animated: false)
        }
        #expect(run.timeline.unmodelled.contains { $0.feature.hasPrefix("the toolbar's items") })
    }
}
