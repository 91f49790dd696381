import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// `standardAppearance` and `scrollEdgeAppearance` (Chrome/NavigationBar+Appearance.swift): the
/// scroll-edge one while the top screen's content is at its top edge, the standard one once it
/// has scrolled under the bar; a nil scroll-edge appearance is the standard one with a
/// transparent background; the item's override the bar's; background, shadow and title colours drawn.
@Suite("Navigation bar appearances")
struct BarAppearanceTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    static func opaque(_ color: UIColor, title: UIColor? = nil) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        if let title { appearance.titleTextAttributes = [.foregroundColor: title] }
        return appearance
    }

    static func shown(
        prefersLargeTitles: Bool = false, configure: (UINavigationBar, UINavigationItem) -> Void
    ) throws -> (TransitionRun, LargeTitleScrollTests.ListScreen) {
        let list = LargeTitleScrollTests.ListScreen()
        list.title = "Inbox"
        let navigation = UINavigationController(rootViewController: list)
        let run = try TransitionRun(awaitingTouchesIn: LargeTitleTests.window()) { window in
            navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
            configure(navigation.navigationBar, list.navigationItem)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
        }
        return (run, list)
    }

    // A clear background reads back as nil, as UIKit's `backgroundColor` of a view that has none.
    static func hairline(_ bar: UINavigationBar) -> UIView? { bar.subviews.first { $0.role == "hairline" } }

    @Test("scroll edge at the top, standard once scrolled, and back; the hairline follows the shadow colour")
    func edgeAndStandard() throws {
        let (run, list) = try Self.shown { bar, _ in
            bar.standardAppearance = Self.opaque(Self.red, title: Self.blue)
            let edge = UINavigationBarAppearance()
            edge.configureWithTransparentBackground()
            bar.scrollEdgeAppearance = edge
        }
        let bar = list.navigationController!.navigationBar
        #expect(bar.backgroundColor == nil && Self.hairline(bar)?.backgroundColor == nil, "at the top: scroll edge")
        expectEqual(bar.current?.title.textColor, .label, "the edge appearance has no title colour")
        run.timeline.perform { list.scroll.contentOffset.y += 100 }
        #expect(bar.backgroundColor == Self.red && Self.hairline(bar)?.backgroundColor == .separator, "scrolled: standard")
        expectEqual(bar.current?.title.textColor, Self.blue)
        #expect(try #require(run.frame(at: run.timeline.now).layer(role: "navigationBar")).backgroundColor == Self.red.rgba)
        run.timeline.perform { list.scroll.contentOffset.y -= 100 }
        #expect(bar.backgroundColor == nil, "back at the top")
    }

    @Test("a nil scroll-edge appearance is the standard one with a transparent background and no shadow")
    func nilScrollEdge() throws {
        let (run, list) = try Self.shown { bar, _ in bar.standardAppearance = Self.opaque(Self.red, title: Self.blue) }
        let bar = list.navigationController!.navigationBar
        #expect(bar.backgroundColor == nil && Self.hairline(bar)?.backgroundColor == nil)
        expectEqual(bar.current?.title.textColor, Self.blue, "the standard one's title colour is kept")
        run.timeline.perform { list.scroll.contentOffset.y += 1 }
        expectEqual(bar.backgroundColor, Self.red)
    }

    @Test("the item's appearances override the bar's; configure… methods set the documented look")
    func itemOverrides() throws {
        let (run, list) = try Self.shown { bar, item in
            bar.standardAppearance = Self.opaque(Self.red)
            bar.scrollEdgeAppearance = Self.opaque(Self.red)
            item.scrollEdgeAppearance = Self.opaque(Self.blue)
            let standard = UINavigationBarAppearance()
            standard.configureWithOpaqueBackground()
            item.standardAppearance = standard
        }
        let bar = list.navigationController!.navigationBar
        expectEqual(bar.backgroundColor, Self.blue)
        run.timeline.perform { list.scroll.contentOffset.y += 50 }
        expectEqual(bar.backgroundColor, .systemBackground, "configureWithOpaqueBackground: the theme's background")
        let transparent = UINavigationBarAppearance()
        transparent.backgroundColor = Self.red
        transparent.configureWithTransparentBackground()
        #expect(transparent.backgroundColor == nil && transparent.shadowColor == nil, "replaces previous values")
        #expect(UINavigationBarAppearance().shadowColor != nil, "a new appearance has the default shadow")
    }

    @Test("a large-title bar uses the scroll-edge appearance while expanded, the standard one once collapsed")
    func largeTitleEdge() throws {
        let (run, list) = try Self.shown(prefersLargeTitles: true) { bar, _ in
            bar.standardAppearance = Self.opaque(Self.red)
            bar.scrollEdgeAppearance = Self.opaque(Self.blue)
        }
        let bar = list.navigationController!.navigationBar
        #expect(bar.backgroundColor == Self.blue && bar.frame.height == 140)
        run.timeline.perform { list.scroll.contentOffset.y += 20 }
        #expect(bar.backgroundColor == Self.red && bar.frame.height == 120)
    }

    @Test("a bar with no configured appearance keeps the kit's look; undrawn parts are reported")
    func kitLookAndReports() throws {
        let (run, list) = try Self.shown { _, _ in }
        let bar = list.navigationController!.navigationBar
        run.timeline.perform { list.scroll.contentOffset.y += 100 }
        #expect(bar.backgroundColor == NavigationBar.defaultBackground && Self.hairline(bar)?.backgroundColor == .separator)
        #expect(run.timeline.unmodelled.isEmpty)
        let (reported, _) = try Self.shown { bar, _ in
            let appearance = Self.opaque(Self.red)
            appearance.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20)]
            appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 2)
            bar.standardAppearance = appearance
            bar.scrollEdgeAppearance = appearance
        }
        let finding = reported.timeline.unmodelled.map(\.feature).first { $0.hasPrefix("a navigation bar appearance's") }
        #expect(finding?.contains("title position adjustment") == true && finding?.contains("text attributes") == true)
    }
}
