import Foundation

/// `UIVisualEffectView`: a view that blurs what is behind it (its `effect`, a `UIBlurEffect`),
/// with its own subviews in `contentView`, drawn sharp over the blur. The view's layer carries
/// the blur in frames (`blur`, docs/protocol.md): the page draws it as a backdrop filter of
/// what was painted behind the view, inside its bounds and corners.
///
/// `effect` animates inside an animation block as on iOS 9 and later: from nil to a blur the
/// blur's strength grows (its radius and tint from nothing), from a blur to nil it fades out;
/// between two styles the new style shows at once. `UIVibrancyEffect` and other effects are
/// reported and draw nothing.
open class UIVisualEffectView: View {
    /// `contentView`: where the app adds what sits on the effect.
    public let contentView: View

    open var effect: UIVisualEffect? {
        didSet { effectDidChange() }
    }

    public init(effect: UIVisualEffect?) {
        contentView = View()
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    public override init(frame: CGRect) {
        contentView = View()
        super.init(frame: frame)
        setUp()
    }

    open override class var layerClass: AnyClass { BlurLayer.self }

    private func setUp() {
        contentView.role = "contentView"
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        effectDidChange()
    }

    /// The blur the layer draws, and its strength (1 with a blur, 0 without), animated by the
    /// block the change is made in.
    private func effectDidChange() {
        guard let blurLayer = layer as? BlurLayer else { return }
        if let blur = effect as? UIBlurEffect {
            blurLayer.blurStyle = blur.style
            blurLayer.setBlurStrength(1)
        } else {
            if let effect {
                Timeline.current?.noteUnmodelled("\(type(of: effect)) in a UIVisualEffectView (only UIBlurEffect is drawn)", on: self)
            }
            blurLayer.setBlurStrength(0)
        }
    }
}

/// The layer of a `UIVisualEffectView`: a blur style and its strength over time (0 none, 1
/// the style's full radius and tint), as a track so an animation block animates it like any
/// property. Its drawing fields carry the presented blur.
final class BlurLayer: CALayer {
    /// The style drawn; kept when the effect goes to nil so the blur fades out in it.
    var blurStyle: UIBlurEffect.Style? {
        didSet { drawingDidChange() }
    }
    fileprivate var strengthTrack = Track(0.0)

    override init() { super.init() }

    override init(layer: Any) {
        super.init(layer: layer)
        if let source = layer as? BlurLayer {
            blurStyle = source.blurStyle
            strengthTrack = Track(source.strengthTrack.model)
        }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func setBlurStrength(_ value: Double) {
        let old = strengthTrack.model
        guard old != value else { return }
        defer {
            // Once the strength changes over a run (the layer is on screen, or an animation
            // block animates it), frames evaluate the fields at their time; before, the model
            // value is cached as for any layer.
            if parentLayer != nil || !strengthTrack.animations.isEmpty, !surface.animatesDrawing {
                surface.animatesDrawing = true
            }
            drawingDidChange()
        }
        guard let timeline = Timeline.current else {
            changeTrack(\.blurStrengthTrack) { $0.setModel(value, at: nil) }
            return
        }
        timeline.propertyWillChange(self, \.blurStrengthTrack, name: "blurStrength", from: old, to: value)
        changeTrack(\.blurStrengthTrack) { $0.setModel(value, at: timeline.now) }
    }

    override func appendDrawingFields(to text: inout String, at time: DrawingTime?) {
        super.appendDrawingFields(to: &text, at: time)
        guard let style = blurStyle else { return }
        let strength = time.map { strengthTrack.value(at: $0.t, clocks: $0.clocks) } ?? strengthTrack.model
        guard strength > 0 else { return }
        let look = BlurLook.of(style)
        var tint = look.tint
        tint.alpha *= min(strength, 1)
        text += #","blur":{"style":""# + String(describing: style) + "\""
        text += #","radius":"# + LayerDrawing.number(look.radius * strength)
        text += #","tint":"# + LayerDrawing.color(tint) + "}"
    }
}

extension CALayer {
    /// A blur layer's strength track, as a key path from `CALayer` that animation blocks
    /// record changes through (`Timeline.propertyWillChange`); a constant 0 on other layers.
    var blurStrengthTrack: Track<Double> {
        get { (self as? BlurLayer)?.strengthTrack ?? Track(0.0) }
        set { (self as? BlurLayer)?.strengthTrack = newValue }
    }
}
