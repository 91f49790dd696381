import Foundation

/// `UIPinchGestureRecognizer`: two fingers moving apart or together (the page's two-finger
/// mode, or a trace's `x2`/`y2`). `scale` is the fingers' distance over their distance when
/// they went down (UIKit: "the scale factor relative to the points of the two touches");
/// `velocity` is scale per second.
///
/// It begins when the distance has changed by more than `PinchGestureRecognizer.slop`
/// (8 points) from where the fingers went down — UIKit documents only "enough to create a
/// pinch gesture", so the number is ours — then every move is `.changed`, and lifting the
/// fingers `.ended`. One finger never pinches: the recognizer fails when it lifts.
/// `location(in:)` is the fingers' centroid, `numberOfTouches` 2.
open class PinchGestureRecognizer: GestureRecognizer {
    /// How far (points) the fingers' distance changes before a pinch begins (ours).
    static let slop: CGFloat = 8

    override var receivesSecondTouch: Bool { true }

    private var track = TwoTouchTrack()
    private var baseScale: CGFloat = 1
    private var baseDistance: CGFloat = 1
    private var velocityFrom = 0

    /// Settable, as apps reset it (`pinch.scale = 1` for an incremental zoom): the scale then
    /// goes on from that value at the fingers' present distance, and `velocity` restarts at 0.
    open var scale: CGFloat {
        get {
            guard let last = track.samples.last else { return baseScale }
            return baseScale * TwoTouchTrack.guarded(last.distance) / baseDistance
        }
        set {
            baseScale = newValue
            baseDistance = TwoTouchTrack.guarded(track.samples.last?.distance ?? 1)
            velocityFrom = max(track.samples.count - 1, 0)
        }
    }

    /// Scale per second over the samples of the last 100 ms (as the pan's velocity).
    open var velocity: CGFloat {
        track.rate(from: velocityFrom) { baseScale * TwoTouchTrack.guarded($0.distance) / baseDistance }
    }

    open override func reset() {
        super.reset()
        track = TwoTouchTrack()
        baseScale = 1
        baseDistance = 1
        velocityFrom = 0
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let first = touch, let second = secondTouch else { return }
        track.begin(first, second)
        baseScale = 1
        baseDistance = TwoTouchTrack.guarded(track.samples[0].distance)
        velocityFrom = 0
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let first = touch, let second = secondTouch, let initial = track.samples.first else { return }
        track.move(first, second)
        advanceTwoFingerGesture(beyondSlop: abs(track.samples[track.samples.count - 1].distance - initial.distance) > Self.slop)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if let first = touch, let second = secondTouch, !track.samples.isEmpty { track.move(first, second) }
        endTwoFingerGesture(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        endTwoFingerGesture(cancelled: true)
    }
}

/// `UIRotationGestureRecognizer`: two fingers turning about each other. `rotation` is the
/// angle (radians, clockwise positive on the screen, as UIKit's y-down coordinates make it)
/// the line between the fingers has turned since they went down, unwrapped (two full turns
/// are 4π); `velocity` is radians per second.
///
/// It begins when each finger has travelled more than `RotationGestureRecognizer.slop`
/// (8 points) around the centroid — the turned angle times half the fingers' distance; UIKit
/// documents only "enough to create a rotation gesture", so the number is ours — then every
/// move is `.changed`, and lifting the fingers `.ended`.
open class RotationGestureRecognizer: GestureRecognizer {
    /// The arc (points) each finger travels about the centroid before a rotation begins (ours).
    static let slop: CGFloat = 8

    override var receivesSecondTouch: Bool { true }

    private var track = TwoTouchTrack()
    private var baseRotation: CGFloat = 0
    private var baseAngle: CGFloat = 0
    private var velocityFrom = 0

    /// Settable (`rotation = 0` for an incremental turn): it goes on from that value at the
    /// fingers' present angle, and `velocity` restarts at 0.
    open var rotation: CGFloat {
        get {
            guard let last = track.samples.last else { return baseRotation }
            return baseRotation + last.angle - baseAngle
        }
        set {
            baseRotation = newValue
            baseAngle = track.samples.last?.angle ?? 0
            velocityFrom = max(track.samples.count - 1, 0)
        }
    }

    /// Radians per second over the samples of the last 100 ms.
    open var velocity: CGFloat {
        track.rate(from: velocityFrom) { $0.angle }
    }

    open override func reset() {
        super.reset()
        track = TwoTouchTrack()
        baseRotation = 0
        baseAngle = 0
        velocityFrom = 0
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let first = touch, let second = secondTouch else { return }
        track.begin(first, second)
        baseRotation = 0
        baseAngle = track.samples[0].angle
        velocityFrom = 0
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let first = touch, let second = secondTouch, let initial = track.samples.first else { return }
        track.move(first, second)
        let last = track.samples[track.samples.count - 1]
        advanceTwoFingerGesture(beyondSlop: abs(last.angle - initial.angle) * last.distance / 2 > Self.slop)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if let first = touch, let second = secondTouch, !track.samples.isEmpty { track.move(first, second) }
        endTwoFingerGesture(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        endTwoFingerGesture(cancelled: true)
    }
}

extension GestureRecognizer {
    /// A move of a continuous two-finger gesture: past its slop it begins, then changes.
    func advanceTwoFingerGesture(beyondSlop: Bool) {
        switch state {
        case .possible: if beyondSlop { beginIfAllowed() }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The fingers lifted (or were cancelled): a gesture in progress ends (cancels); one that
    /// never began — one finger, or two that hardly moved — fails.
    func endTwoFingerGesture(cancelled: Bool) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = cancelled ? .cancelled : .ended
        default: break
        }
    }
}

/// The two fingers' distance and angle at each delivery of one gesture: what pinch and
/// rotation measure. Pure arithmetic on the touches' window points; no clock but theirs.
struct TwoTouchTrack {
    struct Sample {
        let t: Double
        let distance: CGFloat
        /// The angle of the line from the first finger to the second, unwrapped: each step
        /// adds the change in (−π, π], so a turn past π goes on instead of jumping back.
        let angle: CGFloat
    }

    private(set) var samples: [Sample] = []

    /// A distance under 1 point counts as 1, so the scale of two fingers that went down at
    /// the same point stays finite (ours: real fingers cannot).
    static func guarded(_ distance: CGFloat) -> CGFloat { max(distance, 1) }

    mutating func begin(_ first: Touch, _ second: Touch) {
        samples = [Self.measure(first, second, after: nil)]
    }

    mutating func move(_ first: Touch, _ second: Touch) {
        samples.append(Self.measure(first, second, after: samples.last))
    }

    static func measure(_ first: Touch, _ second: Touch, after previous: Sample?) -> Sample {
        let d = second.windowLocation - first.windowLocation
        let raw = atan2(d.y, d.x)
        let angle = previous.map { $0.angle + remainder(raw - $0.angle, 2 * .pi) } ?? raw
        return Sample(t: first.timestamp, distance: (d.x * d.x + d.y * d.y).squareRoot(), angle: angle)
    }

    /// The change of `value` per second over the samples of the last 100 ms, at least the last
    /// two (not before index `from`, where an app last set the value); 0 without two samples in time.
    func rate(from: Int, _ value: (Sample) -> CGFloat) -> CGFloat {
        guard let last = samples.last, from < samples.count else { return 0 }
        let first = samples[PanGestureRecognizer.windowStart(samples.map(\.t), from: from)]
        guard last.t > first.t else { return 0 }
        return (value(last) - value(first)) / (last.t - first.t)
    }
}
