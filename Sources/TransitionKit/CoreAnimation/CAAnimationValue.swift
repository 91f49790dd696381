import Foundation

/// A value an explicit animation can carry (`fromValue`, `values` …: `Any` in Core
/// Animation's declarations): read from what apps put there, and combined as Core Animation
/// combines values for `byValue`, `isAdditive` and `isCumulative` ("the addition function is
/// type-dependent": numbers, points, sizes, rects and colours add component by component;
/// transforms concatenate).
protocol CAAnimationValue: Animatable {
    /// The value `any` holds, nil when it holds another type.
    static func read(_ any: Any) -> Self?
    static func add(_ a: Self, _ b: Self) -> Self
    /// a − b, so that add(subtract(a, b), b) == a.
    static func subtract(_ a: Self, _ b: Self) -> Self?
    /// a added to itself `count` times (`isCumulative`: cycle n adds n × the end value).
    static func repeated(_ a: Self, _ count: Double) -> Self
}

extension CAAnimationValue {
    static func add(_ a: Self, _ b: Self) -> Self {
        Self(animatableComponents: zip(a.animatableComponents, b.animatableComponents).map { $0 + $1 })
    }

    static func subtract(_ a: Self, _ b: Self) -> Self? {
        Self(animatableComponents: zip(a.animatableComponents, b.animatableComponents).map { $0 - $1 })
    }

    static func repeated(_ a: Self, _ count: Double) -> Self {
        Self(animatableComponents: a.animatableComponents.map { $0 * count })
    }
}

/// A number from any of the forms apps write: `0.5`, `CGFloat`, `Float`, `Int`, `NSNumber`.
func caNumber(_ any: Any) -> Double? {
    switch any {
    case let value as Double: value
    case let value as CGFloat: Double(value)
    case let value as Float: Double(value)
    case let value as Int: Double(value)
    case let value as NSNumber: value.doubleValue
    default: nil
    }
}

extension Double: CAAnimationValue {
    static func read(_ any: Any) -> Double? { caNumber(any) }
}

extension CGPoint: CAAnimationValue {
    static func read(_ any: Any) -> CGPoint? {
        if let point = any as? CGPoint { return point }
        if let value = any as? NSValue, String(cString: value.objCType).contains("Point") { return value.pointValue }
        return nil
    }
}

extension CGSize: CAAnimationValue {
    static func read(_ any: Any) -> CGSize? {
        if let size = any as? CGSize { return size }
        if let value = any as? NSValue, String(cString: value.objCType).contains("Size") { return value.sizeValue }
        return nil
    }
}

extension CGRect: CAAnimationValue {
    static func read(_ any: Any) -> CGRect? {
        if let rect = any as? CGRect { return rect }
        if let value = any as? NSValue, String(cString: value.objCType).contains("Rect") { return value.rectValue }
        return nil
    }
}

extension Color: CAAnimationValue {
    /// A `CGColor` (the engine's `Color`) or a `UIColor` (which Core Animation ignores; apps
    /// that forget `.cgColor` see nothing animate, so it is reported, not read).
    static func read(_ any: Any) -> Color? { any as? Color }
}

extension Transform3D: CAAnimationValue {
    static func read(_ any: Any) -> Transform3D? {
        if let transform = any as? Transform3D { return transform }
        return nil
    }

    static func add(_ a: Transform3D, _ b: Transform3D) -> Transform3D { a.concatenating(b) }

    static func subtract(_ a: Transform3D, _ b: Transform3D) -> Transform3D? {
        b.inverse.map { a.concatenating($0) }
    }

    static func repeated(_ a: Transform3D, _ count: Double) -> Transform3D {
        var result = Transform3D.identity
        var n = Int(count.rounded(.down))
        while n > 0 {
            result = result.concatenating(a)
            n -= 1
        }
        return result
    }

    /// The inverse matrix (Gauss–Jordan with partial pivoting); nil when singular.
    var inverse: Transform3D? {
        var m = elements
        var inv = Transform3D.identity.elements
        for column in 0..<4 {
            var pivot = column
            for row in column..<4 where abs(m[row * 4 + column]) > abs(m[pivot * 4 + column]) { pivot = row }
            guard abs(m[pivot * 4 + column]) > 1e-12 else { return nil }
            if pivot != column {
                for k in 0..<4 {
                    m.swapAt(column * 4 + k, pivot * 4 + k)
                    inv.swapAt(column * 4 + k, pivot * 4 + k)
                }
            }
            let scale = 1 / m[column * 4 + column]
            for k in 0..<4 {
                m[column * 4 + k] *= scale
                inv[column * 4 + k] *= scale
            }
            for row in 0..<4 where row != column {
                let factor = m[row * 4 + column]
                guard factor != 0 else { continue }
                for k in 0..<4 {
                    m[row * 4 + k] -= factor * m[column * 4 + k]
                    inv[row * 4 + k] -= factor * inv[column * 4 + k]
                }
            }
        }
        return Transform3D(inv)
    }
}
