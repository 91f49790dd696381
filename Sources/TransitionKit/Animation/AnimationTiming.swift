/// How an animation's elapsed time becomes progress: a Core Animation media timing function
/// over the fraction of the duration, or a UIKit spring evaluated in real seconds.
public enum AnimationTiming: Hashable, Sendable {
    case bezier(CubicBezier)
    case spring(Spring)

    /// Progress for `elapsed` seconds of an animation lasting `duration`. Springs are not
    /// rescaled to the duration (UIKit evaluates them in seconds and snaps at the end).
    @inline(__always)
    public func progress(elapsed: Double, duration: Double) -> Double {
        if elapsed <= 0 { return 0 }
        if elapsed >= duration { return 1 }
        switch self {
        case .bezier(let curve): return curve.value(at: elapsed / duration)
        case .spring(let spring): return spring.value(at: elapsed)
        }
    }
}
