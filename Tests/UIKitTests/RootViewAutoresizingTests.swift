import TestExpectations
import Testing
import TransitionKit
@testable import UIKit

/// A controller's root view as UIKit's default `loadView()` makes it: screen-sized, with
/// `[.flexibleWidth, .flexibleHeight]`, so it follows a superview that resizes — inside an
/// animation block on the block's curve — and a child controller's view fills a container
/// sized after it was added (docs/engine.md, "Safe area, margins and autoresizing").
@Suite("Root view autoresizing")
struct RootViewAutoresizingTests {
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    final class CustomRootController: UIViewController {
        override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
    }

    @Test("the default root view is screen-sized with flexible width and height; a loadView override's keeps its own mask")
    func defaultMask() throws {
        var plain: UIViewController!, custom: UIViewController!
        var navigation: UINavigationController!, tabs: UITabBarController!
        _ = try TransitionRun(window: UIWindow(frame: Self.screen)) { window in
            plain = UIViewController()
            custom = CustomRootController()
            navigation = UINavigationController(rootViewController: UIViewController())
            tabs = UITabBarController()
            tabs.viewControllers = [UIViewController()]
            _ = (plain.view, custom.view, navigation.view, tabs.view)
            window.rootViewController = plain
            plain.present(UIViewController(), animated: true)
        }
        expectEqual(plain.view.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        expectEqual(plain.view.frame, Self.screen)
        expectEqual(custom.view.autoresizingMask, [])
        expectEqual(custom.view.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        // The containers' views are made the same way.
        for container in [navigation.view!, tabs.view!] {
            expectEqual(container.autoresizingMask, [.flexibleWidth, .flexibleHeight])
            expectEqual(container.frame, Self.screen)
        }
    }

    @Test("a root view follows its superview resized in a linear animation block, frame by frame")
    func resizedInAnimation() throws {
        var child: UIViewController!
        let end = CGRect(x: 0, y: 0, width: 300, height: 400)
        let run = try TransitionRun(window: UIWindow(frame: Self.screen)) { window in
            let root = UIViewController()
            window.rootViewController = root
            let panel = UIView(frame: Self.screen)
            root.view.addSubview(panel)
            child = UIViewController()
            child.view.accessibilityIdentifier = "childRoot"
            panel.addSubview(child.view)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { panel.frame = end })
            root.present(UIViewController(), animated: true)
        }
        expectEqual(child.view.frame, end)
        for t in [0.0, 0.25, 0.5, 1.0] {
            let layer = try #require(run.frame(at: t).layer(role: "childRoot"))
            expectEqual(layer.quad.topLeft, CGPoint(x: 0, y: 0), "at \(t)")
            #expect(abs(layer.size.width - (390 + (300 - 390) * t)) < 1e-9, "at \(t)")
            #expect(abs(layer.size.height - (844 + (400 - 844) * t)) < 1e-9, "at \(t)")
        }
    }

    /// A custom container as apps write one: `addChild`, the child's view framed to the
    /// container view, `didMove(toParent:)`.
    final class ContainerController: UIViewController {
        let child = UIViewController()
        let containerView = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            // Sized later, as a container laid out by its parent is.
            containerView.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
            view.addSubview(containerView)
            addChild(child)
            child.view.frame = containerView.bounds
            containerView.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    @Test("a child controller's view fills its container when the container is resized")
    func childInContainer() throws {
        var container: ContainerController!
        _ = try TransitionRun(window: UIWindow(frame: Self.screen)) { window in
            container = ContainerController()
            window.rootViewController = container
            container.containerView.frame = CGRect(x: 0, y: 100, width: 390, height: 600)
            container.present(UIViewController(), animated: true)
        }
        #expect(container.child.parent === container)
        expectEqual(container.child.view.frame, CGRect(x: 0, y: 0, width: 390, height: 600))
        // The container's own view was already the screen's size: setting it as the window's
        // root changed nothing, so the container view kept its frame.
        expectEqual(container.containerView.frame, CGRect(x: 0, y: 100, width: 390, height: 600))
    }

    @Test("a child view added to an empty view fills it once that view is sized (the tab bar controller's old trap)")
    func childOfEmptyView() {
        let parent = UIView()
        let child = UIViewController()
        _ = child.view
        child.view.frame = parent.bounds
        parent.addSubview(child.view)
        parent.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        expectEqual(child.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("a tab bar controller's selected view keeps the screen's size when the window takes the tab bar controller")
    func selectedTabKeepsScreenSize() throws {
        var tabs: UITabBarController!
        _ = try TransitionRun(window: UIWindow(frame: Self.screen)) { window in
            tabs = UITabBarController()
            tabs.viewControllers = [UIViewController(), UIViewController()]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            tabs.selectedIndex = 1
            tabs.present(UIViewController(), animated: true)
        }
        expectEqual(tabs.view.frame, Self.screen)
        expectEqual(tabs.viewControllers?[0].view.frame, Self.screen)
        expectEqual(tabs.viewControllers?[1].view.frame, Self.screen)
    }
}

/// A rotation reaches the views of controllers inside containers through their masks, as in
/// UIKit: the tab bar controller's view, the navigation controller's (and its content view),
/// the top controller's root view.
@Suite("Root view autoresizing: rotation through containers")
struct RootViewRotationTests {
    @Test("rotating a tab bar app to landscape resizes the navigation controller's top view with the window")
    func rotationThroughContainers() throws {
        var top: UIViewController!, navigation: UINavigationController!, other: UIViewController!
        let run = try TransitionRun(window: UIWindow(frame: Device.iPhoneX.bounds)) { window in
            top = UIViewController()
            top.view.accessibilityIdentifier = "top"
            navigation = UINavigationController(rootViewController: top)
            other = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, other]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            window.windowScene!.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscape))
            tabs.present(UIViewController(), animated: true)
        }
        let landscape = CGRect(x: 0, y: 0, width: 812, height: 375)
        expectEqual(navigation.view.frame, landscape)
        expectEqual(navigation.contentView.frame, landscape)
        expectEqual(top.view.frame, landscape)
        // Halfway through the rotation's ease-in-ease-out, halfway in size.
        let middle = try #require(run.frame(at: Window.sizeTransitionDuration / 2).layer(role: "top"))
        #expect(abs(middle.size.width - (375 + 812) / 2) < 1e-9 && abs(middle.size.height - (812 + 375) / 2) < 1e-9)
    }
}
