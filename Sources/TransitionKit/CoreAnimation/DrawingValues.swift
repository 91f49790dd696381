import Foundation

/// The values of the drawing key paths (`path`, `colors`, `locations` …) as explicit
/// animations interpolate them. Core Animation documents how it interpolates numbers, points,
/// sizes and colours; for paths it says only that paths interpolate element by element ("the
/// results are undefined" when the two paths differ in element count or kind). The engine's
/// choice when they differ: the value jumps from one path to the other at the midpoint of the
/// segment, and the animation is reported `not-modelled` when it is added (docs/engine.md,
/// "Drawing values that change").

/// A path as an animated value: its elements. Interpolates point by point when both paths have
/// the same element kinds in the same order; otherwise holds the first until t = 0.5.
struct PathValue: CAAnimationValue, @unchecked Sendable {
    let elements: [CGPathElementValue]

    init(_ elements: [CGPathElementValue]) { self.elements = elements }

    /// Element by element; paths whose elements differ jump at the midpoint.
    static func interpolate(_ a: PathValue, _ b: PathValue, _ t: Double) -> PathValue {
        guard matches(a, b) else { return t < 0.5 ? a : b }
        func lerp(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
            CGPoint(x: Double(p.x) + (Double(q.x) - Double(p.x)) * t, y: Double(p.y) + (Double(q.y) - Double(p.y)) * t)
        }
        return PathValue(
            zip(a.elements, b.elements).map { pair in
                switch pair {
                case (.moveToPoint(let p), .moveToPoint(let q)): .moveToPoint(lerp(p, q))
                case (.addLineToPoint(let p), .addLineToPoint(let q)): .addLineToPoint(lerp(p, q))
                case (.addQuadCurveToPoint(let c, let p), .addQuadCurveToPoint(let d, let q)):
                    .addQuadCurveToPoint(lerp(c, d), lerp(p, q))
                case (.addCurveToPoint(let c1, let c2, let p), .addCurveToPoint(let d1, let d2, let q)):
                    .addCurveToPoint(lerp(c1, d1), lerp(c2, d2), lerp(p, q))
                default: .closeSubpath
                }
            })
    }

    /// Same count and same kind at every index: Core Animation's condition for a defined result.
    static func matches(_ a: PathValue, _ b: PathValue) -> Bool {
        a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy { $0.type == $1.type }
    }

    /// Every point in order (cubic keyframes and paced distances read them).
    var animatableComponents: [Double] {
        elements.flatMap(\.points).flatMap { [Double($0.x), Double($0.y)] }
    }

    /// Components alone cannot say which kind each element is: read back as a polyline
    /// (only a keyframe animation in a cubic mode builds paths this way; reported when added).
    init(animatableComponents: [Double]) {
        var elements: [CGPathElementValue] = []
        var i = 0
        while i + 1 < animatableComponents.count {
            let p = CGPoint(x: animatableComponents[i], y: animatableComponents[i + 1])
            elements.append(elements.isEmpty ? .moveToPoint(p) : .addLineToPoint(p))
            i += 2
        }
        self.elements = elements
    }

    static func read(_ any: Any) -> PathValue? {
        if let path = any as? CGPath { return PathValue(path.elements) }
        if let path = any as? UIBezierPath { return PathValue(path.cgPath.elements) }
        return nil
    }

    /// Adding paths means nothing to Core Animation: an additive path animation shows its own value.
    static func add(_ a: PathValue, _ b: PathValue) -> PathValue { a.elements.isEmpty ? b : a }
    static func subtract(_ a: PathValue, _ b: PathValue) -> PathValue? { a }
    static func repeated(_ a: PathValue, _ count: Double) -> PathValue { a }

    var cgPath: CGPath { CGPath(elements: elements) }
}

/// A colour as the drawing key paths take it: a `CGColor` (or the engine's `Color`); a missing
/// colour (`fillColor = nil`) animates as transparent black.
struct DrawingColor: CAAnimationValue {
    var rgba: Color

    init(_ rgba: Color) { self.rgba = rgba }

    static func interpolate(_ a: DrawingColor, _ b: DrawingColor, _ t: Double) -> DrawingColor {
        DrawingColor(Color.interpolate(a.rgba, b.rgba, t))
    }

    var animatableComponents: [Double] { rgba.animatableComponents }
    init(animatableComponents: [Double]) { rgba = Color(animatableComponents: animatableComponents) }

    static func read(_ any: Any) -> DrawingColor? {
        if let color = any as? CGColor { return DrawingColor(color.rgba) }
        if let color = any as? Color { return DrawingColor(color) }
        return nil
    }
}

/// A list of values animated entry by entry (`CAGradientLayer.colors`, `locations`): lists of
/// equal length interpolate pairwise; lists of different lengths jump at the midpoint (the
/// engine's choice, reported, as for paths).
struct ValueList<Element: CAAnimationValue>: CAAnimationValue, @unchecked Sendable {
    var items: [Element]

    init(_ items: [Element]) { self.items = items }

    static func interpolate(_ a: ValueList, _ b: ValueList, _ t: Double) -> ValueList {
        guard a.items.count == b.items.count else { return t < 0.5 ? a : b }
        return ValueList(zip(a.items, b.items).map { Element.interpolate($0, $1, t) })
    }

    var animatableComponents: [Double] { items.flatMap(\.animatableComponents) }

    /// Needs the element's width to split the components: 1 for numbers, 4 for colours.
    init(animatableComponents: [Double]) {
        let width = Element.self == DrawingColor.self ? 4 : 1
        items = stride(from: 0, to: animatableComponents.count - width + 1, by: width).map {
            Element(animatableComponents: Array(animatableComponents[$0..<$0 + width]))
        }
    }

    static func read(_ any: Any) -> ValueList? {
        guard let array = any as? [Any] else { return nil }
        var items: [Element] = []
        for entry in array {
            if let item = Element.read(entry) {
                items.append(item)
            } else if Element.self == DrawingColor.self, let color = entry as? UIColor {
                // A gradient draws UIColors in `colors` too (CAGradientLayer.rgba); so does its animation.
                items.append(DrawingColor(color.rgba) as! Element)
            } else {
                return nil
            }
        }
        return ValueList(items)
    }

    static func add(_ a: ValueList, _ b: ValueList) -> ValueList {
        guard a.items.count == b.items.count else { return a }
        return ValueList(zip(a.items, b.items).map { Element.add($0, $1) })
    }

    static func subtract(_ a: ValueList, _ b: ValueList) -> ValueList? {
        guard a.items.count == b.items.count else { return nil }
        return ValueList(zip(a.items, b.items).compactMap { Element.subtract($0, $1) })
    }

    static func repeated(_ a: ValueList, _ count: Double) -> ValueList {
        ValueList(a.items.map { Element.repeated($0, count) })
    }
}
