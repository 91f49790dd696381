import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// A scroll under a large title (Chrome/ScrollView+LargeTitle.swift): UIKit collapses the
/// large title as the screen's first scroll view scrolls its content up; the engine keeps the
/// bar's full height, so the scroll is reported `not-modelled`, naming the screen.
@Suite("Large titles: scrolling under one is reported")
struct LargeTitleScrollTests {
    /// A screen whose root view is a tall scroll view, as a list's is.
    final class ListScreen: UIViewController {
        let scroll = UIScrollView()

        override func loadView() {
            scroll.contentSize = CGSize(width: 375, height: 3000)
            view = scroll
        }
    }

    static func shown(prefersLargeTitles: Bool, mode: UINavigationItem.LargeTitleDisplayMode = .automatic) throws
        -> (TransitionRun, ListScreen)
    {
        let list = ListScreen()
        list.navigationItem.largeTitleDisplayMode = mode
        let navigation = UINavigationController(rootViewController: list)
        let run = try TransitionRun(awaitingTouchesIn: LargeTitleTests.window()) { window in
            navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
            window.rootViewController = navigation
            window.makeKeyAndVisible()
        }
        return (run, list)
    }

    static func findings(_ run: TransitionRun) -> [(feature: String, location: CallSite?)] {
        run.timeline.unmodelled.filter { $0.feature.hasPrefix("large titles collapsing on scroll") }.map { ($0.feature, $0.location) }
    }

    @Test("setContentOffset under a large title is reported once, naming the screen; the bar keeps 44 + 52")
    func reported() throws {
        let (run, list) = try Self.shown(prefersLargeTitles: true)
        let rest = list.scroll.contentOffset.y
        #expect(rest == -140, "at rest under the 140-pt bar")
        #expect(Self.findings(run).isEmpty, "laying the screen out is not a scroll")
        run.timeline.perform { list.scroll.setContentOffset(CGPoint(x: 0, y: rest + 200), animated: false) }
        run.timeline.perform { list.scroll.setContentOffset(CGPoint(x: 0, y: rest + 300), animated: false) }
        let found = Self.findings(run)
        #expect(found.count == 1)
        #expect(found.first?.feature.contains("ListScreen") == true)
        #expect(list.navigationController?.navigationBar.frame.height == 140)
    }

    @Test("contentOffset set directly and an animated scroll are reported too")
    func directAndAnimated() throws {
        let (run, list) = try Self.shown(prefersLargeTitles: true)
        run.timeline.perform { list.scroll.contentOffset.y += 50 }
        #expect(Self.findings(run).count == 1)

        let (animated, other) = try Self.shown(prefersLargeTitles: true)
        let rest = other.scroll.contentOffset.y
        animated.timeline.perform { other.scroll.setContentOffset(CGPoint(x: 0, y: rest + 300), animated: true) }
        #expect(Self.findings(animated).isEmpty, "nothing moved yet")
        animated.advance(to: 0.5)
        #expect(Self.findings(animated).count == 1)
    }

    @Test("no finding without a large title, for .never, or for a scroll back past the top")
    func notReported() throws {
        for (prefers, mode) in [(false, UINavigationItem.LargeTitleDisplayMode.automatic), (true, .never)] {
            let (run, list) = try Self.shown(prefersLargeTitles: prefers, mode: mode)
            run.timeline.perform { list.scroll.contentOffset.y += 200 }
            #expect(Self.findings(run).isEmpty, "\(prefers) \(mode)")
        }
        let (run, list) = try Self.shown(prefersLargeTitles: true)
        run.timeline.perform { list.scroll.contentOffset.y -= 60 }
        #expect(Self.findings(run).isEmpty, "pulled down: the title does not collapse")
    }
}
