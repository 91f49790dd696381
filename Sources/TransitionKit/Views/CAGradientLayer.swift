import Foundation

/// Core Animation's `CAGradientLayer`: a gradient over the background, in the layer's shape.
/// Frames carry it (`gradient`, docs/protocol.md) as its value when the frame is evaluated:
/// a change once the run has started is reported.
open class CAGradientLayer: CALayer {
    private var gradient = GradientStyle() { didSet { drawingDidChange() } }

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let source = layer as? CAGradientLayer { gradient = source.gradient }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func appendDrawingFields(to text: inout String, at time: DrawingTime?) {
        super.appendDrawingFields(to: &text, at: time)
        let gradient = presentedGradient(at: time)
        let colors = (gradient.colors ?? []).compactMap(Self.rgba)
        guard !colors.isEmpty else { return }
        text += #","gradient":{"type":""# + gradient.type.rawValue + "\""
        text += #","colors":["# + colors.map(LayerDrawing.color).joined(separator: ",") + "]"
        if let locations = gradient.locations, locations.count == colors.count {
            text += #","locations":["# + locations.map { LayerDrawing.number($0.doubleValue) }.joined(separator: ",") + "]"
        }
        text += #","start":"# + LayerDrawing.point(gradient.startPoint)
        text += #","end":"# + LayerDrawing.point(gradient.endPoint) + "}"
    }

    /// The gradient with its animations at `time` applied (the model when nil).
    private func presentedGradient(at time: DrawingTime?) -> GradientStyle {
        var g = gradient
        guard let time, drawingAnimations.animates(DrawingKey.gradient) else { return g }
        let a = drawingAnimations
        if a.animates(DrawingKey.colors.bit) {
            let colors = ValueList((g.colors ?? []).compactMap(Self.rgba).map(DrawingColor.init))
            let presentedColors = a.value(.colors, colors, at: time)
            if presentedColors.items.map(\.rgba) != colors.items.map(\.rgba) {
                g.colors = presentedColors.items.map { CGColor($0.rgba) }
            }
        }
        if a.animates(DrawingKey.locations.bit) {
            let locations = ValueList((g.locations ?? []).map(\.doubleValue))
            let presentedLocations = a.value(.locations, locations, at: time)
            if presentedLocations.items != locations.items {
                g.locations = presentedLocations.items.map { NSNumber(value: $0) }
            }
        }
        g.startPoint = a.value(.startPoint, g.startPoint, at: time)
        g.endPoint = a.value(.endPoint, g.endPoint, at: time)
        return g
    }

    /// A colour as apps put them in `colors`: a `CGColor` (or a `UIColor`, which draws too).
    static func rgba(_ value: Any) -> Color? {
        if let color = value as? CGColor { return color.rgba }
        if let color = value as? UIColor { return color.rgba }
        return nil
    }

    /// `CGColor`s (as `[Any]`, Core Animation's type); `nil` by default.
    open var colors: [Any]? {
        get { gradient.colors }
        set {
            let action = implicitDrawingAction(forKey: "colors", from: gradient.colors, changed: true)
            gradient.colors = newValue
            noteDrawingChange("CAGradientLayer.colors")
            action?()
        }
    }

    /// Stops in 0…1; `nil` spreads the colours evenly.
    open var locations: [NSNumber]? {
        get { gradient.locations }
        set {
            let action = implicitDrawingAction(forKey: "locations", from: gradient.locations, changed: true)
            gradient.locations = newValue
            noteDrawingChange("CAGradientLayer.locations")
            action?()
        }
    }

    /// (0.5, 0) by default, in the unit square of the bounds.
    open var startPoint: CGPoint {
        get { gradient.startPoint }
        set {
            let action = implicitDrawingAction(forKey: "startPoint", from: gradient.startPoint, changed: gradient.startPoint != newValue)
            gradient.startPoint = newValue
            noteDrawingChange("CAGradientLayer.startPoint")
            action?()
        }
    }

    /// (0.5, 1) by default.
    open var endPoint: CGPoint {
        get { gradient.endPoint }
        set {
            let action = implicitDrawingAction(forKey: "endPoint", from: gradient.endPoint, changed: gradient.endPoint != newValue)
            gradient.endPoint = newValue
            noteDrawingChange("CAGradientLayer.endPoint")
            action?()
        }
    }

    open var type: CAGradientLayerType {
        get { gradient.type }
        set {
            gradient.type = newValue
            noteDrawingChange("CAGradientLayer.type")
        }
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

// In an extension, so the class's vtable (which client modules compile against) is unchanged.
extension CAGradientLayer {
    /// A snapshot view's copy of this layer: a gradient layer with the gradient as drawn at
    /// `time` (the model when nil), its animations left behind (View+Snapshot.swift).
    func snapshotCopy(at time: DrawingTime?) -> CAGradientLayer {
        let copy = CAGradientLayer(layer: self)
        copy.gradient = presentedGradient(at: time)
        return copy
    }
}
