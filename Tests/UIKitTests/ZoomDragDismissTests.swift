import Foundation
import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
@testable import UIKitFixtures

/// iOS 18's zoom dragged down to dismiss or pop (ZoomDismissGesture.swift,
/// ZoomInteractiveDismissal.swift): the system's recognizer on the zoomed view asks
/// `interactiveDismissShouldBegin`, the card follows the finger, and the release finishes into
/// the source or springs back. Touches go in as the page's do (`awaitingTouchesIn`).
@Suite("The iOS 18 zoom's drag to dismiss")
struct ZoomDragDismissTests {
    static let device = Device.iPhoneX
    static let screen = CGRect(origin: .zero, size: device.screenSize)
    static let thumbnail = CGRect(x: 40, y: 200, width: 100, height: 100)
    static let touchDown = CGPoint(x: 187.5, y: 300)

    /// A straight drag from `touchDown` by (dx, dy) in `duration`, `steps` moves, then the
    /// finger held still for `hold` seconds (a slow release) and lifted.
    static func drag(dx: Double = 0, dy: Double, duration: Double = 0.3, steps: Int = 12, hold: Double = 0) -> [GestureSample] {
        var samples = [GestureSample(t: 0, phase: .began, x: touchDown.x, y: touchDown.y)]
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            samples.append(GestureSample(t: duration * f, phase: .changed, x: touchDown.x + dx * f, y: touchDown.y + dy * f))
        }
        if hold > 0 {
            samples.append(GestureSample(t: duration + hold, phase: .changed, x: touchDown.x + dx, y: touchDown.y + dy))
        }
        samples.append(GestureSample(t: duration + hold + 1.0 / 60, phase: .ended, x: touchDown.x + dx, y: touchDown.y + dy))
        return samples
    }

    /// The grid with the clip presented (not animated), ready for touches.
    static func presented(_ configure: @escaping (ClipsGridViewController, ClipViewController) -> Void = { _, _ in }) throws
        -> (TransitionRun, ClipsGridViewController, ClipViewController)
    {
        var shown: (ClipsGridViewController, ClipViewController)?
        let run = try TransitionRun(awaitingTouchesIn: UIWindow(frame: device.bounds)) { window in
            let grid = ClipsGridViewController()
            window.rootViewController = grid
            window.makeKeyAndVisible()
            let clip = grid.makeClip()
            configure(grid, clip)
            grid.present(clip, animated: false)
            shown = (grid, clip)
        }
        let (grid, clip) = try #require(shown)
        return (run, grid, clip)
    }

    static func layer(_ role: String, in frame: FrameState) -> LayerFrame? { frame.layers.first { $0.role == role } }

    /// The grid in a navigation controller with the zoomed detail pushed (not animated), waiting
    /// for the drag.
    static func pushedDetail() throws -> (TransitionRun, UINavigationController, ZoomDragGridViewController) {
        var made: (UINavigationController, ZoomDragGridViewController)?
        let run = try TransitionRun(awaitingTouchesIn: UIWindow(frame: device.bounds)) { window in
            let grid = ZoomDragGridViewController()
            let navigation = UINavigationController(rootViewController: grid)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.pushViewController(grid.makeDetail(), animated: false)
            made = (navigation, grid)
        }
        let (navigation, grid) = try #require(made)
        return (run, navigation, grid)
    }

    static func expectRect(_ layer: LayerFrame, _ rect: CGRect, _ comment: Comment, tolerance: Double = 1e-6) {
        #expect(abs(layer.quad.topLeft.x - rect.minX) < tolerance, comment)
        #expect(abs(layer.quad.topLeft.y - rect.minY) < tolerance, comment)
        #expect(abs(layer.quad.bottomRight.x - rect.maxX) < tolerance, comment)
        #expect(abs(layer.quad.bottomRight.y - rect.maxY) < tolerance, comment)
    }

    @Test("a drag down dismisses: the card follows the finger, shrinks, rounds, the dimming fades; released moving down, it lands on the thumbnail")
    func dragDismisses() throws {
        var asked: [UIViewController.Transition.ZoomOptions.InteractionContext] = []
        let (run, grid, clip) = try Self.presented { _, clip in
            clip.preferredTransition?.zoomOptions?.interactiveDismissShouldBegin = { context in
                asked.append(context)
                return context.willBegin
            }
        }
        let sourceRequestsBefore = grid.sourceRequests
        try run.replay(Self.drag(dy: 203))
        expectEqual(run.state, .completed)
        expectEqual(run.coordinator.operation, .dismiss)
        #expect(grid.presentedViewController == nil && clip.view.superview == nil)
        expectEqual(grid.sourceRequests - sourceRequestsBefore, 2, "asked when the drag begins and again on release")
        #expect(!grid.thumbnail.isHidden)

        // Asked once, when the pan passed its 10-point threshold: the first move (16.9 pt down).
        let context = try #require(asked.first)
        expectEqual(asked.count, 1)
        #expect(context.willBegin)
        #expect(abs(context.location.x - Self.touchDown.x) < 1e-9 && abs(context.location.y - (300 + 203 / 12.0)) < 1e-9)
        #expect(abs(context.velocity.dy - 203 / 0.3) < 1e-6 && context.velocity.dx == 0, "the drag's speed in the zoomed view")

        // At the last move (0.3 s): p = 203 / 812 = 0.25, scale 1 − 0.5·0.25 = 0.875 about the
        // touch-down point, carried with the finger.
        let frame = run.frame(at: 0.3)
        let scale = 0.875
        let finger = CGPoint(x: Self.touchDown.x, y: Self.touchDown.y + 203)
        let card = CGRect(
            x: finger.x - scale * Self.touchDown.x, y: finger.y - scale * Self.touchDown.y,
            width: Self.screen.width * scale, height: Self.screen.height * scale)
        let shape = try #require(Self.layer("zoomClip", in: frame))
        Self.expectRect(shape, card, "the card at 0.3 s")
        #expect(shape.cornerRadius == 40 && shape.masksToBounds, "fully rounded past a tenth of the height")
        let zoomed = try #require(Self.layer("clip", in: frame))
        Self.expectRect(zoomed, card, "the zoomed view fills the card exactly")
        #expect(abs(try #require(Self.layer("zoomDimming", in: frame)).opacity - 0.5) < 1e-9, "1 − 0.25 / 0.5")
        #expect(Self.layer("thumbnail", in: frame) == nil, "the source is hidden while the card is out")
        #expect(abs(run.context.percentComplete - 0.25) < 1e-9)

        // Lands with its alignment rectangle (the video, 0 100 375 375) on the thumbnail.
        let end = try #require(run.completionTime)
        let release = try #require(run.interactionEndTime)
        #expect(abs(end - release - ZoomTransitionAnimator.duration) < 1e-9, "the 0.5 s spring from the release")
        let nearEnd = run.frame(at: end - 1e-3)
        let landing = try #require(Self.layer("clip", in: nearEnd))
        #expect(abs(landing.quad.topLeft.x - 40) < 0.5 && abs((landing.quad.topRight.x - landing.quad.topLeft.x) - 100) < 0.5)
        #expect(abs(landing.quad.topLeft.y - (200 - 100 * 100 / 375.0)) < 0.5, "the video's top on the thumbnail's")
        Self.expectRect(try #require(Self.layer("zoomClip", in: nearEnd)), Self.thumbnail, "the card on the thumbnail's outline (the spring within 1 pt)", tolerance: 1)
        #expect(landing.opacity < 0.1, "fading into the thumbnail")
        #expect(Self.layer("zoomClip", in: run.frame(at: end)) == nil, "the clip is gone at the end")
        // The finger's speed goes on into the spring: just after the release the card still
        // moves down (towards the finger's way) before it rises to the thumbnail.
        let released = try #require(Self.layer("zoomClip", in: run.frame(at: release))).quad.boundingBox
        let after = try #require(Self.layer("zoomClip", in: run.frame(at: release + 0.004))).quad.boundingBox
        #expect(after.midY > released.midY, "\(released.midY) → \(after.midY)")
        #expect(!run.timeline.unmodelled.contains { $0.feature.contains("interactiveDismissShouldBegin") })
    }

    @Test("interactiveDismissShouldBegin returning false refuses the drag: nothing starts, nothing moves")
    func refused() throws {
        var asked = 0
        let (run, grid, clip) = try Self.presented { _, clip in
            clip.preferredTransition?.zoomOptions?.interactiveDismissShouldBegin = { context in
                asked += 1
                #expect(context.willBegin, "the system would have begun")
                return false
            }
        }
        #expect(throws: GestureError.self) { try run.replay(Self.drag(dy: 203)) }
        expectEqual(asked, 1)
        #expect(!run.hasTransition && grid.presentedViewController === clip)
        #expect(clip.view.transform == .identity && clip.view.frame == Self.screen)
    }

    @Test("willBegin is the default: false for a drag up or sideways (nothing starts without the callback), and the callback can begin it anyway")
    func willBeginDefault() throws {
        #expect(ZoomDismissGesture.beginsByDefault(translation: CGPoint(x: 0, y: 20)))
        #expect(ZoomDismissGesture.beginsByDefault(translation: CGPoint(x: 20, y: 20)))
        #expect(!ZoomDismissGesture.beginsByDefault(translation: CGPoint(x: -21, y: 20)))
        #expect(!ZoomDismissGesture.beginsByDefault(translation: CGPoint(x: 0, y: -20)))

        let (sideways, _, _) = try Self.presented()
        #expect(throws: GestureError.self) { try sideways.replay(Self.drag(dx: 150, dy: 30)) }

        var contexts: [Bool] = []
        let (upward, grid, _) = try Self.presented { _, clip in
            clip.preferredTransition?.zoomOptions?.interactiveDismissShouldBegin = { context in
                contexts.append(context.willBegin)
                return true
            }
        }
        try upward.replay(Self.drag(dy: -120))
        expectEqual(contexts, [false], "asked with willBegin false, and its true began it")
        expectEqual(upward.state, .cancelled, "released moving up: it springs back")
        #expect(grid.presentedViewController != nil)
    }

    @Test("a short, slow drag cancels: the card springs back to full screen and the clip stays presented")
    func cancels() throws {
        let (run, grid, clip) = try Self.presented()
        try run.replay(Self.drag(dy: 40, duration: 0.2, steps: 8, hold: 0.2))
        expectEqual(run.state, .cancelled)
        #expect(grid.presentedViewController === clip)
        #expect(clip.view.transform == .identity && clip.view.frame == Self.screen && clip.view.alpha == 1)
        #expect(!grid.thumbnail.isHidden)
        let end = try #require(run.completionTime)
        let last = run.frame(at: end)
        #expect(Self.layer("zoomClip", in: last) == nil && Self.layer("zoomDimming", in: last) == nil)
        Self.expectRect(try #require(Self.layer("clip", in: last)), Self.screen, "back at full screen")
        // Mid-spring the card is between where the finger left it and the full screen.
        let release = try #require(run.interactionEndTime)
        let middle = try #require(Self.layer("zoomClip", in: run.frame(at: release + 0.1)))
        let width = middle.quad.topRight.x - middle.quad.topLeft.x
        #expect(width > 375 * (1 - 0.5 * 40 / 812) && width < 375)
        // The zoomed view answers taps and drags again: a second drag can dismiss it.
        expectEqual(clip.view.gestureRecognizers?.count, 1)
    }

    @Test("a throw down finishes even when short; a throw up cancels even when far; the throw carries into the spring")
    func releaseRule() {
        let settings = DefaultTransitionSettings()
        #expect(ZoomInteractiveDismissal.finishes(progress: 0.02, velocity: 800, settings: settings))
        #expect(!ZoomInteractiveDismissal.finishes(progress: 0.6, velocity: -800, settings: settings))
        #expect(ZoomInteractiveDismissal.finishes(progress: 0.11, velocity: 0, settings: settings))
        #expect(!ZoomInteractiveDismissal.finishes(progress: 0.09, velocity: 0, settings: settings))
        // The release spring's velocity: the finger's, along the way to the target, over the distance.
        let card = CGRect(x: 100, y: 400, width: 175, height: 200)  // centre (187.5, 500)
        let above = CGRect(x: 137.5, y: 250, width: 100, height: 100)  // centre 200 pt above
        expectEqual(ZoomInteractiveDismissal.springVelocity(CGPoint(x: 0, y: 800), from: card, to: above), -4)
        expectEqual(ZoomInteractiveDismissal.springVelocity(CGPoint(x: 300, y: -800), from: card, to: above), 4, "sideways does not count")
        expectEqual(ZoomInteractiveDismissal.springVelocity(CGPoint(x: 0, y: -8000), from: card, to: above), 10, "clamped")
        expectEqual(ZoomInteractiveDismissal.springVelocity(CGPoint(x: 0, y: 800), from: card, to: card), 0)
    }

    @Test("pop in a navigation controller: the drag pops the zoomed screen onto its thumbnail and the stack shrinks")
    func popInNavigation() throws {
        let (run, navigation, grid) = try Self.pushedDetail()
        expectEqual(navigation.viewControllers.count, 2)
        // Held still for a second before lifting: a slow release past a tenth of the height.
        try run.replay(Self.drag(dx: 30, dy: 250, hold: 1))
        #expect(run.coordinator.operation == .pop && run.state == .completed)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === grid)
        let end = try #require(run.completionTime)
        let outline = grid.thumbnail.convert(grid.thumbnail.bounds, to: nil)
        Self.expectRect(try #require(Self.layer("zoomClip", in: run.frame(at: end - 1e-3))), outline, "on the thumbnail (the spring within 1 pt)", tolerance: 1)
        expectEqual(grid.sourceRequests, 2)
        // While dragging, the card follows the finger sideways too.
        let card = try #require(Self.layer("zoomClip", in: run.frame(at: 0.3)))
        let scale = 1 - 0.5 * 250 / 812
        #expect(abs(card.quad.topLeft.x - (Self.touchDown.x + 30 - scale * Self.touchDown.x)) < 1e-6)
        // UIKit's bar goes back alongside, scrubbed by the drag, not by the clock: a second
        // after the finger stopped (longer than the 0.5 s transition) both titles are still
        // partly visible, as they were when it stopped; at the end only the grid's.
        let titles = run.frame(at: 0.3).layers.filter { $0.role == "navigationTitle" && $0.opacity > 0 }
        #expect(titles.count == 2 && titles.allSatisfy { $0.opacity < 1 }, "\(titles.map(\.opacity))")
        let held = run.frame(at: 1.25).layers.filter { $0.role == "navigationTitle" && $0.opacity > 0 }
        expectEqual(held.map(\.opacity), titles.map(\.opacity))
        #expect(run.frame(at: end).layers.filter { $0.role == "navigationTitle" && $0.opacity > 0 }.count == 1)
    }

    @Test("a stack set before the window is shown (no push) has the drag to dismiss on its zoomed top too")
    func stackSetBeforeDisplay() throws {
        var made: UINavigationController?
        let run = try TransitionRun(awaitingTouchesIn: UIWindow(frame: Self.device.bounds)) { window in
            let grid = ZoomDragGridViewController()
            let navigation = UINavigationController()
            navigation.viewControllers = [grid, grid.makeDetail()]
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            made = navigation
        }
        let navigation = try #require(made)
        try run.replay(Self.drag(dy: 250))
        #expect(run.coordinator.operation == .pop && run.state == .completed && navigation.viewControllers.count == 1)
    }

    @Test("the provider asked again on release: the card lands on the source it gives then")
    func providerAskedAgain() throws {
        let (run, _, grid) = try Self.pushedDetail()
        let trace = Self.drag(dy: 250)
        for sample in trace.dropLast() { try run.handle(sample) }
        #expect(grid.thumbnail.isHidden && !grid.other.isHidden)
        grid.useOther = true
        try run.handle(try #require(trace.last))
        run.runToCompletion()
        let end = try #require(run.completionTime)
        let outline = grid.other.convert(grid.other.bounds, to: nil)
        Self.expectRect(try #require(Self.layer("zoomClip", in: run.frame(at: end - 1e-3))), outline, "on the new source (the spring within 1 pt)", tolerance: 1)
        #expect(!grid.thumbnail.isHidden && !grid.other.isHidden, "both shown at the end")
    }

    @Test("two fingers on the zoomed view (the zoom's pinch) start nothing and are reported as not modelled")
    func pinchReported() throws {
        let (run, grid, clip) = try Self.presented()
        let pinch = [
            GestureSample(t: 0, phase: .began, x: 150, y: 300, x2: 230, y2: 420),
            GestureSample(t: 0.1, phase: .changed, x: 170, y: 330, x2: 210, y2: 390),
            GestureSample(t: 0.2, phase: .changed, x: 180, y: 350, x2: 200, y2: 370),
            GestureSample(t: 0.25, phase: .ended, x: 180, y: 350, x2: 200, y2: 370),
        ]
        #expect(throws: GestureError.self) { try run.replay(pinch) }
        #expect(grid.presentedViewController === clip)
        #expect(run.timeline.unmodelled.contains { $0.feature.contains("pinch to dismiss") })
    }

    @Test("no zoom, no drag to dismiss: a modal-style preferredTransition puts no recognizer on the view")
    func recognizerOnlyWhileZoomed() throws {
        let (run, _, clip) = try Self.presented { _, clip in clip.preferredTransition = .crossDissolve }
        #expect(clip.view.gestureRecognizers == nil)
        #expect(throws: GestureError.self) { try run.replay(Self.drag(dy: 203)) }
    }
}

/// A grid of two thumbnails under a navigation bar; the detail zooms from the first (or the
/// second once `useOther` is set: the provider is asked again on the way back).
final class ZoomDragGridViewController: UIViewController {
    let thumbnail = UIImageView(frame: CGRect(x: 40, y: 200, width: 100, height: 100))
    let other = UIImageView(frame: CGRect(x: 200, y: 400, width: 120, height: 120))
    var useOther = false
    private(set) var sourceRequests = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .white
        thumbnail.accessibilityIdentifier = "thumbnail"
        thumbnail.layer.cornerRadius = 10
        other.accessibilityIdentifier = "other"
        view.addSubview(thumbnail)
        view.addSubview(other)
    }

    func makeDetail() -> UIViewController {
        let detail = UIViewController()
        detail.title = "Photo"
        detail.view.backgroundColor = .black
        detail.view.accessibilityIdentifier = "detail"
        detail.preferredTransition = .zoom { [weak self] _ in
            guard let self else { return nil }
            sourceRequests += 1
            return useOther ? other : thumbnail
        }
        return detail
    }
}

/// A grab while the zoom animates: UIKit hands the running zoom to the drag; not modelled.
@Suite("The iOS 18 zoom grabbed mid-flight")
struct ZoomGrabMidFlightTests {
    @Test("a drag down on the photo while it zooms in starts nothing, is reported, and the zoom plays on")
    func grabWhileZoomingIn() throws {
        var shown: (ClipsGridViewController, ClipViewController)?
        let run = try TransitionRun(window: UIWindow(frame: ZoomDragDismissTests.device.bounds)) { window in
            let grid = ClipsGridViewController()
            window.rootViewController = grid
            window.makeKeyAndVisible()
            let clip = grid.makeClip()
            grid.present(clip, animated: true)
            shown = (grid, clip)
        }
        let (grid, clip) = try #require(shown)
        run.start()
        run.advance(to: 0.3)
        #expect(clip.activeCoordinator != nil, "still zooming in")
        run.timeline.perform {
            for sample in ZoomDragDismissTests.drag(dy: 200) {
                run.window.deliver(GestureSample(t: 0.3 + sample.t, phase: sample.phase, x: sample.x, y: sample.y))
            }
        }
        #expect(run.timeline.unmodelled.contains { $0.feature.hasPrefix("grabbing the iOS 18 zoom while it animates") })
        run.runToCompletion()
        #expect(run.state == .completed && grid.presentedViewController === clip, "the zoom played on")
    }

    @Test("a pull down on a scroll view at its top edge in the zoomed view is reported")
    func pullOnScrollViewAtTop() throws {
        var scroll: UIScrollView?
        let (run, grid, clip) = try ZoomDragDismissTests.presented { _, clip in
            let view = UIScrollView(frame: clip.view.bounds)
            view.contentSize = CGSize(width: clip.view.bounds.width, height: 3 * clip.view.bounds.height)
            view.contentInsetAdjustmentBehavior = .never  // its top edge: an offset of 0
            clip.view.addSubview(view)
            scroll = view
        }
        _ = try? run.replay(ZoomDragDismissTests.drag(dy: 200))
        #expect(run.timeline.unmodelled.contains { $0.feature.hasPrefix("a pull down on a scroll view at its top edge") })
        let pulled = try #require(scroll)
        #expect(grid.presentedViewController === clip && pulled.contentOffset.y < 0, "the scroll view kept the pull (rubber band)")
    }
}
