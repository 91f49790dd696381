import TestExpectations
import Testing
@testable import TransitionKit

/// Transforms built from the makers, so expectations never come from the decomposition.
let rotateY90 = Transform3D(rotationAngle: -90 * degrees, x: 0, y: 1, z: 0)

/// A transform with every part: scale with a reflection, skew, rotation, translation, perspective.
let everything = Transform3D(scaleX: 2, y: -1, z: 0.5)
    .concatenating(Transform3D([1, 0, 0, 0, 0.3, 1, 0, 0, -0.2, 0.4, 1, 0, 0, 0, 0, 1]))  // shear
    .concatenating(Transform3D(rotationAngle: 0.7, x: 1, y: 2, z: 3))
    .concatenating(Transform3D(translationX: 10, y: -20, z: 30))
    .concatenating(Transform3D(perspectiveDistance: 500))

/// Rows 1 and 2 are the same non-zero vector: nothing to decompose.
let dependentRows = Transform3D([1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])

/// M/m44: the decomposition normalises the homogeneous matrix.
func normalised(_ m: Transform3D) -> Transform3D { Transform3D(m.elements.map { $0 / m.m44 }) }

@Suite struct TransformInterpolationTests {
    @Test(arguments: [0.1, 0.25, 1.0 / 3, 0.5, 0.75, 0.9])
    func rotationAboutYIsLinearInAngle(t: Double) {
        let result = Transform3D.interpolate(.identity, rotateY90, t)
        let expected = Transform3D(rotationAngle: -90 * degrees * t, x: 0, y: 1, z: 0)
        #expect(maxDifference(result, expected) < 1e-9, "\(result.elements) vs \(expected.elements)")
    }

    /// A spring overshoots: the turn carries on past the target, and before the start.
    @Test(arguments: [-0.2, 1.25])
    func rotationExtrapolates(t: Double) {
        let result = Transform3D.interpolate(.identity, rotateY90, t)
        let expected = Transform3D(rotationAngle: -90 * degrees * t, x: 0, y: 1, z: 0)
        #expect(maxDifference(result, expected) < 1e-9)
    }

    @Test func rotationAboutZAndAnArbitraryAxis() {
        let half = Transform3D.interpolate(.identity, Transform3D(rotationAngle: 120 * degrees, x: 0, y: 0, z: 1), 0.5)
        #expect(maxDifference(half, Transform3D(rotationAngle: 60 * degrees, x: 0, y: 0, z: 1)) < 1e-9)
        let a = Transform3D(rotationAngle: 0.3, x: 1, y: -2, z: 0.5), b = Transform3D(rotationAngle: 1.4, x: 1, y: -2, z: 0.5)
        let quarter = Transform3D.interpolate(a, b, 0.25)
        #expect(maxDifference(quarter, Transform3D(rotationAngle: 0.3 + 0.25 * 1.1, x: 1, y: -2, z: 0.5)) < 1e-9)
    }

    @Test func endpointsAreReturnedExactly() {
        let pairs = [(Transform3D.identity, rotateY90), (everything, rotateY90), (rotateY90, everything),
                     (dependentRows, everything)]
        for (a, b) in pairs {
            expectEqual(Transform3D.interpolate(a, b, 0), a)
            expectEqual(Transform3D.interpolate(a, b, 1), b)
        }
        expectEqual(Transform3D.interpolate(everything, everything, 0.37), everything)
    }

    @Test func scaleAndTranslationInterpolateComponentwise() {
        let scaled = Transform3D.interpolate(.identity, Transform3D(scaleX: 3, y: 0.5, z: 2), 0.25)
        #expect(maxDifference(scaled, Transform3D(scaleX: 1.5, y: 0.875, z: 1.25)) < 1e-12)
        let a = Transform3D(translationX: 10, y: 20, z: 0), b = Transform3D(translationX: -30, y: 40, z: 100)
        let moved = Transform3D.interpolate(a, b, 0.75)
        #expect(maxDifference(moved, Transform3D(translationX: -20, y: 35, z: 75)) < 1e-12)
        // Together: scale then move, both straight lines.
        let from = Transform3D(scaleX: 1, y: 1, z: 1).concatenating(Transform3D(translationX: 0, y: 100, z: 0))
        let to = Transform3D(scaleX: 1.5, y: 1.5, z: 1).concatenating(Transform3D(translationX: 50, y: 0, z: 0))
        let mid = Transform3D.interpolate(from, to, 0.5)
        let expected = Transform3D(scaleX: 1.25, y: 1.25, z: 1).concatenating(Transform3D(translationX: 25, y: 50, z: 0))
        #expect(maxDifference(mid, expected) < 1e-12)
    }

    @Test func perspectiveInterpolates() {
        let half = Transform3D.interpolate(.identity, Transform3D(perspectiveDistance: 500), 0.5)
        #expect(maxDifference(half, Transform3D(perspectiveDistance: 1000)) < 1e-15)
    }

    /// Scaling to nothing is a degenerate matrix that still decomposes (scale 0).
    @Test func shrinkingToZeroScale() {
        let gone = Transform3D(scaleX: 0, y: 0, z: 1)
        let result = Transform3D.interpolate(.identity, gone, 0.4)
        #expect(maxDifference(result, Transform3D(scaleX: 0.6, y: 0.6, z: 1)) < 1e-12)
        let turned = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
        let shrunk = Transform3D(scaleX: 0, y: 1, z: 1).concatenating(turned)
        #expect(maxDifference(Transform3D.interpolate(turned, shrunk, 0.5),
                              Transform3D(scaleX: 0.5, y: 1, z: 1).concatenating(turned)) < 1e-12)
        expectEqual(gone.animatableComponents.count, 17)
        expectEqual(Transform3D(scaleX: 0, y: 0, z: 0).animatableComponents.count, 17)
    }

    @Test func degenerateMatricesBlendElementwise() {
        let flat = Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0])  // m44 = 0
        for (a, b) in [(dependentRows, rotateY90), (rotateY90, flat), (flat, .identity)] {
            let t = 0.3
            let expected = Transform3D(zip(a.elements, b.elements).map { $0 + ($1 - $0) * t })
            #expect(maxDifference(Transform3D.interpolate(a, b, t), expected) < 1e-15)
        }
        expectEqual(dependentRows.animatableComponents, dependentRows.elements)
        expectEqual(Transform3D(animatableComponents: dependentRows.elements), dependentRows)
    }

    /// Decompose then recompose gives the matrix back (up to the homogeneous factor).
    @Test(arguments: [everything, rotateY90, Transform3D.identity,
                      Transform3D(rotationAngle: .pi, x: 1, y: -1, z: 0),       // 180°: w = 0
                      Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1),
                      Transform3D(rotationAngle: 179.9 * degrees, x: -2, y: 1, z: 3),
                      Transform3D(scaleX: -1, y: 1, z: 1),                       // mirror
                      Transform3D(scaleX: 0, y: 2, z: 1).concatenating(Transform3D(rotationAngle: 1, x: 1, y: 1, z: 0)),
                      Transform3D(rotationAngle: 0.4, x: 0, y: 1, z: 0).concatenating(Transform3D(perspectiveDistance: -300))
                          .concatenating(Transform3D(translationX: 3, y: 4, z: 5))])
    func componentsRoundTrip(_ m: Transform3D) {
        let components = m.animatableComponents
        expectEqual(components.count, 17)
        let back = Transform3D(animatableComponents: components)
        #expect(maxDifference(back, normalised(m)) < 1e-12, "\(back.elements) vs \(m.elements)")
    }

    /// The interpolated quaternion takes the shorter way and a 180° turn keeps its axis.
    @Test func halfTurnKeepsItsAxis() {
        let axis = (x: 1.0, y: -1.0, z: 0.0)
        let halfTurn = Transform3D(rotationAngle: .pi, x: axis.x, y: axis.y, z: axis.z)
        let quarter = Transform3D.interpolate(.identity, halfTurn, 0.5)
        let expected = Transform3D(rotationAngle: .pi / 2, x: axis.x, y: axis.y, z: axis.z)
        let reversed = Transform3D(rotationAngle: -.pi / 2, x: axis.x, y: axis.y, z: axis.z)
        // Both directions are the same length from a half turn; either is a rotation about the axis.
        #expect(Swift.min(maxDifference(quarter, expected), maxDifference(quarter, reversed)) < 1e-9)
    }
}
