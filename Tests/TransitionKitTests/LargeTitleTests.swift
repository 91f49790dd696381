import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// Large titles move frames: the bar is 52 pt taller (UIKit's 96 = 44 + 52 under the status bar),
/// so the safe area top of the screens under it is lower, and a push to a `.never` item animates
/// the bar's height (Chrome/NavigationBar+LargeTitle.swift).
@Suite("Large titles")
struct LargeTitleTests {
    static func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        window.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        return window
    }

    static func screen(_ name: String, mode: UINavigationItem.LargeTitleDisplayMode = .automatic) -> UIViewController {
        let controller = UIViewController()
        controller.title = name
        controller.view.accessibilityIdentifier = "screen-" + name
        controller.navigationItem.largeTitleDisplayMode = mode
        return controller
    }

    @Test("a large-title root: the bar is 44 + 44 + 52 tall and the root's safe area top is its bottom")
    func rootHeight() throws {
        let root = Self.screen("list")
        let navigation = UINavigationController(rootViewController: root)
        let run = try TransitionRun(window: Self.window()) { window in
            navigation.navigationBar.prefersLargeTitles = true
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.pushViewController(Self.screen("detail", mode: .never), animated: true)
        }
        let start = try #require(run.frame(at: 0).layer(role: "navigationBar")).quad.boundingBox
        expectEqual(start.height, 140)
        #expect(try #require(run.frame(at: 0).layer(role: "hairline")).quad.boundingBox.minY == 139.5)
        run.start()
        run.advance(to: 0.1)
        expectEqual(root.view.safeAreaInsets.top, 88, "the model value is the end's (.never): 44 + 44")
        run.runToCompletion()
        var between = false
        for time in stride(from: 0.05, to: 0.34, by: 0.05) {
            let height = try #require(run.frame(at: time).layer(role: "navigationBar")).quad.boundingBox.height
            #expect(height <= 140 && height >= 88, "\(time)")
            if height > 89 && height < 139 { between = true }
        }
        #expect(between, "the height animates")
        #expect(try #require(run.frame(at: run.endTime).layer(role: "navigationBar")).quad.boundingBox.height == 88)
        #expect(navigation.navigationBar.frame.height == 88 && navigation.topViewController?.view.safeAreaInsets.top == 88)
    }

    @Test("safe area top: 140 under a large title, 88 without prefersLargeTitles or with .never; .automatic follows the item below")
    func safeAreaTop() throws {
        func top(prefers: Bool, _ stack: [UIViewController]) throws -> (Double, Double) {
            let navigation = UINavigationController(rootViewController: stack[0])
            let run = try TransitionRun(window: Self.window()) { window in
                navigation.navigationBar.prefersLargeTitles = prefers
                window.rootViewController = navigation
                window.makeKeyAndVisible()
                navigation.setViewControllers(stack, animated: false)
                navigation.pushViewController(Self.screen("last"), animated: true)
            }
            // Before the run starts the push: the bar and the safe area of the stack's top.
            let result = withExtendedLifetime(run) {
                (Double(navigation.navigationBar.frame.height), Double(stack.last!.view.safeAreaInsets.top))
            }
            expectEqual(result.0, result.1, "the safe area top is the bar's bottom")
            return result
        }
        #expect(try top(prefers: true, [Self.screen("a")]).0 == 140)
        #expect(try top(prefers: false, [Self.screen("b")]).0 == 88)
        #expect(try top(prefers: true, [Self.screen("c", mode: .never)]).0 == 88)
        #expect(try top(prefers: true, [Self.screen("d", mode: .never), Self.screen("e")]).0 == 88, ".automatic follows .never")
        #expect(try top(prefers: true, [Self.screen("f", mode: .never), Self.screen("g", mode: .always)]).0 == 140)

        let root = Self.screen("root")
        let navigation = UINavigationController(rootViewController: root)
        let run = try TransitionRun(window: Self.window()) { window in
            navigation.navigationBar.prefersLargeTitles = true
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.pushViewController(Self.screen("next"), animated: true)
        }
        expectEqual(root.view.safeAreaInsets.top, 140, "under the large title")
        run.runToCompletion()
        expectEqual(navigation.navigationBar.frame.height, 140, ".automatic under a large title stays large")
    }
}
