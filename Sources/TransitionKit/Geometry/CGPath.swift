import Foundation

/// CoreGraphics' `CGPath`: an immutable list of subpaths of lines and Bézier curves, a
/// reference type as on iOS. Arcs, ellipses and rounded rectangles are stored as cubic
/// curves, as CoreGraphics stores them, so `applyWithBlock` walks the same kinds of element.
/// Declared under CoreGraphics' name: the CoreGraphics module re-exports it.
open class CGPath: Hashable, @unchecked Sendable {
    /// The elements, in order.
    public internal(set) var elements: [CGPathElementValue]

    init(elements: [CGPathElementValue]) { self.elements = elements }

    /// `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added, `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                start = p
                current = p
            case .addLineToPoint(let p), .addQuadCurveToPoint(_, let p), .addCurveToPoint(_, _, let p): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// Every point of the path, control points included (CoreGraphics' `boundingBox`);
    /// `.null` for an empty path.
    public var boundingBox: CGRect {
        let points = elements.flatMap(\.points)
        return points.isEmpty ? .null : CGRect.boundingBox(of: points)
    }

    /// The smallest box around the path itself: curves bounded by their extrema.
    public var boundingBoxOfPath: CGRect {
        let points = PathGeometry.outline(of: elements, curveSteps: nil)
        return points.isEmpty ? .null : CGRect.boundingBox(of: points.flatMap { $0 })
    }

    /// Whether `point` is inside the filled path, by the winding or even-odd rule. Curves are
    /// followed with 64 segments each: a point within a few thousandths of a point of a curved
    /// edge may be classed differently from CoreGraphics.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let inverse = transform.inverted()
        return PathGeometry.contains(point.applying(inverse), in: elements, evenOdd: rule == .evenOdd)
    }

    public func copy() -> CGPath? { CGPath(elements: elements) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// `copy(using:)`: the path through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// Calls `block` with each element, as CoreGraphics does (the pointer is valid during the call).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for element in elements {
            var points = element.points
            points.withUnsafeMutableBufferPointer { buffer in
                var raw = CGPathElement(type: element.type, points: buffer.baseAddress ?? UnsafeMutablePointer(mutating: [CGPoint.zero]))
                withUnsafePointer(to: &raw) { block($0) }
            }
        }
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.elements == b.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

/// `CGMutablePath`: a path being built. Each call takes an optional `transform` applied to
/// its points, as CoreGraphics' do.
open class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }
    override init(elements: [CGPathElementValue]) { super.init(elements: elements) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveToPoint(point.applying(transform)))
    }

    /// Starts a subpath at the origin first when there is none, as CoreGraphics does.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded()
        elements.append(.addLineToPoint(point.applying(transform)))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded()
        elements.append(.addQuadCurveToPoint(control.applying(transform), end.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded()
        elements.append(.addCurveToPoint(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    public func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(
            between: [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
            ], transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Four quarter curves, starting at the right-most point, as CoreGraphics draws an ellipse.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let unit = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: center.x, ty: center.y)
        let full = unit.concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: full)
        for quarter in 0..<4 {
            let a0 = Double(quarter) * .pi / 2
            appendArcSegment(from: a0, to: a0 + .pi / 2, transform: full)
        }
        closeSubpath()
    }

    /// Corners are quarter ellipses of `cornerWidth` × `cornerHeight`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = Swift.min(Double(cornerWidth), r.width / 2)
        let h = Swift.min(Double(cornerHeight), r.height / 2)
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        move(to: CGPoint(x: r.maxX, y: r.midY), transform: transform)
        let corners: [(CGPoint, Double)] = [
            (CGPoint(x: r.maxX - w, y: r.maxY - h), 0), (CGPoint(x: r.minX + w, y: r.maxY - h), .pi / 2),
            (CGPoint(x: r.minX + w, y: r.minY + h), .pi), (CGPoint(x: r.maxX - w, y: r.minY + h), 3 * .pi / 2),
        ]
        for (center, start) in corners {
            let unit = CGAffineTransform(a: w, b: 0, c: 0, d: h, tx: center.x, ty: center.y).concatenating(transform)
            addLine(to: CGPoint(x: cos(start), y: sin(start)).applying(unit))
            appendArcSegment(from: start, to: start + .pi / 2, transform: unit)
        }
        closeSubpath()
    }

    /// CoreGraphics' arc: `clockwise` in CoreGraphics' sense, angles decreasing (on a screen
    /// whose y grows downwards that looks anticlockwise — `UIBezierPath`'s `clockwise` is the
    /// opposite). A line joins the current point to the arc's start.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let sweep = PathGeometry.sweep(from: Double(startAngle), to: Double(endAngle), increasing: !clockwise)
        let unit = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(transform)
        let start = CGPoint(x: cos(Double(startAngle)), y: sin(Double(startAngle))).applying(unit)
        if elements.isEmpty || elements.last == .closeSubpath { elements.append(.moveToPoint(start)) } else { addLine(to: start) }
        let pieces = Swift.max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        for i in 0..<pieces {
            let a0 = Double(startAngle) + sweep * Double(i) / Double(pieces)
            let a1 = Double(startAngle) + sweep * Double(i + 1) / Double(pieces)
            appendArcSegment(from: a0, to: a1, transform: unit)
        }
    }

    /// `addArc(tangent1End:tangent2End:radius:)`: a line towards `tangent1End`, then the arc
    /// of `radius` tangent to both lines.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        startIfNeeded()
        let p0 = currentPoint.applying(transform.inverted())
        guard let arc = PathGeometry.tangentArc(from: p0, corner: tangent1End, to: tangent2End, radius: Double(radius)) else {
            return addLine(to: tangent1End, transform: transform)
        }
        addArc(center: arc.center, radius: radius, startAngle: arc.start, endAngle: arc.end, clockwise: arc.clockwise, transform: transform)
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }

    private func startIfNeeded() {
        if elements.isEmpty { elements.append(.moveToPoint(.zero)) }
    }

    /// One cubic for an arc of at most 90° of the unit circle, through `transform`.
    private func appendArcSegment(from a0: Double, to a1: Double, transform: CGAffineTransform) {
        let k = 4.0 / 3.0 * tan((a1 - a0) / 4)
        let c1 = CGPoint(x: cos(a0) - k * sin(a0), y: sin(a0) + k * cos(a0))
        let c2 = CGPoint(x: cos(a1) + k * sin(a1), y: sin(a1) - k * cos(a1))
        let end = CGPoint(x: cos(a1), y: sin(a1))
        elements.append(.addCurveToPoint(c1.applying(transform), c2.applying(transform), end.applying(transform)))
    }
}

/// `CGPathFillRule`.
public enum CGPathFillRule: Int32, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// `CGPathElementType`, with CoreGraphics' raw values.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// `CGPathElement`, as `applyWithBlock` hands it over: a type and its points.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
}

/// One element of a path as a Swift value (what `CGPath.elements` holds).
public enum CGPathElementValue: Hashable, Sendable {
    case moveToPoint(CGPoint)
    case addLineToPoint(CGPoint)
    case addQuadCurveToPoint(CGPoint, CGPoint)
    case addCurveToPoint(CGPoint, CGPoint, CGPoint)
    case closeSubpath

    public var type: CGPathElementType {
        switch self {
        case .moveToPoint: .moveToPoint
        case .addLineToPoint: .addLineToPoint
        case .addQuadCurveToPoint: .addQuadCurveToPoint
        case .addCurveToPoint: .addCurveToPoint
        case .closeSubpath: .closeSubpath
        }
    }

    /// Control points first, the end point last, as `CGPathElement.points`.
    public var points: [CGPoint] {
        switch self {
        case .moveToPoint(let p), .addLineToPoint(let p): [p]
        case .addQuadCurveToPoint(let c, let p): [c, p]
        case .addCurveToPoint(let c1, let c2, let p): [c1, c2, p]
        case .closeSubpath: []
        }
    }

    func applying(_ t: CGAffineTransform) -> CGPathElementValue {
        switch self {
        case .moveToPoint(let p): .moveToPoint(p.applying(t))
        case .addLineToPoint(let p): .addLineToPoint(p.applying(t))
        case .addQuadCurveToPoint(let c, let p): .addQuadCurveToPoint(c.applying(t), p.applying(t))
        case .addCurveToPoint(let c1, let c2, let p): .addCurveToPoint(c1.applying(t), c2.applying(t), p.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }
}
