import Foundation

/// The arithmetic behind `CGPath`'s queries: arc sweeps, curve extrema and point-in-path.
enum PathGeometry {
    /// The signed sweep from `start` to `end` going the way asked, in (0, 2π] (0 when the
    /// angles are equal): a full circle when they differ by a whole turn.
    static func sweep(from start: Double, to end: Double, increasing: Bool) -> Double {
        let turn = 2 * Double.pi
        var d = end - start
        if d == 0 { return 0 }
        if increasing {
            if abs(d) >= turn { return turn }
            if d < 0 { d += turn }
            return d
        }
        if abs(d) >= turn { return -turn }
        if d > 0 { d -= turn }
        return d
    }

    /// The subpaths as polylines. With `curveSteps` nil, curves contribute their end points and
    /// their extrema only (enough for a tight bounding box); otherwise that many points each.
    static func outline(of elements: [CGPathElementValue], curveSteps: Int?) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        var start = CGPoint.zero
        func flush() {
            if !current.isEmpty { result.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                flush()
                current = [p]
                last = p
                start = p
            case .addLineToPoint(let p):
                current.append(p)
                last = p
            case .addQuadCurveToPoint(let c, let p):
                // The same curve as a cubic.
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                current += cubicPoints(last, c1, c2, p, steps: curveSteps)
                last = p
            case .addCurveToPoint(let c1, let c2, let p):
                current += cubicPoints(last, c1, c2, p, steps: curveSteps)
                last = p
            case .closeSubpath:
                current.append(start)
                flush()
                current = [start]
                last = start
            }
        }
        flush()
        return result.filter { $0.count > 1 || result.count == 1 }
    }

    static func cubic(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
        let u = 1 - t
        return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
    }

    private static func cubicPoints(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, steps: Int?) -> [CGPoint] {
        func at(_ t: Double) -> CGPoint {
            CGPoint(x: cubic(p0.x, p1.x, p2.x, p3.x, t), y: cubic(p0.y, p1.y, p2.y, p3.y, t))
        }
        if let steps { return (1...steps).map { at(Double($0) / Double(steps)) } }
        let ts = (extrema(p0.x, p1.x, p2.x, p3.x) + extrema(p0.y, p1.y, p2.y, p3.y)).sorted()
        return ts.map(at) + [p3]
    }

    /// The parameters in (0, 1) where one coordinate of a cubic has a zero derivative.
    private static func extrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // B'(t)/3 = a t² + b t + c
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots = [-c / b] }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                roots = [(-b + s) / (2 * a), (-b - s) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// Winding number or crossing parity of the closed polylines around `point`.
    static func contains(_ point: CGPoint, in elements: [CGPathElementValue], evenOdd: Bool) -> Bool {
        var winding = 0
        var crossings = 0
        for polyline in outline(of: elements, curveSteps: 64) {
            guard polyline.count > 2 else { continue }
            // Every subpath is filled as if closed, as CoreGraphics fills.
            for i in polyline.indices {
                let a = polyline[i]
                let b = polyline[(i + 1) % polyline.count]
                if (a.y <= point.y) != (b.y <= point.y) {
                    let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > point.x {
                        crossings += 1
                        winding += b.y > a.y ? 1 : -1
                    }
                }
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// The arc of `radius` tangent to the lines p0→corner and corner→p2, as an arc call
    /// (CoreGraphics' sense of `clockwise`); nil when the lines are parallel or degenerate.
    static func tangentArc(
        from p0: CGPoint, corner: CGPoint, to p2: CGPoint, radius: Double
    ) -> (center: CGPoint, start: Double, end: Double, clockwise: Bool)? {
        let v1 = CGPoint(x: p0.x - corner.x, y: p0.y - corner.y)
        let v2 = CGPoint(x: p2.x - corner.x, y: p2.y - corner.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
        let l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        guard l1 > 0, l2 > 0, radius > 0 else { return nil }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1)
        let u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cross = u1.x * u2.y - u1.y * u2.x
        let angle = acos(Swift.max(-1, Swift.min(1, u1.x * u2.x + u1.y * u2.y)))
        guard abs(cross) > 1e-12, angle > 1e-12 else { return nil }
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: corner.x + u1.x * distance, y: corner.y + u1.y * distance)
        let t2 = CGPoint(x: corner.x + u2.x * distance, y: corner.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let h = radius / sin(angle / 2)
        let center = CGPoint(x: corner.x + bisector.x / bl * h, y: corner.y + bisector.y / bl * h)
        let start = Double(atan2(t1.y - center.y, t1.x - center.x))
        let end = Double(atan2(t2.y - center.y, t2.x - center.x))
        // The short way round: angles decreasing when the short sweep is negative.
        let short = remainder(end - start, 2 * Double.pi)
        return (center, start, end, short < 0)
    }
}
