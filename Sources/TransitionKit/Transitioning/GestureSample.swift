import Foundation

/// One touch sample of a gesture: the CLI's gesture trace format
/// (`{"t": seconds, "phase": "began"|"changed"|"ended"|"cancelled", "x": pt, "y": pt}`).
/// A two-finger sample (the page's two-finger mode: pinch and rotation) also carries the
/// second finger, `x2`/`y2`; both fingers go down at `began` and lift at `ended`, so every
/// sample of one gesture has the second finger or none does (docs/protocol.md, `gesture`).
public struct GestureSample: Sendable, Codable, Hashable {
    public enum Phase: String, Sendable, Codable, Hashable, CaseIterable {
        case began, changed, ended, cancelled
    }

    public var t: Double
    public var phase: Phase
    public var x: Double
    public var y: Double
    /// The second finger, in the same points; `nil` (left out of the JSON) for one finger.
    public var x2: Double?
    public var y2: Double?

    public init(t: Double, phase: Phase, x: Double, y: Double, x2: Double? = nil, y2: Double? = nil) {
        self.t = t
        self.phase = phase
        self.x = x
        self.y = y
        self.x2 = x2
        self.y2 = y2
    }

    public var location: CGPoint { CGPoint(x: x, y: y) }

    /// Where the second finger is, when the sample has one (both `x2` and `y2`).
    public var secondLocation: CGPoint? {
        guard let x2, let y2 else { return nil }
        return CGPoint(x: x2, y: y2)
    }

    /// Whether every number is finite (a missing second finger counts as finite).
    var isFinite: Bool {
        t.isFinite && x.isFinite && y.isFinite && (x2?.isFinite ?? true) && (y2?.isFinite ?? true)
    }
}

/// Why a gesture sample (or a tap) was refused. Live input arrives in any order; the run
/// refuses what UIKit could never deliver instead of guessing. A typed reason, not a wire
/// code: the layers above name it for their users (CatalogKit maps it to the protocol's
/// `ErrorCode`).
public struct GestureError: Error, Equatable, CustomStringConvertible, Sendable {
    public enum Reason: Sendable, Hashable, CaseIterable {
        /// A sample or tap with a NaN or infinite number.
        case notFinite
        /// A phase that cannot follow the gesture's state (`changed` before `began` …).
        case outOfOrder
        /// A sample or tap earlier than the one before it (or than the run's clock).
        case timeWentBack
        /// A gesture for a transition without an interaction controller.
        case notInteractive
        /// A gesture for a transition that already started without one.
        case alreadyStarted
        /// A tap on a run that starts from touches: it takes gesture samples.
        case tapOnTouchRun
        /// A tap after the transition ended.
        case tapAfterEnd
        /// One touch made the app start more than one animated transition.
        case severalTransitions
        /// The gesture ended without the app starting an animated transition.
        case noTransition
    }

    public let reason: Reason
    public let message: String

    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    public var description: String { message }

    static func notFinite(_ sample: GestureSample) -> GestureError {
        let second =
            sample.x2 == nil && sample.y2 == nil
            ? "" : ", x2 \(sample.x2.map { "\($0)" } ?? "missing"), y2 \(sample.y2.map { "\($0)" } ?? "missing")"
        return GestureError(.notFinite, "gesture sample has a non-finite number (t \(sample.t), x \(sample.x), y \(sample.y)\(second))")
    }
    /// A second finger with only one coordinate, or one that appears or leaves mid-gesture.
    static func secondTouch(_ sample: GestureSample, began: GestureSample?) -> GestureError {
        if (sample.x2 == nil) != (sample.y2 == nil) {
            return GestureError(
                .outOfOrder, "a gesture sample's second finger needs both x2 and y2 (points); got only \(sample.x2 == nil ? "y2" : "x2")")
        }
        let had = began?.secondLocation != nil
        return GestureError(
            .outOfOrder,
            "a gesture keeps the fingers it began with: its 'began' had \(had ? "two (x2/y2)" : "one"), this '\(sample.phase.rawValue)' has \(had ? "one" : "two")"
        )
    }
    static func outOfOrder(_ phase: GestureSample.Phase, after state: PanGestureRecognizer.State) -> GestureError {
        GestureError(
            .outOfOrder, "gesture phase '\(phase.rawValue)' cannot follow '\(state)'; a gesture is began, changed…, then ended or cancelled"
        )
    }
    static func timeWentBack(_ t: Double, last: Double) -> GestureError {
        GestureError(.timeWentBack, "gesture sample time \(t) is before the previous sample's \(last)")
    }
    static let notInteractive = GestureError(.notInteractive, "this transition has no interaction controller for this operation")
    static let alreadyStarted = GestureError(.alreadyStarted, "the transition already started without a gesture")
}
