import TestExpectations
import Testing
import TransitionKit
import UIKit
import ScenarioKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// Hiding the status bar, as Apple documents it (docs/bring-your-own.md, "The status bar"): the
/// controller that decides, the drawn bar, and the safe area it implies per device — on a
/// plain-bar device (iPhone SE, iPad) the top inset goes and the navigation bar and the
/// safe-area layout move up; on a notched phone they stay — immediately or animated with the
/// block `setNeedsStatusBarAppearanceUpdate()` is called in, and across full-screen
/// presentations and their dismissals.
@Suite("Hiding the status bar")
struct StatusBarHidingTests {
    /// A feed whose content hangs from the safe area, as apps pin it.
    final class Feed: UIViewController {
        var hidesBar = false
        var barAnimation = UIStatusBarAnimation.fade
        var style = UIStatusBarStyle.default
        let content = UIView()
        var notifiedTops: [CGFloat] = []
        override var prefersStatusBarHidden: Bool { hidesBar }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { barAnimation }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            content.accessibilityIdentifier = "content"
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                content.heightAnchor.constraint(equalToConstant: 100),
            ])
        }

        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            notifiedTops.append(view.safeAreaInsets.top)
        }
    }

    /// A full-screen photo that hides the bar and wants light glyphs.
    final class Viewer: UIViewController {
        override var prefersStatusBarHidden: Bool { true }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
        }
    }

    /// A container that lets its child decide whether the bar shows, but keeps the style.
    final class Container: UIViewController {
        let child = Feed()
        override var childForStatusBarHidden: UIViewController? { child }
        override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    /// The navigation controller apps subclass so the screen on top decides the bar.
    final class AppNavigation: UINavigationController {
        override var childForStatusBarHidden: UIViewController? { topViewController }
        override var childForStatusBarStyle: UIViewController? { topViewController }
    }

    /// ScenarioApp's navigation app with `AppNavigation`: UIKit's bar, the drawn status bar.
    @discardableResult
    static func app(_ feed: UIViewController, in window: UIWindow) -> UINavigationController {
        let device = Device(window: window)
        let navigation = AppNavigation(rootViewController: feed)
        Chrome.styleNavigationBar(navigation.navigationBar, title: "Feed", device: device)
        window.rootViewController = navigation
        navigation.view.frame = device.bounds
        window.makeKeyAndVisible()
        window.addSubview(Chrome.statusBar(device: device))
        window.layoutIfNeeded()
        return navigation
    }

    static func window(_ device: Device) -> UIWindow {
        let window = UIWindow(frame: device.bounds)
        window.safeAreaInsets = device.safeAreaInsets
        return window
    }

    /// A see-through screen over the app, so the run has its transition; it does not take the
    /// status bar (only `.fullScreen` or capturing does).
    static func overlay() -> UIViewController {
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overFullScreen
        return overlay
    }

    static func isPlain(_ device: Device) -> Bool { device.safeAreaInsets.top <= 24 }

    @Test("outside an animation block: hidden at once; a plain bar's inset goes with it, a notched phone's stays", arguments: Device.all)
    func immediate(device: Device) throws {
        let feed = Feed()
        var navigation: UINavigationController!
        var reported: (CGRect, Bool) = (.null, false)
        let run = try TransitionRun(window: Self.window(device)) { window in
            navigation = Self.app(feed, in: window)
            feed.hidesBar = true
            feed.setNeedsStatusBarAppearanceUpdate()
            reported = (UIApplication.shared.statusBarFrame, UIApplication.shared.isStatusBarHidden)
            feed.present(Self.overlay(), animated: true)
        }
        #expect(reported.0 == .zero && reported.1, "a hidden bar's frame is zero")
        let start = run.frame(at: 0)
        #expect(start.layer(role: "statusBar") == nil, "the default animation is a fade (a transparent layer is not drawn); outside a block it is immediate")
        if Self.isPlain(device) {
            expectEqual(run.window.safeAreaInsets.top, 0)
            expectEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 0, width: device.screenSize.width, height: 44))
            #expect(try #require(start.layer(role: "navigationTitle")).quad.topLeft.y == 11, "the title moved up with the bar's row")
            #expect(feed.view.safeAreaInsets.top == 44 && feed.content.frame.minY == 44)
            expectEqual(feed.notifiedTops.last, 44)
        } else {
            expectEqual(run.window.safeAreaInsets.top, device.safeAreaInsets.top, "the sensor housing stays")
            expectEqual(Double(navigation.navigationBar.frame.height), device.statusBarHeight + 44)
            expectEqual(Double(feed.content.frame.minY), device.statusBarHeight + 44)
        }
    }

    @Test("inside an animation block: the bar slides or fades with the block, the bars and safe-area layout follow on SE")
    func animated() throws {
        for animation in [UIStatusBarAnimation.slide, .fade, .none] {
            let feed = Feed()
            feed.barAnimation = animation
            var navigation: UINavigationController!
            let run = try TransitionRun(window: Self.window(.iPhoneSE)) { window in
                navigation = Self.app(feed, in: window)
                window.layoutIfNeeded()
                feed.hidesBar = true
                UIView.animate(withDuration: 0.4) { feed.setNeedsStatusBarAppearanceUpdate() }
                feed.present(Self.overlay(), animated: true)
            }
            expectEqual(navigation.navigationBar.frame.height, 44)
            let (start, middle, end) = (run.frame(at: 0), run.frame(at: 0.2), run.frame(at: 0.4))
            let bar = { (frame: FrameState) in try #require(frame.layer(role: "statusBar")) }
            let opacity = { (frame: FrameState) in frame.layer(role: "statusBar")?.opacity ?? 0 }
            switch animation {
            case .slide:
                #expect(try bar(start).quad.topLeft.y == 0 && bar(start).opacity == 1)
                #expect(try abs(bar(middle).quad.topLeft.y + 10) < 1e-9, "halfway up on the block's symmetric curve")
                #expect(try bar(end).quad.topLeft.y == -20 && bar(end).opacity == 1)
            case .fade:
                #expect(opacity(start) == 1 && abs(opacity(middle) - 0.5) < 1e-9 && opacity(end) == 0)
                #expect(try bar(middle).quad.topLeft.y == 0)
            case .none:
                expectEqual(opacity(start), 0, ".none: at once, even inside the block")
            }
            // The navigation bar and the content pinned to the safe area move with the block.
            let navigationBar = { (frame: FrameState) in try #require(frame.layer(role: "navigationBar")).size.height }
            let content = { (frame: FrameState) in try #require(frame.layer(role: "content")).quad.topLeft.y }
            #expect(try navigationBar(start) == 64 && abs(navigationBar(middle) - 54) < 1e-9 && navigationBar(end) == 44)
            #expect(try content(start) == 64 && abs(content(middle) - 54) < 1e-9 && content(end) == 44)
        }
    }

    @Test("on a notched phone the animated hide only fades the bar: the safe area and the bars stay")
    func notchedAnimated() throws {
        let feed = Feed()
        let run = try TransitionRun(window: Self.window(.iPhone15)) { window in
            Self.app(feed, in: window)
            feed.hidesBar = true
            UIView.animate(withDuration: 0.4) { feed.setNeedsStatusBarAppearanceUpdate() }
            feed.present(Self.overlay(), animated: true)
        }
        #expect(abs(try #require(run.frame(at: 0.2).layer(role: "statusBar")).opacity - 0.5) < 1e-9)
        for time in [0, 0.2, 0.4] {
            #expect(try #require(run.frame(at: time).layer(role: "navigationBar")).size.height == 98)
            #expect(try #require(run.frame(at: time).layer(role: "content")).quad.topLeft.y == 98)
        }
        #expect(feed.notifiedTops.allSatisfy { $0 == 98 })
    }

    @Test("childForStatusBarHidden decides hiding, childForStatusBarStyle (here none) the style")
    func childDecides() throws {
        let container = Container()
        var state: (Bool, UIStatusBarStyle) = (false, .default)
        let run = try TransitionRun(window: Self.window(.iPhoneSE)) { window in
            window.rootViewController = container
            window.makeKeyAndVisible()
            window.addSubview(Chrome.statusBar(device: .iPhoneSE))
            container.child.hidesBar = true
            container.child.style = .lightContent
            container.setNeedsStatusBarAppearanceUpdate()
            let manager = window.windowScene?.statusBarManager
            state = (manager?.isStatusBarHidden ?? false, manager?.statusBarStyle ?? .default)
            container.present(Self.overlay(), animated: true)
        }
        #expect(state == (true, .darkContent), "hidden from the child, the style from the container")
        #expect(run.window.safeAreaInsets.top == 0 && container.view.safeAreaInsets.top == 0)
    }

    @Test("a full-screen presentation of a hiding controller hides the bar alongside; its dismissal brings it back")
    func fullScreenPresentation() throws {
        for operation in [TransitionOperation.present, .dismiss] {
            let feed = Feed(), viewer = Viewer()
            viewer.modalPresentationStyle = .fullScreen
            var navigation: UINavigationController!
            let run = try TransitionRun(window: Self.window(.iPhoneSE)) { window in
                navigation = Self.app(feed, in: window)
                window.layoutIfNeeded()
                if operation == .present {
                    feed.present(viewer, animated: true)
                } else {
                    feed.present(viewer, animated: false)
                    viewer.dismiss(animated: true)
                }
            }
            _ = run.runToCompletion()
            let duration = run.duration
            let clock = { (time: Double) in try #require(run.frame(at: time).layer(role: "clock")) }
            let bar = { (time: Double) in try #require(run.frame(at: time).layer(role: "statusBar")) }
            if operation == .present {
                #expect(try bar(0).quad.topLeft.y == 0 && bar(duration).quad.topLeft.y == -20, "slid away")
                #expect(try clock(0).hasContent && navigation.navigationBar.frame.height == 44)
                expectEqual(run.window.safeAreaInsets.top, 0)
                run.timeline.perform { #expect(UIApplication.shared.isStatusBarHidden && UIApplication.shared.statusBarStyle == .lightContent) }
            } else {
                #expect(try bar(0).quad.topLeft.y == -20 && bar(duration).quad.topLeft.y == 0, "back with the viewer's slide")
                #expect(navigation.navigationBar.frame.height == 64 && run.window.safeAreaInsets.top == 20)
                expectEqual(feed.content.frame.minY, 64)
                run.timeline.perform { #expect(!UIApplication.shared.isStatusBarHidden && UIApplication.shared.statusBarStyle == .default) }
            }
        }
    }

    @Test("a sheet or an over-full-screen presentation leaves the bar to the presenter unless it captures it")
    func notFullScreen() throws {
        for (style, captures, hides) in [(UIModalPresentationStyle.overFullScreen, false, false), (.pageSheet, false, false),
                                         (.overFullScreen, true, true)] {
            let feed = Feed(), viewer = Viewer()
            viewer.modalPresentationStyle = style
            viewer.modalPresentationCapturesStatusBarAppearance = captures
            let run = try TransitionRun(window: Self.window(.iPhoneX)) { window in
                Self.app(feed, in: window)
                feed.present(viewer, animated: true)
            }
            _ = run.runToCompletion()
            run.timeline.perform { expectEqual(UIApplication.shared.isStatusBarHidden, hides, "\(style) captures \(captures)") }
        }
    }

    @Test("the style recolours the drawn bar's glyphs; .default gives back the scene's")
    func style() throws {
        let feed = Feed()
        var colors: [Color] = []
        _ = try TransitionRun(window: Self.window(.iPhoneX)) { window in
            Self.app(feed, in: window)
            let clock = try! #require(window.subviews.last?.subviews.first { $0.role == "clock" } as? UILabel)
            for style in [UIStatusBarStyle.lightContent, .darkContent, .default] {
                feed.style = style
                feed.setNeedsStatusBarAppearanceUpdate()
                colors.append(clock.textColor.rgba)
            }
            feed.present(Self.overlay(), animated: true)
        }
        expectEqual(colors, [Color(white: 1), Color(white: 0), Color(white: 0)])
    }

    @Test("a navigation controller's child that would decide is reported, not guessed")
    func containerForwarding() throws {
        let feed = Feed()
        let run = try TransitionRun(window: Self.window(.iPhoneSE)) { window in
            ScenarioApp.navigation([feed], in: window)
            feed.hidesBar = true
            feed.setNeedsStatusBarAppearanceUpdate()
            feed.present(Self.overlay(), animated: true)
        }
        let finding = try #require(run.timeline.unmodelled.first)
        #expect(finding.feature.contains("prefersStatusBarHidden true") && finding.feature.contains("inside <NavigationController>"))
        expectEqual(run.window.safeAreaInsets.top, 20, "the bar stays, as the engine follows only named children")
    }
}
