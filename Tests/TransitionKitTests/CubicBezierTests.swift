import Foundation
import TestExpectations
import Testing
@testable import TransitionKit

/// y at x by bisection to the last bit — the exact answer CA's solver approximates.
func exactBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bernstein(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return bernstein(y1, y2, (lo + hi) / 2)
}

@Suite struct CubicBezierTests {
    @Test func fidelityVectors() {
        let vectors: [(CubicBezier, Double, Double)] = [
            (.easeInEaseOut, 0.1, 0.019722454), (.easeInEaseOut, 0.25, 0.129161931),
            (.easeInEaseOut, 0.5, 0.5), (.easeInEaseOut, 0.9, 0.980277546),
            (.default, 0.25, 0.408510591), (.default, 0.5, 0.802403388),
            (.easeIn, 0.5, 0.315356813), (.easeOut, 0.5, 0.684643187),
        ]
        for (curve, x, expected) in vectors {
            #expect(isClose(curve.value(at: x), expected, 1e-5), "\(curve) at \(x): \(curve.value(at: x)) vs \(expected)")
        }
    }

    @Test func presetControlPoints() {
        let table: [(CubicBezier, [Double])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
        ]
        for (curve, points) in table {
            expectEqual([curve.x1, curve.y1, curve.x2, curve.y2], points)
        }
    }

    /// The solver stops once |x(s) − x| < 1e-5, so its y is off the exact one by at most about
    /// 1e-5 times the curve's slope there (up to ~1.7e-5 on easeInEaseOut around x = 0.43).
    /// Checked across the whole range, for a curve that overshoots and for ones with
    /// vertical tangents too.
    @Test(arguments: [[0.42, 0, 0.58, 1], [0.25, 0.1, 0.25, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1],
                      [0.3, -0.5, 0.7, 1.5], [0.9, 0.1, 0.1, 0.9], [1, 0, 0, 1], [0.17, 0.67, 0.83, 0.67]])
    func agreesWithExactSolution(_ p: [Double]) {
        let curve = CubicBezier(p[0], p[1], p[2], p[3])
        for i in 1..<1_000 {
            let x = Double(i) / 1_000
            let exact = exactBezier(p[0], p[1], p[2], p[3], at: x)
            let h = 1e-6
            let slope = (exactBezier(p[0], p[1], p[2], p[3], at: x + h) - exactBezier(p[0], p[1], p[2], p[3], at: x - h)) / (2 * h)
            #expect(isClose(curve.value(at: x), exact, 1e-5 * (1 + abs(slope))),
                    "at \(x): \(curve.value(at: x)) vs \(exact), slope \(slope)")
        }
    }

    @Test func endsAreExactAndInputClamps() {
        for curve in [CubicBezier.easeIn, .easeOut, .easeInEaseOut, .default, CubicBezier(0.3, -0.5, 0.7, 1.5)] {
            #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
            #expect(curve.value(at: -0.5) == 0 && curve.value(at: 7) == 1)
        }
    }

    @Test func identityCurvesAreExact() {
        for x in stride(from: 0.0, through: 1, by: 0.037) {
            expectEqual(CubicBezier.linear.value(at: x), x)
            expectEqual(CubicBezier(0.3, 0.3, 0.6, 0.6).value(at: x), x)
        }
    }

    @Test func presetsAreMonotonic() {
        for curve in [CubicBezier.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            var previous = 0.0
            for i in 0...500 {
                let y = curve.value(at: Double(i) / 500)
                #expect(y >= previous - 1e-12, "\(curve) dips at \(Double(i) / 500)")
                previous = y
            }
        }
    }

    @Test func names() {
        expectEqual(CubicBezier.names, ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
        for name in CubicBezier.names {
            expectEqual(CubicBezier(name: name)?.name, name)
        }
        #expect(CubicBezier(name: "easeInOut") == nil)
        #expect(CubicBezier(name: "EaseIn") == nil)
        #expect(CubicBezier(0.1, 0.2, 0.3, 0.4).name == nil)
        expectEqual(CubicBezier(0.42, 0, 0.58, 1).name, "easeInEaseOut")
    }

    @Test func checkedRejectsBadPoints() throws {
        for (p, word) in [([1.5, 0, 0.5, 1], "x1"), ([0.5, 0, -0.1, 1], "x2"), ([0.5, .nan, 0.5, 1], "y1"),
                          ([0.5, 0, 0.5, .infinity], "y2")] {
            #expect {
                _ = try CubicBezier.checked(p[0], p[1], p[2], p[3])
            } throws: { error in
                (error as? TimingError)?.description.contains(word) == true
            }
        }
        #expect(try CubicBezier.checked(0, -2, 1, 3) == CubicBezier(0, -2, 1, 3))
    }

    @Test func codableRoundTripAndValidation() throws {
        let curve = CubicBezier(0.3, -0.5, 0.7, 1.5)
        #expect(try JSONDecoder().decode(CubicBezier.self, from: JSONEncoder().encode(curve)) == curve)
        let bad = Data(#"{"x1": 2, "y1": 0, "x2": 0.5, "y2": 1}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CubicBezier.self, from: bad) }
    }

    @Test func description() {
        #expect(CubicBezier.easeInEaseOut.description.contains("easeInEaseOut"))
        expectEqual(CubicBezier(0.1, 0.2, 0.3, 0.4).description, "CubicBezier(0.1, 0.2, 0.3, 0.4)")
    }
}
