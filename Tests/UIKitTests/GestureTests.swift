import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit
import _Testing_CoreGraphics

/// Gesture recognizers as apps write them, fed touches through `UIWindow.deliver`.
@Suite("Gestures: hit testing, recognizers, target–action")
struct GestureTests {
    /// A 375×812 window showing `controller`.
    static func window(showing controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        window.rootViewController = controller
        return window
    }

    // MARK: Hit testing

    @Test func topmostSubviewIsHitFirst() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let above = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(below)
        window.addSubview(above)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === above)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === below)
        #expect(window.hitTest(CGPoint(x: 350, y: 50), with: nil) == nil)
        window.bringSubviewToFront(below)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === below)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkippedWithTheirSubviews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: window.bounds)
        let front = UIView(frame: window.bounds)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        front.addSubview(child)
        let point = CGPoint(x: 50, y: 50)
        #expect(window.hitTest(point, with: nil) === child)
        front.isHidden = true
        #expect(window.hitTest(point, with: nil) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(window.hitTest(point, with: nil) === back)
        front.alpha = 0.01
        #expect(window.hitTest(point, with: nil) === child)
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(point, with: nil) === back)
        front.isUserInteractionEnabled = true
        child.isUserInteractionEnabled = false
        #expect(window.hitTest(point, with: nil) === front)
    }

    @Test func imageViewsAndLabelsAreNotInteractiveByDefault() {
        #expect(UIView().isUserInteractionEnabled)
        #expect(!UIImageView().isUserInteractionEnabled)
        #expect(!UIImageView(image: nil).isUserInteractionEnabled)
        #expect(!UILabel().isUserInteractionEnabled)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(imageView)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
    }

    @Test func aSubviewOutsideItsParentsBoundsIsNotHit() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overhang = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(overhang)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === overhang)
        // Drawn there (no clipping), but outside the parent: UIKit does not reach it.
        #expect(window.hitTest(CGPoint(x: 125, y: 125), with: nil) === window)
    }

    @Test func transformsAreHonoured() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)  // now covers 50…250
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 240, y: 240), with: nil) === view)
        view.transform = CGAffineTransform(translationX: 200, y: 0)  // now 300…400 in x
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 350, y: 150), with: nil) === view)
    }

    // MARK: Recognizers

    @Test func aPanBeginsPastItsThresholdAndReportsEveryChange() throws {
        let controller = SwipeToDismissViewController()
        let window = Self.window(showing: controller)
        #expect(window.deliver(.began, at: CGPoint(x: 200, y: 300), time: 0) === controller.cardView)
        window.deliver(.moved, at: CGPoint(x: 200, y: 305), time: 0.01)
        window.deliver(.moved, at: CGPoint(x: 200, y: 310), time: 0.02)  // exactly 10: not yet
        expectEqual(controller.panGestureRecognizer.state, .possible)
        #expect(controller.panStates.isEmpty)
        window.deliver(.moved, at: CGPoint(x: 200, y: 312), time: 0.03)
        window.deliver(.moved, at: CGPoint(x: 200, y: 330), time: 0.04)
        window.deliver(.ended, at: CGPoint(x: 200, y: 340), time: 0.05)
        expectEqual(controller.panStates, [.began, .changed, .ended])
        // Measured from where the touch went down, so the card follows the finger.
        expectEqual(controller.translations, [CGPoint(x: 0, y: 12), CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 40)])
        expectEqual(controller.taps, 0)
        expectEqual(controller.tapGestureRecognizer.state, .failed)
    }

    @Test func shouldBeginFalseFailsThePan() {
        let controller = SwipeToDismissViewController()
        let window = Self.window(showing: controller)
        controller.allowsPan = false
        window.deliver(.began, at: CGPoint(x: 200, y: 300), time: 0)
        window.deliver(.moved, at: CGPoint(x: 200, y: 330), time: 0.05)
        window.deliver(.moved, at: CGPoint(x: 200, y: 360), time: 0.1)
        window.deliver(.ended, at: CGPoint(x: 200, y: 360), time: 0.1)
        expectEqual(controller.panGestureRecognizer.state, .failed)
        #expect(controller.panStates.isEmpty)
        // The next touch starts afresh.
        controller.allowsPan = true
        window.deliver(.began, at: CGPoint(x: 200, y: 300), time: 1)
        expectEqual(controller.panGestureRecognizer.state, .possible)
        window.deliver(.moved, at: CGPoint(x: 200, y: 330), time: 1.05)
        window.deliver(.cancelled, at: CGPoint(x: 200, y: 330), time: 1.1)
        expectEqual(controller.panStates, [.began, .cancelled])
    }

    @Test func theViewsOwnHookCanRefuseAPan() {
        final class Log { var states: [UIGestureRecognizer.State] = []; func pan(_ g: UIPanGestureRecognizer) { states.append(g.state) } }
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = VerticalOnlyView(frame: window.bounds)
        window.addSubview(view)
        let pan = UIPanGestureRecognizer(target: log, action: Selector.method(Log.pan(_:)))
        view.addGestureRecognizer(pan)
        window.deliver(.began, at: CGPoint(x: 100, y: 100), time: 0)
        window.deliver(.moved, at: CGPoint(x: 150, y: 105), time: 0.05)
        window.deliver(.ended, at: CGPoint(x: 160, y: 105), time: 0.1)
        expectEqual(pan.state, .failed)
        window.deliver(.began, at: CGPoint(x: 100, y: 100), time: 1)
        window.deliver(.moved, at: CGPoint(x: 105, y: 150), time: 1.05)
        window.deliver(.ended, at: CGPoint(x: 105, y: 160), time: 1.1)
        expectEqual(log.states, [.began, .ended])
        expectEqual(pan.location(ofTouch: 0, in: nil), CGPoint(x: 105, y: 160))
    }

    @Test func anEdgePanBeginsOnlyFromItsEdge() {
        let controller = SwipeToDismissViewController()
        let window = Self.window(showing: controller)
        // From the middle of the screen (outside the card): no edge pan.
        window.deliver(.began, at: CGPoint(x: 200, y: 700), time: 0)
        window.deliver(.moved, at: CGPoint(x: 260, y: 700), time: 0.05)
        window.deliver(.ended, at: CGPoint(x: 260, y: 700), time: 0.1)
        #expect(controller.edgeStates.isEmpty)
        // From the right edge: not one of its edges.
        window.deliver(.began, at: CGPoint(x: 370, y: 700), time: 1)
        window.deliver(.moved, at: CGPoint(x: 300, y: 700), time: 1.05)
        window.deliver(.ended, at: CGPoint(x: 300, y: 700), time: 1.1)
        #expect(controller.edgeStates.isEmpty)
        // From within 20 pt of the left edge.
        window.deliver(.began, at: CGPoint(x: 15, y: 700), time: 2)
        window.deliver(.moved, at: CGPoint(x: 60, y: 700), time: 2.05)
        window.deliver(.moved, at: CGPoint(x: 120, y: 700), time: 2.1)
        window.deliver(.ended, at: CGPoint(x: 120, y: 700), time: 2.15)
        expectEqual(controller.edgeStates, [.began, .changed, .ended])
    }

    @Test func aTapRecognizesOnTouchUpUnlessTheTouchMoved() {
        let controller = SwipeToDismissViewController()
        let window = Self.window(showing: controller)
        window.deliver(.began, at: CGPoint(x: 200, y: 300), time: 0)
        window.deliver(.moved, at: CGPoint(x: 204, y: 303), time: 0.03)
        expectEqual(controller.taps, 0)
        window.deliver(.ended, at: CGPoint(x: 204, y: 303), time: 0.06)
        expectEqual(controller.taps, 1)
        expectEqual(controller.tapGestureRecognizer.state, .recognized)
        expectEqual(controller.panGestureRecognizer.state, .failed)
        // A touch on the image view (not interactive) reaches the card's recognizers.
        window.deliver(.began, at: CGPoint(x: 50, y: 150), time: 1)
        window.deliver(.ended, at: CGPoint(x: 50, y: 150), time: 1.05)
        expectEqual(controller.taps, 2)
    }

    @Test func aDoubleTapNeedsTwoTapsCloseInTime() {
        final class Counter { var count = 0; func tapped() { count += 1 } }
        let counter = Counter()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let doubleTap = UITapGestureRecognizer(target: counter, action: Selector.method(Counter.tapped))
        doubleTap.numberOfTapsRequired = 2
        window.addGestureRecognizer(doubleTap)
        let p = CGPoint(x: 10, y: 10)
        window.deliver(.began, at: p, time: 0); window.deliver(.ended, at: p, time: 0.05)
        window.deliver(.began, at: p, time: 1); window.deliver(.ended, at: p, time: 1.05)
        expectEqual(counter.count, 0)
        window.deliver(.began, at: p, time: 1.2); window.deliver(.ended, at: p, time: 1.25)
        expectEqual(counter.count, 1)
    }

    @Test func velocityIsTheDisplacementOverTheLast100Milliseconds() throws {
        let controller = SwipeToDismissViewController()
        let window = Self.window(showing: controller)
        window.deliver(.began, at: CGPoint(x: 100, y: 300), time: 0)
        window.deliver(.moved, at: CGPoint(x: 100, y: 320), time: 0.1)
        window.deliver(.moved, at: CGPoint(x: 100, y: 340), time: 0.15)
        window.deliver(.moved, at: CGPoint(x: 130, y: 400), time: 0.2)
        // Samples at 0.1, 0.15, 0.2: 30 pt and 80 pt over 0.1 s.
        let velocity = try #require(controller.velocities.last)
        #expect(abs(velocity.x - 300) < 1e-9)
        #expect(abs(velocity.y - 800) < 1e-9)
        // In a scaled view's coordinates, halved.
        controller.view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let scaled = controller.panGestureRecognizer.velocity(in: controller.view)
        #expect(abs(scaled.y - 400) < 1e-9)
        expectEqual(controller.panGestureRecognizer.velocity(in: nil), CGPoint(x: 300, y: 800))
    }

    @Test func gestureSamplesAreTouches() {
        let controller = SwipeToDismissViewController()
        let window = Self.window(showing: controller)
        for sample in [GestureSample(t: 0, phase: .began, x: 200, y: 300),
                       GestureSample(t: 0.05, phase: .changed, x: 200, y: 350),
                       GestureSample(t: 0.1, phase: .ended, x: 200, y: 360)] {
            window.deliver(sample)
        }
        expectEqual(controller.panStates, [.began, .ended])
    }

    @Test(arguments: [false, true])
    func aRecognizedPanFailsTheOthersUnlessTheDelegateAllowsBoth(simultaneous: Bool) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let interaction = PinchAndPanInteraction()
        interaction.simultaneous = simultaneous
        interaction.install(on: view)
        window.deliver(.began, at: CGPoint(x: 100, y: 100), time: 0)
        window.deliver(.moved, at: CGPoint(x: 100, y: 150), time: 0.05)
        window.deliver(.moved, at: CGPoint(x: 100, y: 200), time: 0.1)
        window.deliver(.ended, at: CGPoint(x: 100, y: 220), time: 0.15)
        if simultaneous {
            // The outer pan is cancelled by toggling isEnabled on its first change.
            expectEqual(interaction.log, ["inner began", "outer began", "inner changed", "outer changed", "outer cancelled", "inner ended"])
        } else {
            // The hit view's recognizer gets the touch first and wins.
            expectEqual(interaction.log, ["inner began", "inner changed", "inner ended"])
        }
    }

    @Test func aDisabledRecognizerGetsNoTouches() {
        let controller = SwipeToDismissViewController()
        let window = Self.window(showing: controller)
        controller.panGestureRecognizer.isEnabled = false
        window.deliver(.began, at: CGPoint(x: 200, y: 300), time: 0)
        #expect(!window.recognizersReceivingTouch.contains { $0 === controller.panGestureRecognizer })
        #expect(window.recognizersReceivingTouch.contains { $0 === controller.tapGestureRecognizer })
        window.deliver(.moved, at: CGPoint(x: 200, y: 350), time: 0.05)
        window.deliver(.ended, at: CGPoint(x: 200, y: 350), time: 0.1)
        #expect(controller.panStates.isEmpty)
    }

    // MARK: Target–action

    @Test func bothSelectorFormsCallTheApp() {
        let controller = SwipeToDismissViewController()
        let pan = UIPanGestureRecognizer()
        pan.addTarget(controller, action: Selector.method(SwipeToDismissViewController.handlePan(_:)))
        pan.addTarget(controller, action: Selector.method(SwipeToDismissViewController.close))
        pan.state = .began
        expectEqual(controller.panStates, [.began])
        expectEqual(controller.taps, 1)
        pan.removeTarget(controller, action: Selector.method(SwipeToDismissViewController.close))
        pan.state = .changed
        expectEqual(controller.panStates, [.began, .changed])
        expectEqual(controller.taps, 1)
        pan.removeTarget(nil, action: nil)
        pan.state = .ended
        expectEqual(controller.panStates, [.began, .changed])
    }

    @Test func selectorsNamedInAnExtension() {
        let controller = SwipeToDismissViewController()
        let tap = UITapGestureRecognizer(target: controller, action: .closeSwipe)
        tap.state = .recognized
        expectEqual(controller.taps, 1)
        expectEqual(Selector.closeSwipe, Selector("close"))
        tap.removeTarget(controller, action: Selector("close"))
        tap.state = .recognized
        expectEqual(controller.taps, 1)
    }

    @Test func aTargetOfTheWrongTypeIsAProblemNotACrash() {
        let timeline = Timeline()
        let unrelated = UnrelatedObject()
        let controller = SwipeToDismissViewController()
        timeline.perform {
            // The action is the view controller's, the target is not one.
            let pan = UIPanGestureRecognizer(target: unrelated, action: Selector.method(SwipeToDismissViewController.handlePan(_:)))
            pan.state = .began
            // The sender is the wrong kind of recognizer.
            let tap = UITapGestureRecognizer(target: unrelated, action: Selector.method(UnrelatedObject.handlePan(_:)))
            tap.state = .recognized
            // A selector made from a string.
            let named = UIPanGestureRecognizer(target: controller, action: Selector("handlePan:"))
            named.state = .began
        }
        #expect(!unrelated.called)
        #expect(controller.panStates.isEmpty)
        let problems = timeline.problems.filter { $0.code == "unrecognized-selector" }
        expectEqual(problems.count, 3)
        expectEqual(problems.first?.message.contains("UnrelatedObject"), true)
    }

    @Test func recognizersBelongToOneView() {
        let a = UIView(), b = UIView()
        let pan = UIPanGestureRecognizer()
        #expect(a.gestureRecognizers == nil)
        a.addGestureRecognizer(pan)
        #expect(pan.view === a)
        b.addGestureRecognizer(pan)
        #expect(pan.view === b)
        #expect(a.gestureRecognizers == nil)
        expectEqual(b.gestureRecognizers?.count, 1)
        b.removeGestureRecognizer(pan)
        #expect(pan.view == nil)
    }
}
