import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit
import _Testing_CoreGraphics

/// Navigation chrome, custom containers and system services
/// (Tests/UIKitFixtures/Surface/ChromeAndServices.swift): what moves frames is modelled,
/// the rest is reported where it shows.
@Suite("Navigation chrome and system services")
struct ChromeTests {
    static func features(_ run: TransitionRun) -> [String] { run.timeline.unmodelled.map(\.feature) }

    @Test("hidesBottomBarWhenPushed in a tab bar controller is modelled (the bar hides), not reported")
    func hidesBottomBar() throws {
        let tabs = UITabBarController()
        let run = try TransitionRun(window: UIWindow(frame: Device.iPhoneX.bounds)) { window in
            let list = UIViewController()
            let navigation = UINavigationController(rootViewController: list)
            tabs.viewControllers = [navigation, UIViewController()]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            let detail = ChromeDetailViewController()
            detail.loadViewIfNeeded()
            navigation.pushViewController(detail, animated: true)
        }
        run.runToCompletion()
        #expect(!Self.features(run).contains { $0.hasPrefix("hidesBottomBarWhenPushed") })
        #expect(tabs.tabBar.isHidden, "the detail hides the tab bar (Tests/TransitionKitTests/BottomBarTests.swift)")
        #expect(Self.features(run).contains { $0.hasPrefix("bar button items") }, "the detail's done button")
    }

    @Test("large titles, a configured appearance, an animated bar hide and the toolbar are modelled; toolbar items are reported")
    func barChrome() throws {
        let (plainRun, _) = try runShowing { UINavigationController(rootViewController: UIViewController()) }
        #expect(plainRun.timeline.unmodelled.isEmpty)
        let (run, navigation) = try runShowing { UINavigationController(rootViewController: UIViewController()) }
        run.timeline.perform {
            styleNavigationBar(navigation, largeTitles: true)
            navigation.isNavigationBarHidden = false
            navigation.setNavigationBarHidden(true, animated: true)
            navigation.setToolbarHidden(false, animated: false)
            #expect(!navigation.isToolbarHidden)
        }
        let features = Self.features(run)
        #expect(!features.contains { $0.contains("large title") }, "modelled (Tests/TransitionKitTests/LargeTitle*Tests.swift)")
        #expect(!features.contains { $0.contains("appearance") }, "drawn (Tests/TransitionKitTests/BarAppearanceTests.swift)")
        expectEqual(navigation.navigationBar.backgroundColor, .systemIndigo, "the appearance's background")
        #expect(navigation.navigationBar.frame.height > 88, "the large title's height")
        #expect(!features.contains { $0.hasPrefix("setNavigationBarHidden") }, "the slide is modelled (NavigationBarSlideTests)")
        #expect(!features.contains { $0.hasPrefix("the navigation controller's toolbar") }, "drawn (Tests/TransitionKitTests/ToolbarTests.swift)")
        #expect(features.contains { $0.hasPrefix("the toolbar's items") }, "styleNavigationBar's done item is not drawn")
        #expect(navigation.toolbar.superview === navigation.view && !navigation.toolbar.isHidden)
    }

    @Test("transition(from:to:) cross-dissolves the children's views and removes the old one at the end")
    func containerTransition() throws {
        let (run, container) = try runShowing(SwapContainerViewController.init)
        run.timeline.perform { container.swap(duration: 0.4) }
        #expect(container.second.view.superview === container.view)
        let dissolve = try #require(run.timeline.groups.last)
        #expect(dissolve.properties.contains { $0.hasSuffix("opacity") }, "the views' alphas animate")
        #expect(container.second.view.alpha == 1 && container.first.view.alpha == 0, "the model values at once")
        run.advance(to: 0.5)
        #expect(container.first.view.superview == nil && container.first.view.alpha == 1)
        #expect(container.finished == true && container.children == [container.second])
    }

    @Test("haptics, the keyboard and the spinner are reported; symbols and AVMakeRect have their sizes")
    func services() throws {
        let (run, screen) = try runShowing(ServicesViewController.init)
        run.timeline.perform {
            screen.haptics()
            #expect(screen.startEditing() && screen.field.isFirstResponder)
            screen.stopEditing()
            #expect(!screen.field.isFirstResponder)
            screen.loading()
            #expect(screen.spinner.isHidden)
        }
        let features = Self.features(run)
        #expect(features.filter { $0.contains("haptics") }.count == 3)
        #expect(features.contains { $0.hasPrefix("the keyboard") })
        #expect(features.contains { $0.hasPrefix("UIActivityIndicatorView") })
        expectEqual(screen.duration, 0.35)
        let symbols = screen.symbols()
        #expect(symbols[0]?.size == CGSize(width: 17, height: 17) && symbols[1]?.size == CGSize(width: 24, height: 24))
        #expect(screen.fitted(CGSize(width: 4032, height: 3024), in: CGRect(x: 0, y: 0, width: 375, height: 812))
            == CGRect(x: 0, y: 265.375, width: 375, height: 281.25))
        #expect(screen.observeSettings().count == 6 && screen.keyboardKeys().count == 4)
    }
}
