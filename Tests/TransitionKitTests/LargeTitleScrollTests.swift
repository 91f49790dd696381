import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// A scroll under a large title (Chrome/ScrollView+LargeTitle.swift): as the screen's first
/// scroll view scrolls its content up, the bar's bottom follows the content's top edge from
/// 44 + 44 + 52 down to 44 + 44 (an iPhone X), the large title moves up under the row
/// (clipped) and the small title fades in; pulled down, the bar stretches; the safe area and
/// the resting offset stay.
@Suite("Large titles: collapsing as the content scrolls")
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
        list.title = "Inbox"
        list.navigationItem.largeTitleDisplayMode = mode
        let navigation = UINavigationController(rootViewController: list)
        let run = try TransitionRun(awaitingTouchesIn: LargeTitleTests.window()) { window in
            navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
            window.rootViewController = navigation
            window.makeKeyAndVisible()
        }
        return (run, list)
    }

    static func bar(_ list: UIViewController) -> NavigationBar { list.navigationController!.navigationBar }

    /// The large title and the small title of the shown item, in viewport points.
    static func titles(_ list: UIViewController) throws -> (large: CGRect, small: Label) {
        let bar = Self.bar(list)
        let large = try #require(bar.current?.largeTitle)
        return (large.convert(large.bounds, to: nil), try #require(bar.current?.title))
    }

    @Test("the bar's height follows the offset between 140 and 88; the large title moves up, the small one fades in")
    func collapse() throws {
        let (run, list) = try Self.shown(prefersLargeTitles: true)
        let rest = list.scroll.contentOffset.y
        expectEqual(rest, -140, "at rest under the 140-pt bar")
        var (large, small) = try Self.titles(list)
        expectEqual(large, CGRect(x: 16, y: 91, width: 343, height: 41), "34-pt bold at the margin, under the row")
        expectEqual(small.alpha, 0, "the small title is hidden while the large one shows")
        let expected: [(Double, Double, Double)] = [(0, 140, 0), (13, 127, 0.25), (26, 114, 0.5), (52, 88, 1), (300, 88, 1)]
        for (scrolled, height, alpha) in expected {
            run.timeline.perform { list.scroll.setContentOffset(CGPoint(x: 0, y: rest + scrolled), animated: false) }
            expectEqual(Double(Self.bar(list).frame.height), height, "\(scrolled)")
            (large, small) = try Self.titles(list)
            expectEqual(Double(large.minY), 91 - min(scrolled, 52), "the large title moves up with the content (\(scrolled))")
            expectEqual(Double(small.alpha), alpha, "\(scrolled)")
            #expect(list.view.safeAreaInsets.top == 140 && list.scroll.adjustedContentInset.top == 140, "the insets stay")
        }
        expectEqual(Self.bar(list).current?.largeTitle?.superview?.superview?.clipsToBounds, true, "clipped under the row")
        run.timeline.perform { list.scroll.setContentOffset(CGPoint(x: 0, y: rest - 40), animated: false) }
        expectEqual(Self.bar(list).frame.height, 180, "pulled down: the bar stretches with the content")
        #expect(try Self.titles(list).large.minY == 131, "the large title comes down with it")
        #expect(try Self.titles(list).small.alpha == 0)
        #expect(list.view.safeAreaInsets.top == 140 && list.scroll.adjustedContentInset.top == 140, "the insets stay")
        #expect(run.timeline.unmodelled.filter { $0.feature.contains("large title") }.isEmpty, "modelled, not reported")
    }

    @Test("an animated scroll collapses the bar frame by frame, its large title clipped by the area under the row")
    func animatedScroll() throws {
        let (run, list) = try Self.shown(prefersLargeTitles: true)
        let rest = list.scroll.contentOffset.y
        run.timeline.perform { list.scroll.setContentOffset(CGPoint(x: 0, y: rest + 52), animated: true) }
        run.advance(to: 1)
        var heights: [Double] = []
        for time in stride(from: 0.0, through: 0.5, by: 0.05) {
            let frame = run.frame(at: time)
            let bar = try #require(frame.layer(role: "navigationBar")).quad.boundingBox
            heights.append(bar.height)
            if let large = frame.layer(role: "largeTitle"), let area = frame.layer(role: "largeTitleArea") {
                #expect(large.clip.contains(area.id), "the large title is clipped by its area")
                #expect(abs(large.quad.boundingBox.minY - (bar.height - 140 + 91)) < 1e-6, "it moves with the bar's bottom")
            }
        }
        #expect(heights.first == 140 && heights.last == 88)
        #expect(heights.contains { $0 > 88 && $0 < 140 }, "in between while the scroll animates")
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 >= $1 }, "never grows back")
    }

    @Test("no collapse without a large title or for .never; a pull past the top stretches instead")
    func noCollapse() throws {
        for (prefers, mode) in [(false, UINavigationItem.LargeTitleDisplayMode.automatic), (true, .never)] {
            let (run, list) = try Self.shown(prefersLargeTitles: prefers, mode: mode)
            run.timeline.perform { list.scroll.contentOffset.y += 200 }
            expectEqual(Self.bar(list).frame.height, 88, "\(prefers) \(mode)")
            #expect(Self.bar(list).current?.largeTitle == nil && Self.bar(list).current?.title.alpha == 1)
        }
        let (run, list) = try Self.shown(prefersLargeTitles: true)
        run.timeline.perform { list.scroll.contentOffset.y -= 60 }
        expectEqual(Self.bar(list).frame.height, 200, "pulled down: the title does not collapse, the bar stretches")
    }

    @Test("a push from a collapsed list to a .never screen keeps 88; the pop comes back collapsed")
    func popBackCollapsed() throws {
        let (run, list) = try Self.shown(prefersLargeTitles: true)
        let navigation = try #require(list.navigationController)
        run.timeline.perform { list.scroll.contentOffset.y += 200 }
        expectEqual(Self.bar(list).frame.height, 88)
        run.timeline.perform { navigation.pushViewController(LargeTitleTests.screen("detail", mode: .never), animated: true) }
        run.advance(to: 1)
        #expect(navigation.navigationBar.frame.height == 88 && navigation.topViewController?.view.safeAreaInsets.top == 88)
        run.timeline.perform { navigation.popViewController(animated: true) }
        run.advance(to: 2)
        expectEqual(navigation.navigationBar.frame.height, 88, "the list is still scrolled: collapsed")
        #expect(navigation.navigationBar.current?.title.alpha == 1 && navigation.navigationBar.current?.largeTitle != nil)
        expectEqual(list.view.safeAreaInsets.top, 140, "measured from the expanded bar")
        run.timeline.perform { list.scroll.contentOffset.y -= 200 }
        expectEqual(navigation.navigationBar.frame.height, 140, "and expands again at the top")
    }
}
