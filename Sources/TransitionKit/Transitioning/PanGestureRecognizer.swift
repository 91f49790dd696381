import Foundation

/// `UIPanGestureRecognizer`.
///
/// Two ways in. Touches from `Window.deliver(_:)`: the pan stays `.possible` until the touch
/// has moved more than `hysteresis` points from where it went down, then begins (if its
/// delegate agrees), changes with every move and ends or cancels with the touch. Or samples
/// fed straight in by a run whose app code gave an interaction controller but attached no
/// recognizer (`TransitionRun.handle(_:)`, its own `gesture`): every sample is a state, no
/// threshold; its targets get their action.
///
/// Translation is measured from the point the touch went down, so a view that follows it
/// stays under the finger. Velocity is the displacement over the samples of the last
/// 100 ms divided by their time span — deterministic, and close to what UIKit reports for a
/// steady drag or a flick. Both are in `view`'s coordinates (the linear part of its
/// transform to the window), except for a run's own recognizer, which reports window points
/// as it always has.
open class PanGestureRecognizer: GestureRecognizer {
    /// How far (points) a touch moves before a pan begins. UIKit does not document its
    /// number; measured on devices it is about 10 points, which is what the engine uses.
    public static let hysteresis: Double = 10

    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    private var start = CGPoint.zero
    private var samples: [GestureSample] = []
    /// A transition run's recognizer: window points whatever `view` is passed.
    var measuresInWindowPoints = false

    static let velocityWindow = 0.1

    /// Where the velocity window of samples at times `times` starts: the earliest sample within
    /// `velocityWindow` of the last, or the one before the last when that is older.
    static func windowStart(_ times: [Double], from lowest: Int = 0) -> Int {
        guard let last = times.last else { return 0 }
        var start = times.count - 1
        while start > lowest, last - times[start - 1] <= velocityWindow { start -= 1 }
        return start == times.count - 1 ? max(lowest, start - 1) : start
    }

    open var lastSample: GestureSample? { samples.last }

    open override func location(in view: View?) -> CGPoint {
        if touch != nil { return super.location(in: view) }
        let point = samples.last?.location ?? .zero
        return view.map { $0.convert(point, from: nil) } ?? point
    }

    /// The window-to-`view` map for vectors (its linear part); identity for `nil`.
    private func toView(_ vector: CGPoint, in view: View?) -> CGPoint {
        guard let view, !measuresInWindowPoints else { return vector }
        let t = view.transformToRoot.inverted()
        return CGPoint(x: t.a * vector.x + t.c * vector.y, y: t.b * vector.x + t.d * vector.y)
    }

    private func fromView(_ vector: CGPoint, in view: View?) -> CGPoint {
        guard let view, !measuresInWindowPoints else { return vector }
        let t = view.transformToRoot
        return CGPoint(x: t.a * vector.x + t.c * vector.y, y: t.b * vector.x + t.d * vector.y)
    }

    open func translation(in view: View?) -> CGPoint {
        guard let last = samples.last else { return .zero }
        return toView(last.location - start, in: view)
    }

    open func setTranslation(_ translation: CGPoint, in view: View?) {
        start = (samples.last?.location ?? .zero) - fromView(translation, in: view)
    }

    /// Over the samples of the last 100 ms, and never fewer than the last two: a touch that moves
    /// after a pause (a busy browser delivers its moves late) has the speed of that move, where a
    /// one-sample window would say 0 and refuse a delegate that asks for a direction.
    open func velocity(in view: View?) -> CGPoint {
        guard let last = samples.last else { return .zero }
        let first = samples[Self.windowStart(samples.map(\.t))]
        guard last.t > first.t else { return .zero }
        let dt = last.t - first.t
        return toView(CGPoint(x: (last.x - first.x) / dt, y: (last.y - first.y) / dt), in: view)
    }

    // MARK: Touches

    open override func reset() {
        super.reset()
        samples = []
        start = .zero
    }

    private func record(_ touch: Touch, _ phase: GestureSample.Phase) {
        samples.append(
            GestureSample(
                t: touch.timestamp, phase: phase,
                x: touch.windowLocation.x, y: touch.windowLocation.y))
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        samples = []
        start = touch.windowLocation
        record(touch, .began)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        record(touch, .changed)
        switch state {
        case .possible:
            let moved = touch.windowLocation - start
            if (moved.x * moved.x + moved.y * moved.y).squareRoot() > Self.hysteresis {
                beginIfAllowed()
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        record(touch, .ended)
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        record(touch, .cancelled)
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    // MARK: Samples from a transition run

    /// Checks a sample against the gesture's life cycle without applying it.
    func validate(_ sample: GestureSample) throws(GestureError) {
        guard sample.isFinite else { throw GestureError.notFinite(sample) }
        if (sample.x2 == nil) != (sample.y2 == nil) { throw GestureError.secondTouch(sample, began: nil) }
        if sample.phase != .began, let began = samples.first, (began.secondLocation == nil) != (sample.secondLocation == nil) {
            throw GestureError.secondTouch(sample, began: began)
        }
        if let last = samples.last, sample.t < last.t { throw GestureError.timeWentBack(sample.t, last: last.t) }
        switch (state, sample.phase) {
        case (.possible, .began), (.began, .changed), (.changed, .changed),
            (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            return
        default:
            throw GestureError.outOfOrder(sample.phase, after: state)
        }
    }

    func apply(_ sample: GestureSample) {
        if sample.phase == .began {
            start = sample.location
            samples = []
        }
        samples.append(sample)
        switch sample.phase {
        case .began: state = .began
        case .changed: state = .changed
        case .ended: state = .ended
        case .cancelled: state = .cancelled
        }
    }
}

/// `UIScreenEdgePanGestureRecognizer`: a pan that only begins when its touch went down within
/// `edgeRegion` points of one of `edges` of the window.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// UIKit does not document the width of the edge region; about 20 points (the width of
    /// the system's back-swipe area) is what it behaves like, and what the engine uses.
    public static let edgeRegion: Double = 20

    open var edges: RectEdgeSet = []

    private var startedAtEdge = false

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first, let window = touch.window else {
            startedAtEdge = false
            return
        }
        let p = touch.windowLocation
        let b = window.bounds
        let r = Self.edgeRegion
        startedAtEdge =
            (edges.contains(.left) && p.x - b.minX <= r)
            || (edges.contains(.right) && b.maxX - p.x <= r)
            || (edges.contains(.top) && p.y - b.minY <= r)
            || (edges.contains(.bottom) && b.maxY - p.y <= r)
    }

    open override func canBegin() -> Bool {
        startedAtEdge && super.canBegin()
    }

    open override func reset() {
        super.reset()
        startedAtEdge = false
    }
}
