import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// UIKit's navigation bar: items from the view controllers' titles, the bar laid out by a
/// navigation controller that is the window's root, and the cross-fade of titles and back
/// button during a push, a pop and the interactive edge swipe (docs/uikit-defaults.md, "The navigation bar").
@Suite("Navigation bar items and their cross-fade")
struct NavigationBarTests {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)

    static func screen(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.view.backgroundColor = .white
        controller.view.accessibilityIdentifier = "screen-" + title.lowercased()
        return controller
    }

    static func window() -> UIWindow {
        let window = UIWindow(frame: screen)
        window.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        return window
    }

    /// The bar's labels of `role` on screen now, by text.
    static func labels(_ bar: UINavigationBar, _ role: String) -> [String] {
        bar.subviews.compactMap { $0 as? UILabel }.filter { $0.role == role }.compactMap(\.text)
    }

    /// The opacity of the label with `text` (found among `labels`, made before or during the
    /// run) in `frame`, or nil when it is not drawn.
    static func opacity(of text: String, among labels: [UILabel], in frame: FrameState) -> Double? {
        guard let label = labels.first(where: { $0.text == text }) else { return nil }
        return frame.layers.first { $0.id == label.layer.id }?.opacity
    }

    @Test("a view controller's title is its navigation item's; the back button says the previous title, its backButtonTitle, or Back")
    func items() {
        let inbox = Self.screen("Inbox")
        expectEqual(inbox.navigationItem.title, "Inbox")
        inbox.title = "Mail"
        expectEqual(inbox.navigationItem.title, "Mail")
        expectEqual(inbox.navigationItem.backTitleForNextItem, "Mail")
        inbox.navigationItem.backButtonTitle = "Back to mail"
        expectEqual(inbox.navigationItem.backTitleForNextItem, "Back to mail")
        expectEqual(UIViewController().navigationItem.backTitleForNextItem, "Back")

        let window = Self.window()
        let navigation = UINavigationController(rootViewController: inbox)
        window.rootViewController = navigation
        navigation.pushViewController(Self.screen("Message"), animated: false)
        expectEqual(navigation.navigationBar.topItem?.title, "Message")
        #expect(navigation.navigationBar.backItem === inbox.navigationItem)
        expectEqual(Self.labels(navigation.navigationBar, "backButton"), ["Back to mail"])
    }

    @Test("the window's root lays the bar out (status bar + 44 pt) and shows the top item; a bar the app placed or hides does not change")
    func layout() {
        let window = Self.window()
        let navigation = UINavigationController(rootViewController: Self.screen("Inbox"))
        window.rootViewController = navigation
        let bar = navigation.navigationBar
        expectEqual(bar.frame, CGRect(x: 0, y: 0, width: 375, height: 88))
        expectEqual(Self.labels(bar, "navigationTitle"), ["Inbox"])
        #expect(Self.labels(bar, "backButton").isEmpty && Self.labels(bar, "backIndicator").isEmpty)
        navigation.pushViewController(Self.screen("Message"), animated: false)
        expectEqual(Self.labels(bar, "navigationTitle"), ["Message"])
        #expect(Self.labels(bar, "backButton") == ["Inbox"] && Self.labels(bar, "backIndicator") == ["‹"])

        // Placed by the app (as ScenarioKit's hand-drawn bars are): its own drawing only.
        let placed = UINavigationController(rootViewController: Self.screen("Inbox"))
        placed.navigationBar.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
        Self.window().rootViewController = placed
        #expect(placed.navigationBar.subviews.isEmpty)

        // Hidden: nothing is made until it is shown.
        let hidden = UINavigationController(rootViewController: Self.screen("Inbox"))
        hidden.isNavigationBarHidden = true
        let other = Self.window()
        other.rootViewController = hidden
        #expect(hidden.navigationBar.subviews.isEmpty && hidden.navigationBar.frame == .zero)
        hidden.isNavigationBarHidden = false
        #expect(hidden.navigationBar.frame.height == 88 && Self.labels(hidden.navigationBar, "navigationTitle") == ["Inbox"])
    }

    @Test("a navigation controller in a tab bar controller at the root lays out its bar too")
    func inTabs() {
        let window = Self.window()
        let navigation = UINavigationController(rootViewController: Self.screen("Inbox"))
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        window.rootViewController = tabs
        expectEqual(navigation.navigationBar.frame.height, 88)
        expectEqual(Self.labels(navigation.navigationBar, "navigationTitle"), ["Inbox"])

        // Hidden when the window took it, shown later: laid out then.
        let hidden = UINavigationController(rootViewController: Self.screen("Inbox"))
        hidden.isNavigationBarHidden = true
        let laterTabs = UITabBarController()
        laterTabs.viewControllers = [hidden]
        let other = Self.window()
        other.rootViewController = laterTabs
        expectEqual(hidden.navigationBar.frame, .zero)
        _ = hidden.view
        hidden.isNavigationBarHidden = false
        expectEqual(hidden.navigationBar.frame.height, 88)
    }

    @Test("hidesBackButton: no chevron and no back title")
    func hidesBackButton() {
        let window = Self.window()
        let navigation = UINavigationController(rootViewController: Self.screen("Inbox"))
        window.rootViewController = navigation
        let detail = Self.screen("Message")
        detail.navigationItem.hidesBackButton = true
        navigation.pushViewController(detail, animated: false)
        expectEqual(Self.labels(navigation.navigationBar, "navigationTitle"), ["Message"])
        #expect(Self.labels(navigation.navigationBar, "backButton").isEmpty)
        #expect(Self.labels(navigation.navigationBar, "backIndicator").isEmpty)
    }

    @Test("push: the old title slides to the back button's place and fades out as the new one comes from the right and the back button fades in")
    func push() throws {
        var bar: UINavigationBar!
        let run = try TransitionRun(window: Self.window()) { window in
            let navigation = UINavigationController(rootViewController: Self.screen("Inbox"))
            bar = navigation.navigationBar
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.pushViewController(Self.screen("Message"), animated: true)
        }
        // The old item's labels before, the new item's after: between them, every label drawn.
        var labels = bar.subviews.compactMap { $0 as? UILabel }
        run.runToCompletion()
        labels += bar.subviews.compactMap { $0 as? UILabel }
        let middle = run.frame(at: 0.175)  // half time, half way on easeInOut
        expectEqual(Self.opacity(of: "Inbox", among: labels.filter { $0.role == "navigationTitle" }, in: middle), 0.5)
        expectEqual(Self.opacity(of: "Message", among: labels, in: middle), 0.5)
        expectEqual(Self.opacity(of: "Inbox", among: labels.filter { $0.role == "backButton" }, in: middle), 0.5)
        expectEqual(Self.opacity(of: "‹", among: labels, in: middle), 0.5)
        let oldTitle = try #require(labels.first { $0.role == "navigationTitle" && $0.text == "Inbox" })
        let newTitle = try #require(labels.first { $0.text == "Message" })
        let oldX = try #require(middle.layers.first { $0.id == oldTitle.layer.id }).quad.boundingBox.minX
        let newX = try #require(middle.layers.first { $0.id == newTitle.layer.id }).quad.boundingBox.minX
        #expect(oldX < 70 && newX > 70)  // the old one on its way left, the new one from the right
        // The end: UIKit's bar for "Message" at rest, the old title gone.
        expectEqual(Self.labels(bar, "navigationTitle"), ["Message"])
        expectEqual(Self.labels(bar, "backButton"), ["Inbox"])
        let end = run.frame(at: run.endTime)
        #expect(end.layers.first { $0.id == oldTitle.layer.id } == nil)
        #expect(try #require(end.layers.first { $0.id == newTitle.layer.id }).quad.boundingBox.minX == 70)
    }

    @Test("pop to the root: the back title becomes the title, the chevron fades out")
    func pop() throws {
        var bar: UINavigationBar!
        let run = try TransitionRun(window: Self.window()) { window in
            let navigation = UINavigationController(rootViewController: Self.screen("Inbox"))
            bar = navigation.navigationBar
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.pushViewController(Self.screen("Message"), animated: false)
            navigation.popViewController(animated: true)
        }
        var labels = bar.subviews.compactMap { $0 as? UILabel }
        run.runToCompletion()
        labels += bar.subviews.compactMap { $0 as? UILabel }
        let middle = run.frame(at: 0.175)
        expectEqual(Self.opacity(of: "Message", among: labels, in: middle), 0.5)
        expectEqual(Self.opacity(of: "‹", among: labels, in: middle), 0.5)
        expectEqual(Self.opacity(of: "Inbox", among: labels.filter { $0.role == "navigationTitle" }, in: middle), 0.5)
        expectEqual(Self.labels(bar, "navigationTitle"), ["Inbox"])
        #expect(Self.labels(bar, "backButton").isEmpty && Self.labels(bar, "backIndicator").isEmpty)
    }

    /// The edge swipe on "Message" over "Inbox": from the left edge through `xs`, 1/30 s apart.
    static func swipe(_ xs: [Double]) throws -> (TransitionRun, UINavigationBar, [UILabel]) {
        var bar: UINavigationBar!
        let run = try TransitionRun(awaitingTouchesIn: Self.window()) { window in
            let navigation = UINavigationController(rootViewController: Self.screen("Inbox"))
            bar = navigation.navigationBar
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.pushViewController(Self.screen("Message"), animated: false)
        }
        var labels = bar.subviews.compactMap { $0 as? UILabel }
        func collect() { labels += bar.subviews.compactMap { $0 as? UILabel }.filter { label in !labels.contains { $0 === label } } }
        try run.handle(GestureSample(t: 0, phase: .began, x: 5, y: 400))
        for (index, x) in xs.enumerated() {
            try run.handle(GestureSample(t: Double(index + 1) / 30, phase: index == xs.count - 1 ? .ended : .changed, x: x, y: 400))
            collect()
        }
        run.runToCompletion()
        collect()
        return (run, bar, labels)
    }

    @Test("the edge swipe drives the bar with the screens' progress; a cancelled swipe puts the old bar back")
    func edgeSwipe() throws {
        let (run, bar, labels) = try Self.swipe([40, 100, 160, 220, 280])
        expectEqual(run.state, .completed)
        let inboxTitle = labels.filter { $0.role == "navigationTitle" }
        for time in stride(from: 0.07, to: 0.165, by: 0.02) {  // between the first update and the release
            let frame = run.frame(at: time)
            // The popped screen's travel over the width is the progress; the bar's fades follow it.
            let progress = try #require(frame.layer(role: "screen-message")).quad.boundingBox.minX / 375
            #expect(progress > 0)
            let incoming = try #require(Self.opacity(of: "Inbox", among: inboxTitle, in: frame))
            let outgoing = try #require(Self.opacity(of: "Message", among: labels, in: frame))
            #expect(abs(incoming - progress) < 1e-9 && abs(outgoing - (1 - progress)) < 1e-9, "\(time)")
        }
        expectEqual(Self.labels(bar, "navigationTitle"), ["Inbox"])

        let (cancelled, cancelledBar, cancelledLabels) = try Self.swipe([30, 60, 80, 90, 92, 93, 93, 93])
        expectEqual(cancelled.state, .cancelled)
        expectEqual(Self.labels(cancelledBar, "navigationTitle"), ["Message"])
        #expect(Self.labels(cancelledBar, "backButton") == ["Inbox"] && Self.labels(cancelledBar, "backIndicator") == ["‹"])
        let end = cancelled.frame(at: cancelled.endTime)
        expectEqual(Self.opacity(of: "Message", among: cancelledLabels, in: end), 1)
        expectEqual(Self.opacity(of: "‹", among: cancelledLabels, in: end), 1)
        let message = try #require(cancelledLabels.first { $0.text == "Message" })
        #expect(try #require(end.layers.first { $0.id == message.layer.id }).quad.boundingBox.minX == 70)
    }
}
