import Foundation

/// UIKit-style touch delivery: `Window.deliver(_:)` hit-tests a touch when it begins and
/// hands it, and every later phase of it, to the gesture recognizers of the hit view and its
/// ancestors. One touch at a time.
extension Window {
    /// Delivers one phase of the touch at `location` (window points) at `time` (seconds, on
    /// the caller's clock). Returns the view the touch is on (the hit view of its `began`),
    /// `nil` when it hit nothing or no touch is in progress.
    @discardableResult
    public func deliver(_ phase: Touch.Phase, at location: CGPoint, time: Double) -> View? {
        switch phase {
        case .began:
            if let current = touchDelivery { current.finish(.cancelled, at: current.touch.windowLocation, time: time) }
            let delivery = TouchDelivery(window: self, location: location, time: time)
            touchDelivery = delivery
            delivery.begin()
            return delivery.touch.view
        case .moved, .stationary:
            guard let delivery = touchDelivery else { return nil }
            delivery.move(to: location, time: time)
            return delivery.touch.view
        case .ended, .cancelled:
            guard let delivery = touchDelivery else { return nil }
            touchDelivery = nil
            delivery.finish(phase, at: location, time: time)
            return delivery.touch.view
        }
    }

    /// A gesture trace's sample, as a touch: `changed` is a move.
    @discardableResult
    public func deliver(_ sample: GestureSample) -> View? {
        deliver(Touch.Phase(sample.phase), at: sample.location, time: sample.t)
    }

    /// The recognizers that receive the touch in progress, hit view's first.
    public var recognizersReceivingTouch: [GestureRecognizer] { touchDelivery?.recognizers ?? [] }
}

/// The touch in progress on a window and the recognizers it goes to.
final class TouchDelivery {
    let touch: Touch
    private(set) var recognizers: [GestureRecognizer] = []
    /// The control tracking this touch, if it began on one (Controls/Control+Touches.swift).
    private var control: ControlTouch?
    private var recognized: [GestureRecognizer] = []

    init(window: Window, location: CGPoint, time: Double) {
        let hit = window.hitTest(location, with: nil)
        touch = Touch(phase: .began, timestamp: time, windowLocation: location, view: hit, window: window)
    }

    private var event: Event { Event(timestamp: touch.timestamp, touches: [touch]) }

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
            recognizer.touchDelivery = self
            recognizers.append(recognizer)
        }
        let event = event
        for recognizer in recognizers where recognizer.isTracking {
            recognizer.touchesBegan([touch], with: event)
        }
    }

    func move(to location: CGPoint, time: Double) {
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = location
        touch.timestamp = time
        touch.phase = .moved
        let event = event
        for recognizer in recognizers where recognizer.isTracking {
            recognizer.touchesMoved([touch], with: event)
        }
        control?.move(touch, event: event)
    }

    func finish(_ phase: Touch.Phase, at location: CGPoint, time: Double) {
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = location
        touch.timestamp = time
        touch.phase = phase
        let event = event
        for recognizer in recognizers where recognizer.isTracking {
            if phase == .cancelled {
                recognizer.touchesCancelled([touch], with: event)
            } else {
                recognizer.touchesEnded([touch], with: event)
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
