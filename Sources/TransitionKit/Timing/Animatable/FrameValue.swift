import Foundation

/// What frame evaluation needs of an animatable type to read keyframes without building
/// arrays: `Animatable` goes through `[Double]` component vectors, which cost an allocation
/// per value, and a frame evaluates dozens of them.
///
/// Every requirement gives exactly the numbers of its `Animatable` counterpart (the same
/// operations in the same order), so frames do not change by a bit; EncodingTests compares
/// the evaluator with one that goes through `Keyframes.value(at:)`.
protocol FrameValue: Animatable {
    /// A key value plus whatever interpolating from it needs, worked out once when a plan is
    /// made (a transform's decomposition); the value itself for the other types.
    associatedtype Key
    static func key(_ value: Self) -> Key
    static func value(of key: Key) -> Self
    /// `interpolate(value(of: a), value(of: b), t)`.
    static func interpolate(_ a: Key, _ b: Key, _ t: Double) -> Self
    /// `init(animatableComponents:)` of the components `w.blend` gives for each index below
    /// `count`, from two keys' components (`p0`, `p1`) and tangents (`m0`, `m1`).
    static func hermite(
        _ p0: UnsafePointer<Double>, _ m0: UnsafePointer<Double>, _ p1: UnsafePointer<Double>,
        _ m1: UnsafePointer<Double>, count: Int, _ w: HermiteWeights
    ) -> Self
}

extension Double: FrameValue {
    static func key(_ value: Double) -> Double { value }
    static func value(of key: Double) -> Double { key }

    @inline(__always)
    static func hermite(
        _ p0: UnsafePointer<Double>, _ m0: UnsafePointer<Double>, _ p1: UnsafePointer<Double>,
        _ m1: UnsafePointer<Double>, count: Int, _ w: HermiteWeights
    ) -> Double {
        w.blend(p0[0], m0[0], p1[0], m1[0])
    }
}

extension CGPoint: FrameValue {
    static func key(_ value: CGPoint) -> CGPoint { value }
    static func value(of key: CGPoint) -> CGPoint { key }

    @inline(__always)
    static func hermite(
        _ p0: UnsafePointer<Double>, _ m0: UnsafePointer<Double>, _ p1: UnsafePointer<Double>,
        _ m1: UnsafePointer<Double>, count: Int, _ w: HermiteWeights
    ) -> CGPoint {
        CGPoint(x: w.blend(p0[0], m0[0], p1[0], m1[0]), y: w.blend(p0[1], m0[1], p1[1], m1[1]))
    }
}

extension CGRect: FrameValue {
    static func key(_ value: CGRect) -> CGRect { value }
    static func value(of key: CGRect) -> CGRect { key }

    @inline(__always)
    static func hermite(
        _ p0: UnsafePointer<Double>, _ m0: UnsafePointer<Double>, _ p1: UnsafePointer<Double>,
        _ m1: UnsafePointer<Double>, count: Int, _ w: HermiteWeights
    ) -> CGRect {
        CGRect(
            x: w.blend(p0[0], m0[0], p1[0], m1[0]), y: w.blend(p0[1], m0[1], p1[1], m1[1]),
            width: w.blend(p0[2], m0[2], p1[2], m1[2]), height: w.blend(p0[3], m0[3], p1[3], m1[3]))
    }
}

extension Color: FrameValue {
    static func key(_ value: Color) -> Color { value }
    static func value(of key: Color) -> Color { key }

    @inline(__always)
    static func hermite(
        _ p0: UnsafePointer<Double>, _ m0: UnsafePointer<Double>, _ p1: UnsafePointer<Double>,
        _ m1: UnsafePointer<Double>, count: Int, _ w: HermiteWeights
    ) -> Color {
        Color(
            red: w.blend(p0[0], m0[0], p1[0], m1[0]), green: w.blend(p0[1], m0[1], p1[1], m1[1]),
            blue: w.blend(p0[2], m0[2], p1[2], m1[2]), alpha: w.blend(p0[3], m0[3], p1[3], m1[3]))
    }
}

/// A transform key keeps its decomposition, so a frame only blends and recomposes.
struct TransformKey {
    let matrix: Transform3D
    /// Nil when the matrix cannot be decomposed (then it blends element by element).
    let decomposition: TransformDecomposition?
}

extension Transform3D: FrameValue {
    static func key(_ value: Transform3D) -> TransformKey {
        TransformKey(matrix: value, decomposition: TransformDecomposition(value))
    }

    static func value(of key: TransformKey) -> Transform3D { key.matrix }

    /// `interpolate(_:_:_:)` with the decompositions made in advance.
    static func interpolate(_ a: TransformKey, _ b: TransformKey, _ t: Double) -> Transform3D {
        if t == 0 || a.matrix == b.matrix { return a.matrix }
        if t == 1 { return b.matrix }
        return blend(a.matrix, a.decomposition, b.matrix, b.decomposition, t)
    }

    /// 17 decomposed components recompose (without building an array); 16 are the elements.
    static func hermite(
        _ p0: UnsafePointer<Double>, _ m0: UnsafePointer<Double>, _ p1: UnsafePointer<Double>,
        _ m1: UnsafePointer<Double>, count: Int, _ w: HermiteWeights
    ) -> Transform3D {
        precondition(
            count == TransformDecomposition.componentCount || count == 16,
            "a Transform3D has 17 (decomposed) or 16 (raw) components, got \(count)")
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { c in
            for j in 0..<count { c.initializeElement(at: j, to: w.blend(p0[j], m0[j], p1[j], m1[j])) }
            let components = UnsafePointer(c.baseAddress!)
            if count == 16 { return Transform3D(elements: components) }
            return TransformDecomposition(components: components).transform
        }
    }
}
