import TestExpectations
import Testing
import TransitionKit
import UIKit

/// Appearance proxies (TransitionKit's Views/View+Appearance.swift): a proxy's values apply to
/// the instances that enter a window afterwards, where they still have their default.
@Suite("Appearance proxies")
struct AppearanceProxyTests {
    @Test("a label entering a window takes the proxy's textColor; one the app coloured, or already shown, keeps its own")
    func labels() throws {
        let shownBefore = UILabel()
        let fresh = UILabel()
        let coloured = UILabel()
        _ = try runShowing(UIViewController.init) { root in
            root.view.addSubview(shownBefore)
            #expect(UILabel.appearance() === UILabel.appearance(), "one proxy per class")
            UILabel.appearance().textColor = .red
            coloured.textColor = .green
            root.view.addSubview(fresh)
            root.view.addSubview(coloured)
        }
        expectEqual(fresh.textColor, .red)
        expectEqual(coloured.textColor, .green)
        expectEqual(shownBefore.textColor, .label)
    }

    @Test("appearance(whenContainedInInstancesOf:) applies only inside the containers")
    func contained() throws {
        let inBar = UILabel()
        let elsewhere = UILabel()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        _ = try runShowing(UIViewController.init) { root in
            UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = .white
            bar.addSubview(inBar)
            root.view.addSubview(bar)
            root.view.addSubview(elsewhere)
        }
        expectEqual(inBar.textColor, .white)
        expectEqual(elsewhere.textColor, .label)
    }

    @Test("bars: the tab bar controller's UITabBar and a navigation bar take the proxies' bar tints")
    func bars() throws {
        let tabs = UITabBarController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let run = try runShowing({ () -> UITabBarController in
            UITabBar.appearance().barTintColor = .black
            UITabBar.appearance().tintColor = .systemPink
            UINavigationBar.appearance().barTintColor = .blue
            tabs.viewControllers = [navigation]
            return tabs
        })
        expectEqual(tabs.tabBar.barTintColor, .black)
        expectEqual(tabs.tabBar.tintColor, .systemPink)
        expectEqual(navigation.navigationBar.barTintColor, .blue)
        let finding = try #require(run.0.timeline.unmodelled.first { $0.feature.hasPrefix("UITabBar.appearance()") })
        expectEqual(finding.location?.file, "Tests/UIKitTests/AppearanceProxyTests.swift")
    }

    @Test("a bar button item made after the proxy takes its tintColor")
    func barButtonItems() throws {
        var item: UIBarButtonItem?
        _ = try runShowing(UIViewController.init) { _ in
            UIBarButtonItem.appearance().tintColor = .orange
            item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        }
        expectEqual(item?.tintColor, .orange)
    }

    @Test("a run's proxies do not reach the next run")
    func perRun() throws {
        _ = try runShowing(UIViewController.init) { _ in UILabel.appearance().backgroundColor = .yellow }
        let label = UILabel()
        _ = try runShowing(UIViewController.init) { root in root.view.addSubview(label) }
        #expect(label.backgroundColor == nil)
    }
}
