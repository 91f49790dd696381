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

/// Why a gesture sample was refused. Live input arrives in any order; the run refuses what
/// UIKit could never deliver instead of guessing.
public struct GestureError: Error, Equatable, CustomStringConvertible, Sendable {
    public let code: String
    public let message: String

    public var description: String { message }

    static func notFinite(_ sample: GestureSample) -> GestureError {
        GestureError(code: "gesture-not-finite", message: "gesture sample has a non-finite number (t \(sample.t), x \(sample.x), y \(sample.y))")
    }
    static func outOfOrder(_ phase: GestureSample.Phase, after state: PanGestureRecognizer.State) -> GestureError {
        GestureError(code: "gesture-out-of-order", message: "gesture phase '\(phase.rawValue)' cannot follow '\(state)'; a gesture is began, changed…, then ended or cancelled")
    }
    static func timeWentBack(_ t: Double, last: Double) -> GestureError {
        GestureError(code: "gesture-time-went-back", message: "gesture sample time \(t) is before the previous sample's \(last)")
    }
    static let notInteractive = GestureError(code: "not-interactive", message: "this transition has no interaction controller for this operation")
    static let alreadyStarted = GestureError(code: "already-started", message: "the transition already started without a gesture")
}
