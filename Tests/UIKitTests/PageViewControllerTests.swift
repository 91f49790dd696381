import TestExpectations
import Testing
import TransitionKit
import UIKit
import _Testing_CoreGraphics
import _Testing_UIKit

/// `UIPageViewController`, scroll style (Chrome/PageViewController.swift, PageViewController+Swipe.swift):
/// pages set at once or sliding in over `pageScrollDuration`, and turned by a drag through the
/// data source, with the delegate told around a gesture-driven turn only.
@Suite("UIPageViewController (scroll style)")
struct PageViewControllerTests {
    /// A page that logs its appearance callbacks.
    final class Page: UIViewController {
        let number: Int
        let log: Log
        init(_ number: Int, log: Log) {
            self.number = number
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.accessibilityIdentifier = "page-\(number)"
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.events.append("\(number) willAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.events.append("\(number) didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.events.append("\(number) willDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.events.append("\(number) didDisappear")
        }
    }

    final class Log { var events: [String] = [] }

    /// Three pages in a row, as an onboarding flow's data source and delegate.
    final class Book: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let log = Log()
        lazy var pages = (0..<3).map { Page($0, log: log) }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
            -> UIViewController?
        {
            guard let page = viewController as? Page, page.number > 0 else { return nil }
            return pages[page.number - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
            -> UIViewController?
        {
            guard let page = viewController as? Page, page.number < pages.count - 1 else { return nil }
            return pages[page.number + 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            log.events.append("will turn to \(pendingViewControllers.compactMap { ($0 as? Page)?.number })")
        }
        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            log.events.append("finished from \(previousViewControllers.compactMap { ($0 as? Page)?.number }) completed \(completed)")
        }
    }

    static func shown(style: UIPageViewController.TransitionStyle = .scroll) throws -> (TransitionRun, UIPageViewController, Book) {
        let book = Book()
        let pages = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal, options: nil)
        let run = try TransitionRun(awaitingTouchesIn: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            pages.dataSource = book
            pages.delegate = book
            pages.setViewControllers([book.pages[0]], direction: .forward, animated: false, completion: nil)
            window.rootViewController = pages
            window.makeKeyAndVisible()
        }
        return (run, pages, book)
    }

    static func minX(_ run: TransitionRun, _ page: Int, at time: Double) -> Double? {
        run.frame(at: time).layer(role: "page-\(page)").map { Double($0.quad.boundingBox.minX) }
    }

    /// Drags along y = 400 from `from` to `to` in 10 moves over `seconds`, then lifts; returns the lift's time.
    static func drag(_ run: TransitionRun, from: Double, to: Double, start: Double, seconds: Double) -> Double {
        run.touch(.began, x: from, y: 400, at: start)
        for step in 1...10 {
            run.touch(.moved, x: from + (to - from) * Double(step) / 10, y: 400, at: start + seconds * Double(step) / 10)
        }
        run.touch(.ended, x: to, y: 400, at: start + seconds + 0.01)
        return start + seconds + 0.01
    }

    @Test("the first page fills the view as a child; setting it again without animation swaps at once")
    func setWithoutAnimation() throws {
        let (run, pages, book) = try Self.shown()
        #expect(pages.viewControllers == [book.pages[0]] && pages.children == [book.pages[0]])
        #expect(book.pages[0].view.superview === pages.view && book.pages[0].view.frame == pages.view.bounds)
        #expect(pages.gestureRecognizers.isEmpty, "the scroll style exposes no recognizers")
        var finished: Bool?
        run.timeline.perform {
            pages.setViewControllers([book.pages[2]], direction: .reverse, animated: false) { finished = $0 }
        }
        #expect(finished == true && pages.children == [book.pages[2]] && book.pages[0].view.superview == nil)
        expectEqual(book.pages[2].view.frame, pages.view.bounds)
        #expect(!book.log.events.contains { $0.hasPrefix("will turn") }, "the delegate hears gesture-driven turns only")
    }

    @Test("an animated forward set slides the new page in from the right over 0.3 s at a constant rate")
    func animatedSet() throws {
        let (run, pages, book) = try Self.shown()
        run.advance(to: 0.1)
        let start = run.timeline.now
        var finished: Bool?
        book.log.events.removeAll()
        run.timeline.perform {
            pages.setViewControllers([book.pages[1]], direction: .forward, animated: true) { finished = $0 }
            run.timeline.endTurn()  // the turn's new views join the frames from its time
        }
        expectEqual(pages.viewControllers, [book.pages[1]], "the new page at once")
        #expect(finished == nil)
        run.advance(to: start + 1)
        #expect(Self.minX(run, 1, at: start) == 375 && Self.minX(run, 0, at: start) == 0)
        let half = try #require(Self.minX(run, 1, at: start + 0.15))
        let leaving = try #require(Self.minX(run, 0, at: start + 0.15))
        #expect(abs(half - 187.5) < 1e-6 && abs(leaving + 187.5) < 1e-6)
        #expect(Self.minX(run, 1, at: start + 0.3) == 0 && Self.minX(run, 0, at: start + 0.31) == nil)
        #expect(finished == true && pages.children == [book.pages[1]])
        expectEqual(book.log.events, ["0 willDisappear", "1 willAppear", "0 didDisappear", "1 didAppear"])

        let back = run.timeline.now
        run.timeline.perform {
            pages.setViewControllers([book.pages[0]], direction: .reverse, animated: true)
            run.timeline.endTurn()
        }
        run.advance(to: back + 1)
        #expect(Self.minX(run, 0, at: back + 0.15).map { abs($0 + 187.5) < 1e-6 } == true, "reverse: from the left")
    }

    @Test("a drag past half a page turns to the data source's next page, the delegate told before and after")
    func swipeForward() throws {
        let (run, pages, book) = try Self.shown()
        book.log.events.removeAll()
        let start = run.timeline.now + 0.1
        let lift = Self.drag(run, from: 340, to: 60, start: start, seconds: 0.5)
        let held = try #require(Self.minX(run, 0, at: lift - 0.02))
        #expect(held < -150 && held > -290, "the page follows the finger")
        #expect(Self.minX(run, 1, at: lift - 0.02).map { abs($0 - (held + 375)) < 1e-6 } == true, "the next page beside it")
        run.advance(to: lift + 1)
        #expect(pages.viewControllers == [book.pages[1]] && pages.children == [book.pages[1]])
        #expect(book.pages[1].view.frame == pages.view.bounds && book.pages[0].view.superview == nil)
        expectEqual(book.log.events.first, "will turn to [1]")
        expectEqual(book.log.events.last, "finished from [0] completed true")
        #expect(book.log.events.contains("1 didAppear") && book.log.events.contains("0 didDisappear"))
    }

    @Test("a short slow drag goes back; a drag toward a missing page moves nothing")
    func swipeBackAndEdge() throws {
        let (run, pages, book) = try Self.shown()
        book.log.events.removeAll()
        let lift = Self.drag(run, from: 300, to: 220, start: run.timeline.now + 0.1, seconds: 0.8)
        run.advance(to: lift + 1)
        #expect(pages.viewControllers == [book.pages[0]] && pages.children == [book.pages[0]])
        #expect(book.pages[0].view.frame == pages.view.bounds && book.pages[1].view.superview == nil)
        expectEqual(book.log.events.last, "finished from [0] completed false")
        #expect(book.log.events.contains("0 didAppear"), "the page that stayed appears again")

        book.log.events.removeAll()
        let edge = Self.drag(run, from: 60, to: 300, start: run.timeline.now + 0.1, seconds: 0.3)
        run.advance(to: edge + 1)
        #expect(book.log.events.isEmpty, "no page before the first")
        expectEqual(Self.minX(run, 0, at: edge - 0.05), 0)
    }

    @Test("the page curl and two pages at a spine are reported")
    func curlReported() throws {
        let (run, pages, book) = try Self.shown(style: .pageCurl)
        #expect(pages.spineLocation == .min && UIPageViewController.OptionsKey.spineLocation.rawValue.hasSuffix("SpineLocationKey"))
        #expect(run.timeline.unmodelled.contains { $0.feature.hasPrefix("UIPageViewController's page curl") })
        run.timeline.perform { pages.setViewControllers(Array(book.pages[0...1]), direction: .forward, animated: false) }
        #expect(run.timeline.unmodelled.contains { $0.feature.contains("two pages at a spine") })
    }

    @Test("options given as apps write them: an NSNumber or a number literal")
    func numberOptions() {
        let fromNumber = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        expectEqual(fromNumber.spineLocation, .mid)
        let fromLiteral = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 3, .interPageSpacing: 20])
        expectEqual(fromLiteral.spineLocation, .max)
        let scroll = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.spineLocation: NSNumber(value: 2)])
        expectEqual(scroll.spineLocation, .none, "the scroll style has no spine")
    }
}
