import Foundation

/// Core Animation's `CAShapeLayer`: a layer that fills and strokes a path in its own
/// coordinates. The path is not drawn in frames yet (issue #22, phase 3): setting one
/// records a `not-modelled` finding; the layer's own background, border and corners draw.
open class CAShapeLayer: CALayer {
    private var shape = ShapeStyle()

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let source = layer as? CAShapeLayer { shape = source.shape }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `nil` by default: nothing is drawn.
    open var path: CGPath? {
        get { shape.path }
        set {
            shape.path = newValue
            if newValue != nil { note("CAShapeLayer.path (shape layers' paths are not drawn yet)") }
        }
    }

    /// Opaque black by default, as Core Animation's.
    open var fillColor: CGColor? {
        get { shape.fillColor }
        set { shape.fillColor = newValue }
    }

    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule }
        set { shape.fillRule = newValue }
    }

    /// `nil` by default: no stroke.
    open var strokeColor: CGColor? {
        get { shape.strokeColor }
        set { shape.strokeColor = newValue }
    }

    open var strokeStart: CGFloat {
        get { CGFloat(shape.strokeStart) }
        set { shape.strokeStart = Double(newValue) }
    }

    open var strokeEnd: CGFloat {
        get { CGFloat(shape.strokeEnd) }
        set { shape.strokeEnd = Double(newValue) }
    }

    open var lineWidth: CGFloat {
        get { CGFloat(shape.lineWidth) }
        set { shape.lineWidth = Double(newValue) }
    }

    open var miterLimit: CGFloat {
        get { CGFloat(shape.miterLimit) }
        set { shape.miterLimit = Double(newValue) }
    }

    open var lineCap: CAShapeLayerLineCap {
        get { shape.lineCap }
        set { shape.lineCap = newValue }
    }

    open var lineJoin: CAShapeLayerLineJoin {
        get { shape.lineJoin }
        set { shape.lineJoin = newValue }
    }

    open var lineDashPhase: CGFloat {
        get { CGFloat(shape.lineDashPhase) }
        set { shape.lineDashPhase = Double(newValue) }
    }

    /// `nil` by default: a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern }
        set { shape.lineDashPattern = newValue }
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
