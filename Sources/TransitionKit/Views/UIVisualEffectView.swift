import Foundation

/// `UIVisualEffectView`: a view that blurs what is behind it (its `effect`, a `UIBlurEffect`),
/// with its own subviews in `contentView`, drawn sharp over the blur. The view's layer carries
/// the blur in frames (`blur`, docs/protocol.md): the page draws it as a backdrop filter of
/// what was painted behind the view, inside its bounds and corners.
///
/// `effect` animates inside an animation block or a property animator as on iOS 9 and later:
/// from nil to a blur the blur's strength grows (its radius and tint from nothing), from a blur
/// to nil it fades out, and from one style to another the radius and tint blend on the block's
/// curve (`BlurAppearance`). `UIVibrancyEffect` and other effects are
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

    /// The blur the layer draws (none without a `UIBlurEffect`), animated by the block the
    /// change is made in.
    private func effectDidChange() {
        guard let blurLayer = layer as? BlurLayer else { return }
        if let blur = effect as? UIBlurEffect {
            blurLayer.setBlur(blur.style)
        } else {
            if let effect {
                Timeline.current?.noteUnmodelled("\(type(of: effect)) in a UIVisualEffectView (only UIBlurEffect is drawn)", on: self)
            }
            blurLayer.setBlur(nil)
        }
    }
}

/// The layer of a `UIVisualEffectView`: the blur's appearance (radius and tint) as a track, so
/// an animation block or a property animator animates an `effect` change like any property —
/// in, out, or from one style to another — and the style it shows, as of each change. Its
/// drawing fields carry the presented blur.
final class BlurLayer: CALayer {
    /// The style named in frames, from its change on; a change to nil keeps the style the
    /// blur fades out in.
    private var styleTrack = ModelTrack<UIBlurEffect.Style?>(nil)
    fileprivate var appearanceTrack = Track(BlurAppearance(radius: 0, tint: .clear))

    override init() { super.init() }

    override init(layer: Any) {
        super.init(layer: layer)
        if let source = layer as? BlurLayer {
            styleTrack = ModelTrack(source.styleTrack.model)
            appearanceTrack = Track(source.appearanceTrack.model)
        }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows `style`'s blur, or none, animated by the block the change is made in.
    func setBlur(_ style: UIBlurEffect.Style?) {
        let styleChanged = style != nil && style != styleTrack.model
        if let style, styleChanged { styleTrack.set(style, at: Timeline.current?.now) }
        var old = appearanceTrack.model
        let new = style.map(BlurAppearance.init) ?? .none(like: old)
        // Coming in from none: none in the colour of the blur that comes, so only its
        // strength grows.
        if !old.isVisible { old = .none(like: new) }
        guard old != new || styleChanged else { return }
        defer {
            // Once the blur changes over a run (the layer is on screen, or an animation block
            // animates it), frames evaluate the fields at their time; before, the model value
            // is cached as for any layer.
            if parentLayer != nil || !appearanceTrack.animations.isEmpty, !surface.animatesDrawing {
                surface.animatesDrawing = true
            }
            drawingDidChange()
        }
        guard let timeline = Timeline.current else {
            changeTrack(\.blurAppearanceTrack) { $0.setModel(new, at: nil) }
            return
        }
        timeline.propertyWillChange(self, \.blurAppearanceTrack, name: "blur", from: old, to: new)
        changeTrack(\.blurAppearanceTrack) { $0.setModel(new, at: timeline.now) }
    }

    override func appendDrawingFields(to text: inout String, at time: DrawingTime?) {
        super.appendDrawingFields(to: &text, at: time)
        let style = time.map { styleTrack.value(at: $0.t) } ?? styleTrack.model
        guard let style else { return }
        let presented = time.map { appearanceTrack.value(at: $0.t, clocks: $0.clocks) } ?? appearanceTrack.model
        let look = presented.clamped
        guard look.isVisible else { return }
        text += #","blur":{"style":""# + String(describing: style) + "\""
        text += #","radius":"# + LayerDrawing.number(look.radius)
        text += #","tint":"# + LayerDrawing.color(look.tint) + "}"
    }
}

extension CALayer {
    /// A blur layer's appearance track, as a key path from `CALayer` that animation blocks
    /// record changes through (`Timeline.propertyWillChange`); a constant none on other layers.
    var blurAppearanceTrack: Track<BlurAppearance> {
        get { (self as? BlurLayer)?.appearanceTrack ?? Track(BlurAppearance(radius: 0, tint: .clear)) }
        set { (self as? BlurLayer)?.appearanceTrack = newValue }
    }
}
