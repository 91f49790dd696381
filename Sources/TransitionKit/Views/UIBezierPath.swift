import Foundation

/// UIKit's `UIBezierPath`: a `CGMutablePath` with UIKit's conveniences, an `NSObject` as in
/// UIKit. Its `clockwise` is UIKit's: on a screen whose y grows downwards, angles increasing.
/// Nothing is rasterized, so `fill()`, `stroke()` and `addClip()` draw nothing and say so.
/// Declared under UIKit's name: the UIKit module re-exports this class.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var usesEvenOddFillRule = false

    public override init() { super.init() }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// Corners of `cornerRadius` (at most half the shorter side). UIKit draws them as its
    /// continuous curve; here they are circular quarter arcs (the same bounds).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// Only `corners` rounded, each an elliptical quarter of `cornerRadii` (clamped to half the sides).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let w = Swift.max(0, Swift.min(Double(cornerRadii.width), r.width / 2))
        let h = Swift.max(0, Swift.min(Double(cornerRadii.height), r.height / 2))
        // Clockwise on screen from the top-left corner's end, each corner (its centre, start angle).
        let plan: [(UIRectCorner, CGPoint, CGPoint, Double)] = [
            (.topLeft, CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX + w, y: r.minY + h), .pi),
            (.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - w, y: r.minY + h), 3 * .pi / 2),
            (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX - w, y: r.maxY - h), 0),
            (.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + w, y: r.maxY - h), .pi / 2),
        ]
        for (index, (corner, point, center, start)) in plan.enumerated() {
            if corners.contains(corner) && w > 0 && h > 0 {
                // The arc starts its subpath, or joins the previous corner with a line.
                let unit = CGAffineTransform(a: w, b: 0, c: 0, d: h, tx: center.x, ty: center.y)
                path.addArc(center: .zero, radius: 1, startAngle: start, endAngle: start + .pi / 2, clockwise: false, transform: unit)
            } else if index == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        path.closeSubpath()
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = CGMutablePath(elements: cgPath.elements)
    }

    /// The path, as an immutable copy.
    open var cgPath: CGPath {
        get { path.copy()! }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// UIKit's `clockwise` (angles increasing), which is CoreGraphics' anticlockwise.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: path.elements.map { $0.applying(transform) })
    }

    /// The same outline traced backwards.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.path = CGMutablePath(elements: PathReversal.reverse(path.elements))
        return reversed
    }

    open var isEmpty: Bool { path.isEmpty }
    open var currentPoint: CGPoint { path.currentPoint }
    /// The box around every point, control points included, as UIKit's `bounds`.
    open var bounds: CGRect { path.boundingBox }

    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // UIKit's shapes, for overrides; calls resolve to the place-capturing forms below, which
    // name the app's line in the finding (docs/bring-your-own.md, "Findings name your file and line").
    @_disfavoredOverload open func fill() { noteDrawing("UIBezierPath.fill()", nil) }
    @_disfavoredOverload open func stroke() { noteDrawing("UIBezierPath.stroke()", nil) }
    @_disfavoredOverload open func addClip() { noteDrawing("UIBezierPath.addClip()", nil) }

    public func fill(file: String = #filePath, line: Int = #line) {
        noteDrawing("UIBezierPath.fill()", CallSite(filePath: file, line: line))
    }

    public func stroke(file: String = #filePath, line: Int = #line) {
        noteDrawing("UIBezierPath.stroke()", CallSite(filePath: file, line: line))
    }

    public func addClip(file: String = #filePath, line: Int = #line) {
        noteDrawing("UIBezierPath.addClip()", CallSite(filePath: file, line: line))
    }

    private func noteDrawing(_ call: String, _ location: CallSite?) {
        Timeline.current?.noteUnmodelled("\(call) (nothing is rasterized: draw with a CAShapeLayer)", at: location)
    }
}

/// `UIRectCorner`, with UIKit's bit values.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}
