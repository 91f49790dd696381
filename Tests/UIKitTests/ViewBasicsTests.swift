import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit
import _Testing_CoreGraphics

/// Issue #24's UIView basics (Tests/UIKitFixtures/Surface/ViewBasics.swift) against UIKit's
/// documentation: hierarchy callbacks, tags, tint, hit-test overrides used by the engine's
/// touches, and the animation switches.
@Suite("UIView basics")
struct ViewBasicsTests {
    @Test("moving into and out of a window sends UIKit's callbacks, in order")
    func hierarchyCallbacks() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let container = CountingContainerView()
        window.addSubview(container)
        let view = LifecycleTrackingView()
        container.addSubview(view)
        #expect(view.window === window && container.added == 1)
        expectEqual(view.events, ["willMove(toSuperview:)", "willMove(toWindow:)", "didMoveToWindow", "didMoveToSuperview"])
        view.removeFromSuperview()
        #expect(container.removed == 1 && view.window == nil)
        expectEqual(view.events.suffix(4), ["willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToWindow(nil)", "didMoveToSuperview"])
        let loose = UIView()
        loose.addSubview(view)
        expectEqual(view.events.suffix(2), ["willMove(toSuperview:)", "didMoveToSuperview"], "no window on either side: no window callbacks")
        loose.addSubview(view)
        expectEqual(view.events.count, 10, "re-adding to the same superview moves nothing")
    }

    @Test("accessibilityIdentifier is nil until the app sets one, as in UIKit; a set one names the view in frames")
    func accessibilityIdentifierStartsNil() {
        let view = UIImageView()
        #expect(view.accessibilityIdentifier == nil)
        expectEqual((view.accessibilityIdentifier ?? "fallback"), "fallback")
        expectEqual(view.role, "imageView", "frames still name an unnamed view by its class")
        view.accessibilityIdentifier = "photo"
        #expect(view.accessibilityIdentifier == "photo" && view.role == "photo")
        view.accessibilityIdentifier = nil
        #expect(view.accessibilityIdentifier == nil && view.role == "imageView")
        let snapshot = view.snapshotView(afterScreenUpdates: false)
        #expect(snapshot?.accessibilityIdentifier == nil, "a snapshot is a new view, unnamed")
    }

    @Test("tags find views depth first, tint is inherited, the touch area and passthrough overrides decide hits")
    func tagsTintAndHits() throws {
        let chrome = ViewTags.makeChrome()
        let close = try #require(ViewTags.closeButton(in: chrome))
        #expect(close is GenerousHitView && chrome.viewWithTag(ViewTags.title) is UILabel && chrome.viewWithTag(7) == nil)
        #expect(chrome.viewWithTag(0) === chrome && close.isExclusiveTouch)
        #expect(close.tintColor == .systemOrange && UIView().tintColor == .systemBlue)
        let tracked = LifecycleTrackingView()
        tracked.tintColor = .red
        #expect(tracked.events == ["tintColorDidChange"] && tracked.tintAdjustmentMode == .automatic)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        window.addSubview(chrome)
        let overlay = PassthroughView(frame: window.bounds)
        window.addSubview(overlay)
        // 10 points left of the button's bounds: inside its touch area, through the overlay.
        #expect(window.hitTest(CGPoint(x: 6, y: 60), with: nil) === close)
        #expect(window.hitTest(CGPoint(x: 300, y: 400), with: nil) === window)
        var tapped = 0
        let tap = UITapGestureRecognizer()
        tap.addTarget(TapCounter { tapped += 1 }.retained, action: Selector.method(TapCounter.fire))
        close.addGestureRecognizer(tap)
        window.deliver(.began, at: CGPoint(x: 6, y: 60), time: 0)
        window.deliver(.ended, at: CGPoint(x: 6, y: 60), time: 0.05)
        expectEqual(tapped, 1, "the engine's touches hit-test through the app's overrides")
    }

    @Test("with animations off a block's changes are made at once and its completion still runs")
    func animationsOff() throws {
        var card: UIView?
        var completed = false
        let run = try TransitionRun(awaitingTouchesIn: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.accessibilityIdentifier = "card"
            window.addSubview(view)
            card = view
        }
        let view = try #require(card)
        run.timeline.perform {
            #expect(UIView.areAnimationsEnabled)
            CardMoves.moveWithAnimationsOff(view, to: CGPoint(x: 200, y: 300)) { completed = true }
            #expect(UIView.areAnimationsEnabled, "the app's switch back")
        }
        run.advance(to: 0.01)
        #expect(completed)
        let frame = try #require(run.frame(at: 0).layer(role: "card"))
        expectEqual(frame.quad.topLeft, CGPoint(x: 150, y: 250))
    }

    @Test("iOS 17's spring block follows UISpringTimingParameters(duration:bounce:) until it settles")
    func springBlock() throws {
        var card: UIView?
        let run = try TransitionRun(awaitingTouchesIn: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.accessibilityIdentifier = "card"
            view.alpha = 0.5
            window.addSubview(view)
            card = view
        }
        let view = try #require(card)
        run.timeline.perform { CardMoves.spring(view, to: CGPoint(x: 50, y: 450)) }
        let spring = Spring(duration: 0.5, bounce: 0.2)
        for t in [0.1, 0.25, 0.4] {
            let y = try #require(run.frame(at: t).layer(role: "card")).quad.topLeft.y
            #expect(abs(y - 400 * spring.value(at: t)) < 1e-6, "at \(t) s")
        }
        run.advance(to: spring.settlingDuration + 0.01)
        expectEqual(view.alpha, 1, "the completion ran once the spring settled")
    }
}

/// A tap's target.
final class TapCounter: NSObject {
    let onFire: () -> Void
    init(_ onFire: @escaping () -> Void) { self.onFire = onFire }
    func fire() { onFire() }
    /// Kept alive for the test (a recognizer holds its targets weakly in UIKit).
    var retained: TapCounter {
        TapCounter.kept.append(self)
        return self
    }
    nonisolated(unsafe) static var kept: [TapCounter] = []
}
