import Foundation

/// CGContext's path drawing, as a view's `draw(_:)` and image renderers use it: the path is
/// built (through the current transform) and the stroke and fill style kept with the graphics
/// state, but nothing is rasterized, so painting a path — and any drawing inside a view's
/// `draw(_:)` — is reported `not-modelled` at the app's line (docs/bring-your-own.md, "Custom
/// drawing"). A `CAShapeLayer` is how to get a path on screen here.
extension CGContext {
    // MARK: Style (saved and restored with the graphics state)

    public func setStrokeColor(_ color: CGColor) { state.stroke = color.rgba }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = Double(width) }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

    // MARK: Building the current path

    /// Starts a new, empty path.
    public func beginPath() { currentPath = CGMutablePath() }
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: ctm) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: ctm) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: ctm) }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: ctm) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: ctm) }
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: ctm) }
    public func closePath() { currentPath.closeSubpath() }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: ctm)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: ctm)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: ctm)
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    // MARK: Painting (reported; the path is used up, as Core Graphics does)

    public func strokePath(file: String = #filePath, line: Int = #line) {
        paintPath("strokePath()", CallSite(filePath: file, line: line))
    }

    public func fillPath(using rule: CGPathFillRule = .winding, file: String = #filePath, line: Int = #line) {
        paintPath("fillPath(using:)", CallSite(filePath: file, line: line))
    }

    public func stroke(_ rect: CGRect, file: String = #filePath, line: Int = #line) {
        paintPath("stroke(_:)", CallSite(filePath: file, line: line))
    }

    public func strokeEllipse(in rect: CGRect, file: String = #filePath, line: Int = #line) {
        paintPath("strokeEllipse(in:)", CallSite(filePath: file, line: line))
    }

    public func fillEllipse(in rect: CGRect, file: String = #filePath, line: Int = #line) {
        paintPath("fillEllipse(in:)", CallSite(filePath: file, line: line))
    }

    private func paintPath(_ call: String, _ site: CallSite?) {
        currentPath = CGMutablePath()
        if drawingView != nil {
            noteViewDrawing(call, site)
        } else {
            Timeline.current?.noteUnmodelled("CGContext.\(call) (paths are not rasterized: draw with a CAShapeLayer)", at: site)
        }
    }

    /// In a view's `draw(_:)`: one finding per view class, at its first drawing call (`call`
    /// names it for the engine's readers; the finding's line says where).
    func noteViewDrawing(_ call: String, _ site: CallSite?) {
        guard let view = drawingView else { return }
        paintedForView = true
        Timeline.current?.noteUnmodelled(
            "\(view).draw(_:): its Core Graphics drawing is not shown (draw with a CAShapeLayer)", at: site)
    }
}
