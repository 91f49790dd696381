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
        var b = DrawingBytes()
        b.literal(#","shape":{"path":""#)
        b.path(path)
        b.literal(#"","fill":"#)
        if let fill = shape.fillColor { b.color(fill.rgba) } else { b.literal("null") }
        if shape.fillRule == .evenOdd { b.literal(#","fillRule":"evenOdd""#) }
        if let stroke = shape.strokeColor {
            b.literal(#","stroke":"#)
            b.color(stroke.rgba)
            b.literal(#","lineWidth":"#)
            b.number(shape.lineWidth)
            if shape.strokeStart != 0 {
                b.literal(#","strokeStart":"#)
                b.number(shape.strokeStart)
            }
            if shape.strokeEnd != 1 {
                b.literal(#","strokeEnd":"#)
                b.number(shape.strokeEnd)
            }
            if shape.lineCap != .butt {
                b.literal(#","lineCap":""#)
                b.plain(shape.lineCap.rawValue + "\"")
            }
            if shape.lineJoin != .miter {
                b.literal(#","lineJoin":""#)
                b.plain(shape.lineJoin.rawValue + "\"")
            }
            if let dash = shape.lineDashPattern, !dash.isEmpty {
                b.literal(#","dash":["#)
                for (i, length) in dash.enumerated() {
                    if i > 0 { b.literal(",") }
                    b.number(length.doubleValue)
                }
                b.literal("]")
                if shape.lineDashPhase != 0 {
                    b.literal(#","dashPhase":"#)
                    b.number(shape.lineDashPhase)
                }
            }
        }
        b.literal("}")
        text += b.string
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
            let action = implicitDrawingAction(
                forKey: "fillColor", from: shape.fillColor ?? CGColor(Color.clear), changed: shape.fillColor != newValue)
            shape.fillColor = newValue
            noteDrawingChange("CAShapeLayer.fillColor")
            action?()
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
            let action = implicitDrawingAction(
                forKey: "strokeColor", from: shape.strokeColor ?? CGColor(Color.clear), changed: shape.strokeColor != newValue)
            shape.strokeColor = newValue
            noteDrawingChange("CAShapeLayer.strokeColor")
            action?()
        }
    }

    open var strokeStart: CGFloat {
        get { CGFloat(shape.strokeStart) }
        set {
            let action = implicitDrawingAction(
                forKey: "strokeStart", from: shape.strokeStart, changed: shape.strokeStart != Double(newValue))
            shape.strokeStart = Double(newValue)
            noteDrawingChange("CAShapeLayer.strokeStart")
            action?()
        }
    }

    open var strokeEnd: CGFloat {
        get { CGFloat(shape.strokeEnd) }
        set {
            let action = implicitDrawingAction(forKey: "strokeEnd", from: shape.strokeEnd, changed: shape.strokeEnd != Double(newValue))
            shape.strokeEnd = Double(newValue)
            noteDrawingChange("CAShapeLayer.strokeEnd")
            action?()
        }
    }

    open var lineWidth: CGFloat {
        get { CGFloat(shape.lineWidth) }
        set {
            let action = implicitDrawingAction(forKey: "lineWidth", from: shape.lineWidth, changed: shape.lineWidth != Double(newValue))
            shape.lineWidth = Double(newValue)
            noteDrawingChange("CAShapeLayer.lineWidth")
            action?()
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
            let action = implicitDrawingAction(
                forKey: "lineDashPhase", from: shape.lineDashPhase, changed: shape.lineDashPhase != Double(newValue))
            shape.lineDashPhase = Double(newValue)
            noteDrawingChange("CAShapeLayer.lineDashPhase")
            action?()
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

// In an extension, so the class's vtable (which client modules compile against) is unchanged.
extension CAShapeLayer {
    /// A snapshot view's copy of this layer: a shape layer with the style as drawn at `time`
    /// (the model when nil), its animations left behind (View+Snapshot.swift).
    func snapshotCopy(at time: DrawingTime?) -> CAShapeLayer {
        let copy = CAShapeLayer(layer: self)
        copy.shape = presentedShape(at: time)
        return copy
    }
}
