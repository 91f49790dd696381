import TestExpectations
import Testing
import TransitionKit
import UIKit
import _Testing_CoreGraphics
import _Testing_UIKit

/// `isPagingEnabled`: a release settles on a multiple of the bounds (docs/scrolling.md,
/// "Paging", for the rule, which is ours: Apple documents only the multiples).
@Suite("Paging scroll views")
struct PagingTests {
    /// A full-screen horizontal pager of five 375-point pages, with a recorder, in a touch run.
    func pager() throws -> (UIScrollView, ScrollViewTests.Recorder, TransitionRun) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.isPagingEnabled = true
        scroll.contentSize = CGSize(width: 375 * 5, height: 812)
        let recorder = ScrollViewTests.Recorder()
        scroll.delegate = recorder
        return (scroll, recorder, try ScrollViewTests().show(scroll))
    }

    /// Drags along y = 400 from x = `from` to `to` in 20-point moves 10 ms apart, holds `hold`
    /// seconds, lifts; returns the time of the lift.
    func swipe(_ run: TransitionRun, from: Double, to: Double, start: Double, hold: Double) -> Double {
        run.touch(.began, x: from, y: 400, at: start)
        let steps = Int((abs(to - from) / 20).rounded())
        var time = start
        for step in 1...steps {
            time = start + Double(step) * 0.01
            run.touch(.moved, x: from + (to - from) * Double(step) / Double(steps), y: 400, at: time)
        }
        if hold > 0 {
            time += hold
            run.touch(.moved, x: to, y: 400, at: time)
        }
        time += 0.01
        run.touch(.ended, x: to, y: 400, at: time)
        return time
    }

    @Test("a slow release settles on the nearest page, easing out, with the delegate told the page")
    func slowReleaseNearestPage() throws {
        let (scroll, recorder, run) = try pager()
        // 100 points of a 375-point page: back to page 0.
        var released = swipe(run, from: 300, to: 180, start: 0.1, hold: 0.2)
        expectEqual(scroll.contentOffset.x, 100)
        expectEqual(recorder.target, CGPoint(x: 0, y: 0))
        expectEqual(recorder.calls.suffix(3), ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        run.advance(to: released + 0.15)
        let midway = scroll.contentOffset.x
        #expect(midway > 0 && midway < 100)
        // Ease-out over 0.3 s: at half time 3/4 of the way has been covered (to the refresh).
        #expect(abs(midway - 100 * (1 - 0.75)) < 100 * 0.15)
        run.advance(to: released + 1)
        #expect(scroll.contentOffset.x == 0 && recorder.calls.last == "didEndDecelerating" && !scroll.isDecelerating)
        // 240 points: past half a page, so page 1.
        released = swipe(run, from: 340, to: 80, start: released + 2, hold: 0.2)
        run.advance(to: released + 1)
        expectEqual(scroll.contentOffset.x, 375)
    }

    @Test("a flick turns one page in its direction, however short; never more than one")
    func flickTurnsOnePage() throws {
        let (scroll, recorder, run) = try pager()
        // 60 points in 30 ms, released moving: 2 points per millisecond.
        var released = swipe(run, from: 300, to: 240, start: 0.1, hold: 0)
        #expect((recorder.velocity?.x ?? 0) > 0.5)
        expectEqual(recorder.target, CGPoint(x: 375, y: 0))
        run.advance(to: released + 1)
        expectEqual(scroll.contentOffset.x, 375)
        // A long fast flick from page 1 still stops at page 2.
        released = swipe(run, from: 360, to: 20, start: released + 2, hold: 0)
        run.advance(to: released + 1)
        expectEqual(scroll.contentOffset.x, 750)
        // Back, flicking the other way.
        released = swipe(run, from: 100, to: 160, start: released + 2, hold: 0)
        run.advance(to: released + 1)
        expectEqual(scroll.contentOffset.x, 375)
        // The delegate may move the page; without paging the same flick decelerates freely.
        recorder.moveTarget = CGPoint(x: 1500, y: 0)
        released = swipe(run, from: 300, to: 240, start: released + 2, hold: 0)
        run.advance(to: released + 1)
        expectEqual(scroll.contentOffset.x, 1500)
        recorder.moveTarget = nil
        scroll.isPagingEnabled = false
        scroll.contentOffset.x = 0
        released = swipe(run, from: 300, to: 240, start: released + 2, hold: 0)
        run.advance(to: released + 10)
        #expect(scroll.contentOffset.x > 500 && scroll.contentOffset.x.truncatingRemainder(dividingBy: 375) != 0)
    }

    @Test("the last page stops at the end of the content; a release past the edge comes back to it")
    func lastPage() throws {
        let (scroll, _, run) = try pager()
        scroll.contentOffset.x = 1500
        let released = swipe(run, from: 300, to: 240, start: 0.1, hold: 0)
        run.advance(to: released + 1)
        expectEqual(scroll.contentOffset.x, 1500)
    }
}
