import TestExpectations
import Testing
import TransitionKit
@testable import UIKit

/// Safe areas and layout margins as UIKit computes them down the tree (docs/engine.md,
/// "Safe area, margins and autoresizing"): per device, through a navigation controller and a
/// tab bar controller, with `additionalSafeAreaInsets`, and the callbacks UIKit sends.
@Suite("Safe area and layout margins")
struct SafeAreaTests {
    /// What the runs present, over the screen so the presenter's views stay in the window.
    func overlay() -> UIViewController {
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overFullScreen
        return overlay
    }

    func window(_ device: Device) -> UIWindow {
        let window = UIWindow(frame: device.bounds)
        window.safeAreaInsets = device.safeAreaInsets
        return window
    }

    @Test("per device: the root view has the screen's insets; subviews the part of them they overlap", arguments: Device.all)
    func perDevice(_ device: Device) throws {
        var rootView: UIView!, banner: UIView!, footer: UIView!, middle: UIView!
        _ = try TransitionRun(window: window(device)) { window in
            let root = UIViewController()
            window.rootViewController = root
            rootView = root.view
            let size = device.screenSize
            banner = UIView(frame: CGRect(x: 0, y: 10, width: size.width, height: 100))
            footer = UIView(frame: CGRect(x: 20, y: size.height - 30, width: 100, height: 30))
            middle = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
            for view in [banner!, footer!, middle!] { root.view.addSubview(view) }
            let safe = device.safeAreaInsets
            expectEqual(rootView.safeAreaInsets, safe)
            expectEqual(banner.safeAreaInsets, UIEdgeInsets(top: max(0, safe.top - 10), left: 0, bottom: 0, right: 0))
            expectEqual(footer.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: min(30, safe.bottom), right: 0))
            expectEqual(middle.safeAreaInsets, .zero)
            root.present(overlay(), animated: true)
        }
        expectEqual(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).safeAreaInsets, .zero, "not in a window")
    }

    @Test("a navigation controller's bar and a tab bar keep the child's root view clear; additionalSafeAreaInsets add")
    func containers() throws {
        final class Child: UIViewController {
            var changes: [UIEdgeInsets] = []
            override func viewSafeAreaInsetsDidChange() { changes.append(view.safeAreaInsets) }
        }
        let child = Child(), other = Child()
        var inner: UIView!
        _ = try TransitionRun(window: window(.iPhoneX)) { window in
            let navigation = UINavigationController(rootViewController: child)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, other]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            inner = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
            child.view.addSubview(inner)
            window.layoutIfNeeded()
            // 44 status bar + 44 bar above; 49 tab bar + 34 home indicator below.
            expectEqual(child.view.safeAreaInsets, UIEdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
            expectEqual(inner.safeAreaInsets, UIEdgeInsets(top: 88, left: 0, bottom: 0, right: 0))
            expectEqual(child.changes.last, UIEdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
            let count = child.changes.count
            child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 4, bottom: 0, right: 0)
            child.view.layoutIfNeeded()
            expectEqual(child.view.safeAreaInsets, UIEdgeInsets(top: 98, left: 4, bottom: 83, right: 0))
            expectEqual(inner.safeAreaInsets, UIEdgeInsets(top: 98, left: 4, bottom: 0, right: 0))
            expectEqual(child.changes.count, count + 1, "told once, at the pass after the change")
            child.present(overlay(), animated: true)
        }
    }

    @Test("safeAreaInsetsDidChange: once when the view enters a window with a safe area, again when it moves")
    func viewCallback() throws {
        final class Probe: UIView {
            var seen: [UIEdgeInsets] = []
            override func safeAreaInsetsDidChange() { seen.append(safeAreaInsets) }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = try TransitionRun(window: window(.iPhoneX)) { window in
            let root = UIViewController()
            window.rootViewController = root
            root.view.addSubview(probe)
            root.view.layoutIfNeeded()
            probe.frame.origin.y = 20
            root.view.setNeedsLayout()
            root.view.layoutIfNeeded()
            root.present(overlay(), animated: true)
        }
        expectEqual(probe.seen, [UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0), UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0)])
    }

    @Test("layout margins: a root view's system minimum plus the safe area, 8 points elsewhere, directional in step")
    func margins() throws {
        var rootView: UIView!, card: UIView!, inset: UIView!, plain: UIView!
        _ = try TransitionRun(window: window(.iPhoneX)) { window in
            let root = UIViewController()
            window.rootViewController = root
            rootView = root.view
            card = UIView(frame: CGRect(x: 0, y: 200, width: 375, height: 300))
            inset = UIView(frame: CGRect(x: 4, y: 2, width: 100, height: 100))
            plain = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
            root.view.addSubview(card)
            root.view.addSubview(plain)
            card.addSubview(inset)
            expectEqual(rootView.layoutMargins, UIEdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
            expectEqual(card.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            expectEqual(plain.layoutMargins, UIEdgeInsets(top: 52, left: 8, bottom: 8, right: 8), "8 points from the safe area")
            root.present(overlay(), animated: true)
        }
        plain.insetsLayoutMarginsFromSafeArea = false
        expectEqual(plain.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 30, bottom: 6, trailing: 20)
        expectEqual(card.layoutMargins, UIEdgeInsets(top: 12, left: 30, bottom: 6, right: 20))
        card.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        expectEqual(card.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))

        // The superview's 30-point left margin reaches 26 points into a view 4 points in.
        card.layoutMargins = UIEdgeInsets(top: 8, left: 30, bottom: 8, right: 8)
        inset.layoutMargins = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        expectEqual(inset.layoutMargins.left, 1)
        inset.preservesSuperviewLayoutMargins = true
        expectEqual(inset.layoutMargins, UIEdgeInsets(top: 6, left: 26, bottom: 1, right: 1))
    }

    @Test("the root view's margins: at least the system minimum, unless the controller opts out")
    func systemMinimum() throws {
        let root = UIViewController()
        _ = try TransitionRun(window: window(.iPhone15ProMax)) { window in
            window.rootViewController = root
            expectEqual(root.systemMinimumLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
            root.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 40)
            expectEqual(root.view.layoutMargins, UIEdgeInsets(top: 63, left: 20, bottom: 38, right: 40))
            root.viewRespectsSystemMinimumLayoutMargins = false
            expectEqual(root.view.layoutMargins, UIEdgeInsets(top: 63, left: 4, bottom: 38, right: 40))
            root.present(overlay(), animated: true)
        }
    }

    @Test("layoutMarginsGuide follows the margins a constraint pass sees")
    func marginsGuide() throws {
        var card: UIView!
        _ = try TransitionRun(window: window(.iPhoneX)) { window in
            let root = UIViewController()
            window.rootViewController = root
            card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(card)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.view.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: root.view.layoutMarginsGuide.trailingAnchor),
                card.topAnchor.constraint(equalTo: root.view.layoutMarginsGuide.topAnchor),
                card.heightAnchor.constraint(equalToConstant: 50),
            ])
            root.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 30, bottom: 0, trailing: 30)
            root.view.layoutIfNeeded()
            root.present(overlay(), animated: true)
        }
        expectEqual(card.frame, CGRect(x: 30, y: 54, width: 315, height: 50))
    }
}
