import TransitionKit
import UIKit

extension TransitionRun {
    /// One phase of a finger at window point (`x`, `y`) at run time `t`, delivered through the
    /// window (hit testing, recognizers) in a turn of its own — for touches that start no
    /// transition (scrolling, selecting), which `handle(_:)` would refuse.
    func touch(_ phase: Touch.Phase, x: Double, y: Double, at t: Double) {
        timeline.advance(to: t)
        timeline.perform {
            window.deliver(phase, at: CGPoint(x: x, y: y), time: t)
            timeline.endTurn()
        }
    }

    /// A tap: down and up at one point 20 ms apart.
    func tap(x: Double, y: Double, at t: Double) {
        touch(.began, x: x, y: y, at: t)
        touch(.ended, x: x, y: y, at: t + 0.02)
    }
}
