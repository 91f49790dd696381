/// A headless `UIPanGestureRecognizer` fed with gesture samples.
///
/// Translation and velocity are in window points (the demo scenes never transform the view
/// a gesture is attached to). Velocity is the displacement over the samples of the last
/// 100 ms divided by their time span — deterministic, and close to what UIKit reports for a
/// steady drag or a flick.
public final class PanGestureRecognizer {
    public enum State: String, Sendable { case possible, began, changed, ended, cancelled }

    public private(set) var state: State = .possible
    private var start = Point.zero
    private var samples: [GestureSample] = []

    static let velocityWindow = 0.1

    public init() {}

    public var lastSample: GestureSample? { samples.last }

    public func location(in view: View?) -> Point {
        let point = samples.last?.location ?? .zero
        return view.map { $0.convert(point, from: nil) } ?? point
    }

    public func translation(in view: View?) -> Point {
        guard let last = samples.last else { return .zero }
        return last.location - start
    }

    public func setTranslation(_ translation: Point, in view: View?) {
        start = (samples.last?.location ?? .zero) - translation
    }

    public func velocity(in view: View?) -> Point {
        guard let last = samples.last else { return .zero }
        let window = samples.reversed().prefix { last.t - $0.t <= Self.velocityWindow }
        guard let first = window.last, last.t > first.t else { return .zero }
        let dt = last.t - first.t
        return Point(x: (last.x - first.x) / dt, y: (last.y - first.y) / dt)
    }

    /// Checks a sample against the gesture's life cycle without applying it.
    func validate(_ sample: GestureSample) throws(GestureError) {
        guard sample.t.isFinite, sample.x.isFinite, sample.y.isFinite else { throw GestureError.notFinite(sample) }
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
