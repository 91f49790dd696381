import Foundation

/// One touch sample of a pan gesture: the CLI's gesture trace format
/// (`{"t": seconds, "phase": "began"|"changed"|"ended"|"cancelled", "x": pt, "y": pt}`).
public struct GestureSample: Sendable, Codable, Hashable {
    public enum Phase: String, Sendable, Codable, Hashable, CaseIterable {
        case began, changed, ended, cancelled
    }

    public var t: Double
    public var phase: Phase
    public var x: Double
    public var y: Double

    public init(t: Double, phase: Phase, x: Double, y: Double) {
        self.t = t
        self.phase = phase
        self.x = x
        self.y = y
    }

    public var location: CGPoint { CGPoint(x: x, y: y) }
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
        GestureError(.notFinite, "gesture sample has a non-finite number (t \(sample.t), x \(sample.x), y \(sample.y))")
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
