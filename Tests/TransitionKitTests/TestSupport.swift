import TransitionKit
// Swift Testing's overlay for UIKit (Tests/_Testing_UIKit, empty): files here import both
// Testing and UIKit, which makes the compiler look for this module; declared and imported so
// the build makes it first.
import _Testing_UIKit
import _Testing_CoreGraphics

/// |a − b| ≤ tolerance, reported with both numbers when it fails.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}

/// |a − b| ≤ tolerance·|b|.
func isRelativelyClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    abs(a - b) <= tolerance * abs(b)
}

/// Largest elementwise difference between two transforms.
func maxDifference(_ a: Transform3D, _ b: Transform3D) -> Double {
    zip(a.elements, b.elements).map { abs($0 - $1) }.max() ?? 0
}

/// x(t) of m·x″ + c·x′ + k·x = 0 with x(0) = 1, x′(0) = −v, by classical RK4 — a check on
/// the closed forms that shares no code with them.
func integrateSpring(mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double,
                     until t: Double, step: Double = 1e-4) -> Double {
    func acceleration(_ x: Double, _ x1: Double) -> Double { -(c * x1 + k * x) / m }
    var x = 1.0, x1 = -v, time = 0.0
    while time < t {
        let h = Swift.min(step, t - time)
        let k1x = x1, k1v = acceleration(x, x1)
        let k2x = x1 + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, x1 + h / 2 * k1v)
        let k3x = x1 + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, x1 + h / 2 * k2v)
        let k4x = x1 + h * k3v, k4v = acceleration(x + h * k3x, x1 + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        x1 += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        time += h
    }
    return x
}

let degrees = Double.pi / 180
