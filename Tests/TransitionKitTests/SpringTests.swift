import Foundation
import TestExpectations
import Testing
@testable import TransitionKit

/// docs/fidelity.md §1's table: (duration, ζ, v) → k, c and progress at 0.05, 0.10, 0.20, 0.25, 0.40 s.
struct UIKitVector: Sendable, CustomTestStringConvertible {
    let duration: Double, ratio: Double, k: Double, c: Double, progress: [Double]
    var testDescription: String { "\(duration) s, ζ \(ratio)" }
}

let uikitTable = [
    UIKitVector(duration: 0.5, ratio: 0.8, k: 323.5894917400647, c: 28.781749405735674,
                progress: [0.248594691, 0.609318148, 0.968790332, 1.009076806, 1.005109306]),
    UIKitVector(duration: 0.5, ratio: 0.9, k: 287.6989176098898, c: 30.531041466940543,
                progress: [0.217609804, 0.537155700, 0.898589775, 0.962329935, 1.001348221]),
    UIKitVector(duration: 0.5, ratio: 1.0, k: 341.0236977084711, c: 36.933653905806345,
                progress: [0.236068680, 0.550908374, 0.883191040, 0.944477184, 0.994805111]),
]
let tableTimes = [0.05, 0.10, 0.20, 0.25, 0.40]

/// One spring of every regime, with and without initial velocity.
let everyRegime: [Spring] = [
    Spring(duration: 0.5, dampingRatio: 0.8),
    Spring(duration: 0.5, dampingRatio: 0.8, initialVelocity: 3),
    Spring(duration: 0.4, dampingRatio: 0.3, initialVelocity: -2),
    Spring(duration: 0.5, dampingRatio: 1.0),
    Spring(duration: 0.5, dampingRatio: 1.0, initialVelocity: -4),
    Spring(duration: 0.5, dampingRatio: 1.7, initialVelocity: 6),                  // clamped to ζ = 1
    Spring(mass: 2, stiffness: 300, damping: 10, initialVelocity: 1.5),             // under
    Spring(stiffness: 100, damping: 20, initialVelocity: 2),                         // exactly critical
    Spring(stiffness: 100, damping: 30, initialVelocity: 5, allowsOverdamping: true),
    Spring(stiffness: 100, damping: 30, initialVelocity: -5, allowsOverdamping: true),
    Spring(stiffness: 100, damping: 20.000001, initialVelocity: 3, allowsOverdamping: true), // ζ just over 1
    Spring(mass: 0.5, stiffness: 40, damping: 60, initialVelocity: 0, allowsOverdamping: true), // heavily over
    Spring(stiffness: 100, damping: 30, initialVelocity: 5),                         // ζ > 1, not allowed: critical
]

@Suite struct SpringTests {
    // MARK: UIKit's duration → stiffness

    @Test(arguments: uikitTable)
    func uikitStiffnessAndDamping(_ row: UIKitVector) {
        let spring = Spring(duration: row.duration, dampingRatio: row.ratio)
        #expect(isRelativelyClose(spring.stiffness, row.k, 1e-9), "k \(spring.stiffness) vs \(row.k)")
        #expect(isRelativelyClose(spring.damping, row.c, 1e-9), "c \(spring.damping) vs \(row.c)")
        expectEqual(spring.mass, 1)
        expectEqual(spring.duration, row.duration)
    }

    @Test(arguments: uikitTable)
    func uikitProgress(_ row: UIKitVector) {
        let spring = Spring(duration: row.duration, dampingRatio: row.ratio)
        for (t, expected) in zip(tableTimes, row.progress) {
            #expect(isClose(spring.value(at: t), expected, 1e-6), "progress at \(t): \(spring.value(at: t)) vs \(expected)")
        }
    }

    @Test func framersPublishedSpring() {
        let spring = Spring(duration: 3.0, dampingRatio: 0.25)
        #expect(isRelativelyClose(spring.stiffness, 54.83363359078326, 1e-9))
        #expect(isRelativelyClose(spring.damping, 3.702486785620688, 1e-9))
    }

    /// With v = 0 the envelope equation has a closed-form root; 12 Newton steps must reach it.
    @Test(arguments: [0.05, 0.2, 0.5, 0.8, 0.95, 0.999], [0.1, 0.25, 0.5, 1, 2, 10])
    func newtonReachesClosedForm(ratio ζ: Double, duration d: Double) {
        let ε = 0.001
        let ω0 = Math.log(ζ / (ε * (1 - ζ * ζ).squareRoot())) / (ζ * d)
        let spring = Spring(duration: d, dampingRatio: ζ)
        #expect(isRelativelyClose(spring.stiffness.squareRoot(), ω0, 1e-9))
        #expect(isRelativelyClose(spring.damping, 2 * ζ * ω0, 1e-9))
    }

    @Test(arguments: [0.1, 0.3, 0.5, 1, 4, 10])
    func criticalClosedForm(duration d: Double) {
        let spring = Spring(duration: d, dampingRatio: 1)
        #expect(isRelativelyClose(spring.stiffness.squareRoot() * d, 9.233413476451586, 1e-9))
    }

    /// With velocity there is no closed form: check the root satisfies the equations of docs/fidelity.md §1.
    @Test(arguments: [(0.5, 0.8, 3.0), (0.5, 0.6, -2.0), (0.3, 0.4, 10.0), (0.5, 1.0, 4.0), (1.0, 1.0, -3.0)])
    func envelopeReachesEpsilonAtDuration(duration d: Double, ratio ζ: Double, velocity v: Double) {
        let spring = Spring(duration: d, dampingRatio: ζ, initialVelocity: v)
        let ω0 = spring.stiffness.squareRoot()
        let envelope = ζ < 1
            ? abs((ζ * ω0 - v) / (ω0 * (1 - ζ * ζ).squareRoot())) * Math.exp(-ζ * ω0 * d)
            : (1 + (ω0 - v) * d) * Math.exp(-ω0 * d)
        #expect(isClose(envelope, 0.001, 1e-12), "envelope \(envelope) at \(d) s")
    }

    // MARK: Clamps

    @Test func durationClamps() {
        let short = Spring(duration: 0.001, dampingRatio: 0.8)
        expectEqual(short.duration, 0.01)
        expectEqual(short.stiffness, Spring(duration: 0.01, dampingRatio: 0.8).stiffness)
        let long = Spring(duration: 20, dampingRatio: 0.8)
        expectEqual(long.duration, 10)
        expectEqual(long.stiffness, Spring(duration: 10, dampingRatio: 0.8).stiffness)
    }

    @Test func dampingRatioClamps() {
        let over = Spring(duration: 0.5, dampingRatio: 1.5)
        let critical = Spring(duration: 0.5, dampingRatio: 1)
        expectEqual(over.dampingRatio, 1)
        #expect(over.stiffness == critical.stiffness && over.damping == critical.damping)
        expectEqual(over.value(at: 0.1), critical.value(at: 0.1))
        let zero = Spring(duration: 0.5, dampingRatio: 0)
        expectEqual(zero.dampingRatio, 1.19e-7)
        #expect(zero.stiffness.isFinite && zero.stiffness > 0)
        #expect(zero.value(at: 0.2).isFinite)
    }

    // MARK: The end of a UIKit animation

    @Test func snapsToOneAtDuration() {
        let spring = Spring(duration: 0.5, dampingRatio: 0.8)
        expectEqual(spring.value(at: 0.5), 1)
        expectEqual(spring.value(at: 0.75), 1)
        let justBefore = spring.value(at: 0.5 - 1e-9)
        // docs/fidelity.md §1: a visible jump of ~3e-4 at ζ = 0.8.
        #expect((2e-4...4e-4).contains(abs(1 - justBefore)), "jump \(1 - justBefore)")
        expectEqual(justBefore, 1 - spring.displacement(at: 0.5 - 1e-9))
    }

    @Test func noProgressBeforeStart() {
        let spring = Spring(duration: 0.5, dampingRatio: 0.8, initialVelocity: 5)
        expectEqual(spring.value(at: 0), 0)
        expectEqual(spring.value(at: -1), 0)
        expectEqual(spring.value(at: -.infinity), 0)
    }

    // MARK: Every regime

    @Test(arguments: everyRegime)
    func startsAtRest(_ spring: Spring) {
        #expect(isClose(spring.displacement(at: 0), 1, 1e-15))
        expectEqual(spring.value(at: 0), 0)
    }

    /// x′(0) = −v, by a second-order one-sided difference.
    @Test(arguments: everyRegime)
    func initialSlopeIsMinusVelocity(_ spring: Spring) {
        let h = 1e-5
        let slope = (-3 * spring.displacement(at: 0) + 4 * spring.displacement(at: h) - spring.displacement(at: 2 * h)) / (2 * h)
        #expect(isClose(slope, -spring.initialVelocity, 1e-4), "x′(0) \(slope), v \(spring.initialVelocity)")
    }

    /// The closed form against RK4 on the equation itself. A spring with ζ > 1 that does
    /// not allow overdamping moves as the critical spring of the same ω0 (docs/fidelity.md §1).
    @Test(arguments: everyRegime)
    func matchesNumericIntegration(_ spring: Spring) {
        let ω0 = (spring.stiffness / spring.mass).squareRoot()
        let ζ = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
        let damping = ζ > 1 && !spring.allowsOverdamping ? 2 * spring.mass * ω0 : spring.damping
        for t in [0.001, 0.01, 0.05, 0.1, 0.3, 0.7] {
            let expected = integrateSpring(mass: spring.mass, stiffness: spring.stiffness, damping: damping,
                                           velocity: spring.initialVelocity, until: t)
            #expect(isClose(spring.displacement(at: t), expected, 1e-8), "x(\(t)) \(spring.displacement(at: t)) vs \(expected)")
        }
    }

    @Test func dampingRatioIsDerived() {
        let spring = Spring(mass: 2, stiffness: 50, damping: 4)
        #expect(isClose(spring.dampingRatio, 4 / (2 * (50.0 * 2).squareRoot()), 1e-15))
        #expect(spring.duration == nil)
        #expect(!spring.allowsOverdamping)
    }

    // MARK: Settling

    @Test func applesSettlingExamples() {
        let loose = Spring(mass: 1, stiffness: 100, damping: 5)
        #expect(isClose(loose.settlingDuration, 2.85, 0.01), "\(loose.settlingDuration)")
        let firm = Spring(mass: 1, stiffness: 100, damping: 15)
        #expect(firm.settlingDuration > 1 && firm.settlingDuration < 1.05, "\(firm.settlingDuration)")
    }

    @Test(arguments: [(100.0, 5.0, 0.0), (100, 15, 0), (300, 10, 4), (50, 2, -3)])
    func underdampedSettlingFormula(stiffness k: Double, damping c: Double, velocity v: Double) {
        let spring = Spring(stiffness: k, damping: c, initialVelocity: v)
        let ω0 = k.squareRoot(), ζ = c / (2 * ω0), ωd = ω0 * (1 - ζ * ζ).squareRoot()
        let b = (ζ * ω0 - v) / ωd
        #expect(isRelativelyClose(spring.settlingDuration, Math.log((1 + abs(b)) / 0.001) / (ζ * ω0), 1e-12))
    }

    /// UIKit chose ω0 so that the critical envelope hits ε at `duration`: with v = 0 the
    /// envelope is x itself, so the settling time is the duration again.
    @Test(arguments: [0.1, 0.5, 2])
    func criticalUIKitSpringSettlesAtItsDuration(duration: Double) {
        let spring = Spring(duration: duration, dampingRatio: 1)
        #expect(isRelativelyClose(spring.settlingDuration, duration, 1e-9), "\(spring.settlingDuration)")
    }

    /// From the settling time on, |x| stays within ε; for ζ ≥ 1 with v ≤ s the envelope is
    /// x itself, so it is exactly ε there.
    @Test(arguments: everyRegime)
    func staysSettledAfterSettlingDuration(_ spring: Spring) {
        let settle = spring.settlingDuration
        #expect(settle.isFinite && settle > 0)
        for i in 0...2_000 {
            let t = settle * (1 + Double(i) / 200)
            #expect(abs(spring.displacement(at: t)) <= 0.001 + 1e-12, "x(\(t)) = \(spring.displacement(at: t))")
        }
        let ζ = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
        let s = ζ * (spring.stiffness / spring.mass).squareRoot()
        if ζ >= 1 && spring.initialVelocity <= Swift.min(s, (spring.stiffness / spring.mass).squareRoot()) {
            #expect(isClose(spring.displacement(at: settle), 0.001, 1e-9), "x(T) = \(spring.displacement(at: settle))")
        }
    }

    @Test func undampedNeverSettles() {
        expectEqual(Spring(stiffness: 100, damping: 0).settlingDuration, .infinity)
    }

    // MARK: Overshoot

    /// The classic peak overshoot of a spring released from rest: e^(−πζ/√(1−ζ²)).
    @Test(arguments: [0.1, 0.25, 0.5, 0.8, 0.95])
    func overshootFromRest(ratio ζ: Double) {
        let spring = Spring(stiffness: 100, damping: 2 * ζ * 10)
        let expected = Math.exp(-Double.pi * ζ / (1 - ζ * ζ).squareRoot())
        #expect(isRelativelyClose(spring.overshoot, expected, 1e-9), "\(spring.overshoot) vs \(expected)")
    }

    @Test func uikitOvershoot() {
        let spring = Spring(duration: 0.5, dampingRatio: 0.8)
        #expect(isRelativelyClose(spring.overshoot, Math.exp(-Double.pi * 0.8 / 0.6), 1e-9))
        expectEqual(Spring(duration: 0.5, dampingRatio: 1).overshoot, 0)
    }

    /// With initial velocity there is no textbook formula: the closed form of the peak must
    /// agree with a dense scan of the progress.
    @Test(arguments: everyRegime + [Spring(stiffness: 100, damping: 20, initialVelocity: 30),
                                    Spring(stiffness: 100, damping: 30, initialVelocity: 40, allowsOverdamping: true),
                                    Spring(stiffness: 100, damping: 0, initialVelocity: 5)])
    func overshootMatchesScan(_ spring: Spring) {
        let end = spring.duration ?? Swift.min(spring.settlingDuration, 5)
        var peak = 0.0
        var t = 0.0
        while t < end {
            peak = Swift.max(peak, spring.value(at: t) - 1)
            t += 1e-5
        }
        #expect(isClose(spring.overshoot, peak, 2e-6), "overshoot \(spring.overshoot) vs scanned \(peak)")
    }

    @Test func noOvershootWithoutVelocityWhenDamped() {
        expectEqual(Spring(stiffness: 100, damping: 20).overshoot, 0)
        expectEqual(Spring(stiffness: 100, damping: 30, allowsOverdamping: true).overshoot, 0)
        expectEqual(Spring(stiffness: 100, damping: 30).overshoot, 0)
    }

    // MARK: Response and bounce

    @Test func bounceConversion() {
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        #expect(isClose(bouncy.dampingRatio, 0.7, 1e-15))
        #expect(isRelativelyClose(bouncy.stiffness, (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5), 1e-15))
        #expect(isRelativelyClose(bouncy.damping, 4 * Double.pi * 0.7 / 0.5, 1e-15))
        #expect(bouncy.mass == 1 && bouncy.duration == nil)
        let flat = Spring(duration: 0.5, bounce: -0.5)
        #expect(isClose(flat.dampingRatio, 2, 1e-15))
        #expect(flat.allowsOverdamping)
        let ω0 = 2 * Double.pi / 0.5
        #expect(isClose(flat.displacement(at: 0.2),
                        integrateSpring(mass: 1, stiffness: ω0 * ω0, damping: 2 * 2 * ω0, velocity: 0, until: 0.2), 1e-8))
        expectEqual(Spring(duration: 0.5, bounce: 0).dampingRatio, 1)
    }

    @Test func responseConversion() {
        let spring = Spring(response: 0.6, dampingFraction: 0.8)
        let ω0 = 2 * Double.pi / 0.6
        #expect(isRelativelyClose(spring.stiffness, ω0 * ω0, 1e-15))
        #expect(isRelativelyClose(spring.damping, 4 * Double.pi * 0.8 / 0.6, 1e-15))
        #expect(isClose(spring.damping / (2 * spring.stiffness.squareRoot()), 0.8, 1e-12))
        #expect(isClose(spring.displacement(at: 0.3),
                        integrateSpring(mass: 1, stiffness: ω0 * ω0, damping: 1.6 * ω0, velocity: 0, until: 0.3), 1e-8))
    }

    // MARK: Input from people

    @Test func throwingFactoryRejectsBadNumbers() {
        for (d, ζ, v, word) in [(Double.nan, 0.8, 0.0, "duration"), (.infinity, 0.8, 0, "duration"),
                                (-0.5, 0.8, 0, "duration"), (0.5, .nan, 0, "dampingRatio"),
                                (0.5, -0.1, 0, "dampingRatio"), (0.5, 0.8, -.infinity, "initialVelocity")] {
            #expect {
                _ = try Spring.uikit(duration: d, dampingRatio: ζ, initialVelocity: v)
            } throws: { error in
                (error as? TimingError)?.description.contains(word) == true
            }
        }
    }

    @Test func throwingFactoryAcceptsWhatTheInitialiserAccepts() throws {
        #expect(try Spring.uikit(duration: 0.5, dampingRatio: 0.8) == Spring(duration: 0.5, dampingRatio: 0.8))
        #expect(try Spring.uikit(duration: 0, dampingRatio: 3, initialVelocity: -1).duration == 0.01)
    }

    @Test func codableRoundTrip() throws {
        for spring in everyRegime + [Spring(duration: 0.5, bounce: 0.2)] {
            let data = try JSONEncoder().encode(spring)
            #expect(try JSONDecoder().decode(Spring.self, from: data) == spring)
        }
        let bad = Data(#"{"mass": 1, "stiffness": -4, "damping": 1}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Spring.self, from: bad) }
    }

    @Test func descriptionNamesTheParameters() {
        let text = Spring(duration: 0.5, dampingRatio: 0.8).description
        for word in ["stiffness", "damping", "dampingRatio: 0.8", "duration: 0.5", "settlingDuration"] {
            #expect(text.contains(word), "\(text)")
        }
    }
}

extension Spring: CustomTestStringConvertible {
    public var testDescription: String { description }
}
