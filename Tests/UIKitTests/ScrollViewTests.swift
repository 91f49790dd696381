import TestExpectations
import Testing
import TransitionKit
import UIKit
import _Testing_CoreGraphics
import _Testing_UIKit

/// `UIScrollView` against UIKit's documented behaviour (docs/scrolling.md): the content offset
/// is the bounds origin, the adjusted inset follows `contentInsetAdjustmentBehavior`, zooming
/// scales the delegate's view, and the delegate hears of every scroll.
@Suite("Scroll views")
struct ScrollViewTests {
    /// Records what a scroll view tells its delegate, with the run's time and the offset.
    final class Recorder: NSObject, UIScrollViewDelegate {
        var calls: [String] = []
        var scrolls: [(time: Double, offset: CGPoint)] = []
        var zoomView: UIView?
        var moveTarget: CGPoint?
        var velocity: CGPoint?
        var target: CGPoint?

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            scrolls.append((Timeline.current?.now ?? -1, scrollView.contentOffset))
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            calls.append("willEndDragging")
            self.velocity = velocity
            target = targetContentOffset.pointee
            if let moveTarget { targetContentOffset.pointee = moveTarget }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
    }

    /// A run on an iPhone X (44/34 safe area) showing a controller whose view holds `scroll`.
    func show(_ scroll: UIScrollView, on device: Device = .iPhoneX) throws -> TransitionRun {
        try runShowing({
            let root = UIViewController()
            root.view.addSubview(scroll)
            return root
        }, on: device).0
    }

    @Test("the content offset is the bounds origin: subviews keep their frames and move on screen")
    func offsetIsBoundsOrigin() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 600))
        scroll.contentInsetAdjustmentBehavior = .never
        let tile = UIView(frame: CGRect(x: 20, y: 500, width: 100, height: 100))
        scroll.addSubview(tile)
        scroll.contentSize = CGSize(width: 375, height: 2000)
        let recorder = Recorder()
        scroll.delegate = recorder
        let run = try show(scroll)
        defer { withExtendedLifetime(run) {} }
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        expectEqual(scroll.bounds.origin, CGPoint(x: 0, y: 300))
        expectEqual(tile.frame, CGRect(x: 20, y: 500, width: 100, height: 100))
        expectEqual(tile.convert(tile.bounds, to: nil), CGRect(x: 20, y: 300, width: 100, height: 100))
        expectEqual(scroll.convert(tile.frame, to: nil), CGRect(x: 20, y: 300, width: 100, height: 100))
        expectEqual(recorder.scrolls.map(\.offset), [CGPoint(x: 0, y: 300)])
        #expect(scroll.clipsToBounds)
        // Bounds set directly scroll too, as in UIKit.
        scroll.bounds = CGRect(x: 0, y: 50, width: 375, height: 600)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 50) && recorder.scrolls.count == 2)
        // The optional-requirement call apps make gives nil where the delegate lacks the method.
        #expect(recorder.scrollViewDidScroll?(scroll) != nil)
        final class Silent: NSObject, UIScrollViewDelegate {}
        #expect(Silent().scrollViewDidScroll?(scroll) == nil)
    }

    @Test("setContentOffset(_:animated:) steps at a constant velocity at every refresh, then ends the animation")
    func animatedOffset() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 375, height: 3000)
        let recorder = Recorder()
        scroll.delegate = recorder
        let run = try show(scroll)
        run.timeline.perform {
            scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
            run.timeline.endTurn()
        }
        expectEqual(scroll.contentOffset, .zero)
        run.advance(to: 1)
        expectEqual(scroll.contentOffset, CGPoint(x: 0, y: 600))
        let duration = 0.3, rate = Double(UIScreen.main.maximumFramesPerSecond)
        expectEqual(recorder.scrolls.count, Int((duration * rate).rounded()))
        for (index, scroll) in recorder.scrolls.enumerated() {
            let time = Double(index + 1) / rate
            #expect(abs(scroll.time - time) < 1e-9)
            #expect(abs(scroll.offset.y - 600 * min(1, time / duration)) < 1e-6)
        }
        expectEqual(recorder.calls, ["didEndScrollingAnimation"])
    }

    @Test("adjustedContentInset per contentInsetAdjustmentBehavior, and an offset resting at the top follows it")
    func adjustedInsets() throws {
        func adjusted(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior, content: CGFloat, inNavigation: Bool = false)
            throws -> (UIEdgeInsets, CGPoint)
        {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
            scroll.contentInsetAdjustmentBehavior = behavior
            scroll.contentSize = CGSize(width: 375, height: content)
            scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            let (run, _) = try runShowing(
                { () -> UIViewController in
                    let root = UIViewController()
                    root.view.addSubview(scroll)
                    return inNavigation ? UINavigationController(rootViewController: root) : root
                }, then: { $0.view.window?.safeAreaInsets = Device.iPhoneX.safeAreaInsets })
            return withExtendedLifetime(run) {
                scroll.layoutIfNeeded()
                return (scroll.adjustedContentInset, scroll.contentOffset)
            }
        }
        #expect(try adjusted(.never, content: 2000) == (UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0), CGPoint(x: 0, y: -10)))
        #expect(try adjusted(.always, content: 100) == (UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0), CGPoint(x: 0, y: -54)))
        #expect(try adjusted(.scrollableAxes, content: 100).0 == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(try adjusted(.scrollableAxes, content: 2000).0 == UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        #expect(try adjusted(.automatic, content: 100).0 == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(try adjusted(.automatic, content: 100, inNavigation: true).0 == UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
    }

    @Test("a zoomed scroll view: the delegate's view scaled, the content sized to it, conversions through both")
    func zoom() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        scroll.contentInsetAdjustmentBehavior = .never
        let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scroll.addSubview(photo)
        scroll.contentSize = photo.bounds.size
        scroll.maximumZoomScale = 4
        let recorder = Recorder()
        recorder.zoomView = photo
        scroll.delegate = recorder
        let run = try show(scroll)
        defer { withExtendedLifetime(run) {} }
        scroll.setZoomScale(2, animated: false)
        expectEqual(scroll.zoomScale, 2)
        expectEqual(photo.frame, CGRect(x: 0, y: 0, width: 600, height: 400))
        expectEqual(photo.bounds.size, CGSize(width: 300, height: 200))
        expectEqual(scroll.contentSize, CGSize(width: 600, height: 400))
        // The middle of the bounds stays on the same content point, brought into range.
        expectEqual(scroll.contentOffset, CGPoint(x: 150, y: 100))
        #expect(recorder.calls.contains("didZoom"))
        // Past the maximum: clamped; the rect centred.
        scroll.zoom(to: CGRect(x: 200, y: 100, width: 50, height: 50), animated: false)
        expectEqual(scroll.zoomScale, 4)
        expectEqual(scroll.contentOffset, CGPoint(x: 750, y: 350))
        expectEqual(photo.convert(CGPoint(x: 200, y: 100), to: nil), CGPoint(x: 50, y: 150))
        scroll.zoomScale = 0.5
        expectEqual(scroll.zoomScale, 1)
        // Without a view to zoom nothing changes.
        recorder.zoomView = nil
        scroll.setZoomScale(3, animated: false)
        expectEqual(scroll.zoomScale, 1)
    }

    /// A full-screen scroll view of 3000 points of content (no inset) with a recorder, in a touch run.
    func draggable() throws -> (UIScrollView, Recorder, TransitionRun) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 375, height: 3000)
        let recorder = Recorder()
        scroll.delegate = recorder
        return (scroll, recorder, try show(scroll))
    }

    /// Drags from y = `from` to `to` in 20-point moves 10 ms apart, holds `hold` seconds, lifts.
    func drag(_ run: TransitionRun, from: Double, to: Double, start: Double = 0.1, hold: Double = 0.2) -> Double {
        run.touch(.began, x: 200, y: from, at: start)
        let steps = Int((abs(to - from) / 20).rounded())
        var time = start
        for step in 1...steps {
            time = start + Double(step) * 0.01
            run.touch(.moved, x: 200, y: from + (to - from) * Double(step) / Double(steps), at: time)
        }
        if hold > 0 {
            time += hold
            run.touch(.moved, x: 200, y: to, at: time)
        }
        time += 0.01
        run.touch(.ended, x: 200, y: to, at: time)
        return time
    }

    @Test("a drag moves the offset with the finger from where the pan began; a still release does not decelerate")
    func dragFollowsFinger() throws {
        let (scroll, recorder, run) = try draggable()
        _ = drag(run, from: 700, to: 300)
        // The pan began at the first move (680): the offset follows from there.
        expectEqual(scroll.contentOffset, CGPoint(x: 0, y: 380))
        expectEqual(recorder.scrolls.first?.offset, CGPoint(x: 0, y: 20))
        expectEqual(recorder.calls, ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(recorder.velocity == .zero && recorder.target == CGPoint(x: 0, y: 380))
        #expect(!scroll.isDragging && !scroll.isTracking && !scroll.isDecelerating)
    }

    @Test("past the top edge the content follows less and less (the rubber band), then bounces back on release")
    func rubberBand() throws {
        let (scroll, recorder, run) = try draggable()
        let released = drag(run, from: 100, to: 300)
        // 180 points past the edge in 812: (1 − 1 / (180 · 0.55 / 812 + 1)) · 812.
        let expected = -(1 - 1 / (180 * 0.55 / 812 + 1)) * 812
        #expect(abs(scroll.contentOffset.y - expected) < 1e-9)
        expectEqual(recorder.calls, ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        #expect(scroll.isDecelerating)
        run.advance(to: released + 1)
        expectEqual(scroll.contentOffset, .zero)
        #expect(recorder.calls.last == "didEndDecelerating" && !scroll.isDecelerating)
        // Without bounces the content stops at the edge.
        scroll.bounces = false
        _ = drag(run, from: 100, to: 300, start: released + 2)
        expectEqual(scroll.contentOffset, .zero)
    }

    @Test("a flick decelerates at decelerationRate to the point the delegate was told, or the one it chose")
    func flick() throws {
        let (scroll, recorder, run) = try draggable()
        let released = drag(run, from: 700, to: 500, hold: 0)
        let start = scroll.contentOffset.y
        // About 1.8 points per millisecond (the pan's last 100 ms of samples, the last 10 ms
        // still), and v · 0.998 / (1 − 0.998) ≈ 898 points to go.
        let velocity = try #require(recorder.velocity)
        #expect(abs(velocity.y - 1.8) < 0.05 && velocity.x == 0)
        let travel = velocity.y * 0.998 / (1 - 0.998)
        #expect(abs((recorder.target?.y ?? 0) - (start + travel)) < 1e-6)
        expectEqual(recorder.calls.suffix(2), ["didEndDragging(true)", "willBeginDecelerating"])
        run.advance(to: released + 0.1)
        let rate = 0.998
        #expect(scroll.contentOffset.y > start && scroll.contentOffset.y < start + travel)
        run.advance(to: released + 10)
        #expect(abs(scroll.contentOffset.y - (start + travel)) < 1e-6)
        expectEqual(recorder.calls.last, "didEndDecelerating")
        for sample in recorder.scrolls where sample.time > released {
            let t = sample.time - released
            let expected = start + travel * (1 - pow(rate, t * 1000))
            #expect(abs(sample.offset.y - (start + travel)) < 1e-6 || abs(sample.offset.y - expected) < 1e-6)
        }
        // The delegate may move the resting point.
        recorder.moveTarget = CGPoint(x: 0, y: 100)
        let again = drag(run, from: 700, to: 500, start: released + 11, hold: 0)
        run.advance(to: again + 10)
        expectEqual(scroll.contentOffset, CGPoint(x: 0, y: 100))
    }
}

