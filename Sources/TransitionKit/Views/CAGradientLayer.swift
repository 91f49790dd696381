import Foundation

/// Core Animation's `CAGradientLayer`: a gradient over the background, in the layer's shape.
/// Not drawn in frames yet (issue #22, phase 3): setting `colors` records a `not-modelled`
/// finding; the layer's background, border and corners draw.
open class CAGradientLayer: CALayer {
    private var gradient = GradientStyle()

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let source = layer as? CAGradientLayer { gradient = source.gradient }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `CGColor`s (as `[Any]`, Core Animation's type); `nil` by default.
    open var colors: [Any]? {
        get { gradient.colors }
        set {
            gradient.colors = newValue
            if let newValue, !newValue.isEmpty { note("CAGradientLayer.colors (gradients are not drawn yet)") }
        }
    }

    /// Stops in 0…1; `nil` spreads the colours evenly.
    open var locations: [NSNumber]? {
        get { gradient.locations }
        set { gradient.locations = newValue }
    }

    /// (0.5, 0) by default, in the unit square of the bounds.
    open var startPoint: CGPoint {
        get { gradient.startPoint }
        set { gradient.startPoint = newValue }
    }

    /// (0.5, 1) by default.
    open var endPoint: CGPoint {
        get { gradient.endPoint }
        set { gradient.endPoint = newValue }
    }

    open var type: CAGradientLayerType {
        get { gradient.type }
        set { gradient.type = newValue }
    }
}

/// A gradient layer's style, with Core Animation's defaults.
struct GradientStyle {
    var colors: [Any]?
    var locations: [NSNumber]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    var type = CAGradientLayerType.axial
}
