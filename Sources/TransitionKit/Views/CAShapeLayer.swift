import Foundation

/// Core Animation's `CAShapeLayer`: a layer that fills and strokes a path in its own
/// coordinates. Frames carry the path and its style (`shape`, docs/protocol.md) as their
/// values when the frame is evaluated: a change once the run has started is reported.
open class CAShapeLayer: CALayer {
    private var shape = ShapeStyle() { didSet { drawingDidChange() } }

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let source = layer as? CAShapeLayer { shape = source.shape }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func appendDrawingFields(to text: inout String, at time: DrawingTime?) {
        super.appendDrawingFields(to: &text, at: time)
        let shape = presentedShape(at: time)
        guard let path = shape.path else { return }
        text += #","shape":{"path":""# + LayerDrawing.svg(path) + "\""
        text += #","fill":"# + (shape.fillColor.map { LayerDrawing.color($0.rgba) } ?? "null")
        if shape.fillRule == .evenOdd { text += #","fillRule":"evenOdd""# }
        if let stroke = shape.strokeColor {
            text += #","stroke":"# + LayerDrawing.color(stroke.rgba)
            text += #","lineWidth":"# + LayerDrawing.number(shape.lineWidth)
            if shape.strokeStart != 0 { text += #","strokeStart":"# + LayerDrawing.number(shape.strokeStart) }
            if shape.strokeEnd != 1 { text += #","strokeEnd":"# + LayerDrawing.number(shape.strokeEnd) }
            if shape.lineCap != .butt { text += #","lineCap":""# + shape.lineCap.rawValue + "\"" }
            if shape.lineJoin != .miter { text += #","lineJoin":""# + shape.lineJoin.rawValue + "\"" }
            if let dash = shape.lineDashPattern, !dash.isEmpty {
                text += #","dash":["# + dash.map { LayerDrawing.number($0.doubleValue) }.joined(separator: ",") + "]"
                if shape.lineDashPhase != 0 { text += #","dashPhase":"# + LayerDrawing.number(shape.lineDashPhase) }
            }
        }
        text += "}"
    }

    /// The style with its animations at `time` applied (the model when nil): a missing colour
    /// animates from or to transparent black; `strokeStart`/`strokeEnd` are clamped to 0…1 as
    /// Core Animation draws them.
    private func presentedShape(at time: DrawingTime?) -> ShapeStyle {
        var s = shape
        guard let time, drawingAnimations.animates(DrawingKey.shape) else { return s }
        let a = drawingAnimations
        s.path = LayerDrawing.presentedPath(a, .path, s.path, at: time)
        s.strokeStart = Swift.min(1, Swift.max(0, a.value(.strokeStart, s.strokeStart, at: time)))
        s.strokeEnd = Swift.min(1, Swift.max(0, a.value(.strokeEnd, s.strokeEnd, at: time)))
        s.lineWidth = a.value(.lineWidth, s.lineWidth, at: time)
        s.lineDashPhase = a.value(.lineDashPhase, s.lineDashPhase, at: time)
        func color(_ key: DrawingKey, _ model: CGColor?) -> CGColor? {
            guard a.animates(key.bit) else { return model }
            let value = a.value(key, DrawingColor(model?.rgba ?? .clear), at: time).rgba
            if let model, model.rgba == value { return model }
            return model == nil && value == .clear ? nil : CGColor(value)
        }
        s.fillColor = color(.fillColor, s.fillColor)
        s.strokeColor = color(.strokeColor, s.strokeColor)
        return s
    }

    /// `nil` by default: nothing is drawn.
    open var path: CGPath? {
        get { shape.path }
        set {
            shape.path = newValue
            noteDrawingChange("CAShapeLayer.path")
        }
    }

    /// Opaque black by default, as Core Animation's.
    open var fillColor: CGColor? {
        get { shape.fillColor }
        set {
            shape.fillColor = newValue
            noteDrawingChange("CAShapeLayer.fillColor")
        }
    }

    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule }
        set {
            shape.fillRule = newValue
            noteDrawingChange("CAShapeLayer.fillRule")
        }
    }

    /// `nil` by default: no stroke.
    open var strokeColor: CGColor? {
        get { shape.strokeColor }
        set {
            shape.strokeColor = newValue
            noteDrawingChange("CAShapeLayer.strokeColor")
        }
    }

    open var strokeStart: CGFloat {
        get { CGFloat(shape.strokeStart) }
        set {
            shape.strokeStart = Double(newValue)
            noteDrawingChange("CAShapeLayer.strokeStart")
        }
    }

    open var strokeEnd: CGFloat {
        get { CGFloat(shape.strokeEnd) }
        set {
            shape.strokeEnd = Double(newValue)
            noteDrawingChange("CAShapeLayer.strokeEnd")
        }
    }

    open var lineWidth: CGFloat {
        get { CGFloat(shape.lineWidth) }
        set {
            shape.lineWidth = Double(newValue)
            noteDrawingChange("CAShapeLayer.lineWidth")
        }
    }

    open var miterLimit: CGFloat {
        get { CGFloat(shape.miterLimit) }
        set { shape.miterLimit = Double(newValue) }
    }

    open var lineCap: CAShapeLayerLineCap {
        get { shape.lineCap }
        set {
            shape.lineCap = newValue
            noteDrawingChange("CAShapeLayer.lineCap")
        }
    }

    open var lineJoin: CAShapeLayerLineJoin {
        get { shape.lineJoin }
        set {
            shape.lineJoin = newValue
            noteDrawingChange("CAShapeLayer.lineJoin")
        }
    }

    open var lineDashPhase: CGFloat {
        get { CGFloat(shape.lineDashPhase) }
        set {
            shape.lineDashPhase = Double(newValue)
            noteDrawingChange("CAShapeLayer.lineDashPhase")
        }
    }

    /// `nil` by default: a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern }
        set {
            shape.lineDashPattern = newValue
            noteDrawingChange("CAShapeLayer.lineDashPattern")
        }
    }
}

/// A shape layer's style, with Core Animation's defaults.
struct ShapeStyle {
    var path: CGPath?
    var fillColor: CGColor? = CGColor.black
    var fillRule = CAShapeLayerFillRule.nonZero
    var strokeColor: CGColor?
    var strokeStart = 0.0
    var strokeEnd = 1.0
    var lineWidth = 1.0
    var miterLimit = 10.0
    var lineCap = CAShapeLayerLineCap.butt
    var lineJoin = CAShapeLayerLineJoin.miter
    var lineDashPhase = 0.0
    var lineDashPattern: [NSNumber]?
}
