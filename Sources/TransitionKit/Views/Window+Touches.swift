import Foundation

/// UIKit-style touch delivery: `Window.deliver(_:)` hit-tests a touch when it begins and
/// hands it, and every later phase of it, to the gesture recognizers of the hit view and its
/// ancestors. One gesture at a time, of one finger or two (the page's two-finger mode).
///
/// Two fingers go down together at `began` and lift together: the first finger's hit view
/// picks the recognizers, as for one finger. The two-finger recognizers (pinch, rotation)
/// receive both touches; every other recognizer (pan, tap, long press, swipe, an app's own
/// subclass) receives the first finger only, as if the second were not there — the engine's
/// rule, which keeps a one-finger recognizer's `touches.first` deterministic.
extension Window {
    /// Delivers one phase of the touch at `location` (window points) at `time` (seconds, on
    /// the caller's clock). Returns the view the touch is on (the hit view of its `began`),
    /// `nil` when it hit nothing or no touch is in progress.
    @discardableResult
    public func deliver(_ phase: Touch.Phase, at location: CGPoint, time: Double) -> View? {
        deliver(phase, at: location, second: nil, time: time)
    }

    /// As `deliver(_:at:time:)`, with a second finger at `second` (window points) when the
    /// gesture has two: given at `began`, it stays down until the gesture ends; a later phase
    /// without it leaves the second finger where it was (`stationary`).
    @discardableResult
    public func deliver(_ phase: Touch.Phase, at location: CGPoint, second: CGPoint?, time: Double) -> View? {
        switch phase {
        case .began:
            if let current = touchDelivery { current.finish(.cancelled, at: current.touch.windowLocation, second: nil, time: time) }
            let delivery = TouchDelivery(window: self, location: location, second: second, time: time)
            touchDelivery = delivery
            delivery.begin()
            return delivery.touch.view
        case .moved, .stationary:
            guard let delivery = touchDelivery else { return nil }
            delivery.move(to: location, second: second, time: time)
            return delivery.touch.view
        case .ended, .cancelled:
            guard let delivery = touchDelivery else { return nil }
            touchDelivery = nil
            delivery.finish(phase, at: location, second: second, time: time)
            return delivery.touch.view
        }
    }

    /// A gesture trace's sample, as a touch (two with `x2`/`y2`): `changed` is a move.
    @discardableResult
    public func deliver(_ sample: GestureSample) -> View? {
        deliver(Touch.Phase(sample.phase), at: sample.location, second: sample.secondLocation, time: sample.t)
    }

    /// The recognizers that receive the touch in progress, hit view's first.
    public var recognizersReceivingTouch: [GestureRecognizer] { touchDelivery?.recognizers ?? [] }
}

/// The touch in progress on a window and the recognizers it goes to.
final class TouchDelivery {
    let touch: Touch
    /// The second finger of a two-finger gesture (given at `began`).
    let secondTouch: Touch?
    private(set) var recognizers: [GestureRecognizer] = []
    /// The control tracking this touch, if it began on one (Controls/Control+Touches.swift).
    private var control: ControlTouch?
    private var recognized: [GestureRecognizer] = []

    init(window: Window, location: CGPoint, second: CGPoint?, time: Double) {
        let hit = window.hitTest(location, with: nil)
        touch = Touch(phase: .began, timestamp: time, windowLocation: location, view: hit, window: window)
        secondTouch = second.map {
            Touch(phase: .began, timestamp: time, windowLocation: $0, view: window.hitTest($0, with: nil), window: window)
        }
    }

    private var event: Event { Event(timestamp: touch.timestamp, touches: Set([touch] + (secondTouch.map { [$0] } ?? []))) }

    /// What `recognizer` is given: both fingers for a two-finger recognizer, else the first.
    private func touches(for recognizer: GestureRecognizer) -> Set<Touch> {
        guard recognizer.receivesSecondTouch, let secondTouch else { return [touch] }
        return [touch, secondTouch]
    }

    private func update(_ touch: Touch, to location: CGPoint?, phase: Touch.Phase, time: Double) {
        touch.previousWindowLocation = touch.windowLocation
        if let location { touch.windowLocation = location }
        touch.timestamp = time
        touch.phase = phase
    }

    /// The hit view's recognizers, then its superview's …, up to the window.
    func begin() {
        var node = touch.view
        var found: [GestureRecognizer] = []
        while let view = node {
            found += view.attachedRecognizers
            node = view.superview
        }
        control = ControlTouch(view: touch.view, touch: touch, event: event)
        for recognizer in found where !(control?.yields(recognizer) ?? false) {
            recognizer.resetForNewTouch()
            guard recognizer.isEnabled,
                recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
            else { continue }
            recognizer.touch = touch
            recognizer.secondTouch = recognizer.receivesSecondTouch ? secondTouch : nil
            recognizer.touchDelivery = self
            recognizers.append(recognizer)
        }
        let event = event
        for recognizer in recognizers where recognizer.isTracking {
            recognizer.touchesBegan(touches(for: recognizer), with: event)
        }
    }

    func move(to location: CGPoint, second: CGPoint?, time: Double) {
        update(touch, to: location, phase: .moved, time: time)
        if let secondTouch {
            update(secondTouch, to: second, phase: second == nil || second == secondTouch.windowLocation ? .stationary : .moved, time: time)
        }
        let event = event
        for recognizer in recognizers where recognizer.isTracking {
            recognizer.touchesMoved(touches(for: recognizer), with: event)
        }
        control?.move(touch, event: event)
    }

    func finish(_ phase: Touch.Phase, at location: CGPoint, second: CGPoint?, time: Double) {
        update(touch, to: location, phase: phase, time: time)
        if let secondTouch { update(secondTouch, to: second, phase: phase, time: time) }
        let event = event
        for recognizer in recognizers where recognizer.isTracking {
            if phase == .cancelled {
                recognizer.touchesCancelled(touches(for: recognizer), with: event)
            } else {
                recognizer.touchesEnded(touches(for: recognizer), with: event)
            }
        }
        for recognizer in recognizers { recognizer.touchDelivery = nil }
        control?.end(touch, event: event, cancelled: phase == .cancelled)
    }

    /// UIKit's default: once one recognizer has recognized, the others fail unless one of the
    /// pair's delegates allows both at once.
    func mayRecognize(_ recognizer: GestureRecognizer) -> Bool {
        recognized.allSatisfy { $0 === recognizer || $0.shouldRecognizeSimultaneously(with: recognizer) }
    }

    func didRecognize(_ recognizer: GestureRecognizer) {
        recognized.append(recognizer)
        control?.end(touch, event: event, cancelled: true)
        for other in recognizers where other !== recognizer && other.state == .possible {
            if !other.shouldRecognizeSimultaneously(with: recognizer) { other.state = .failed }
        }
    }
}

extension GestureRecognizer {
    /// Still deciding, or recognizing: receives the touch's next phases.
    var isTracking: Bool {
        isEnabled && (state == .possible || state == .began || state == .changed)
    }
}
