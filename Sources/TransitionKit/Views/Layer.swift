import Foundation

/// The engine's name for Core Animation's layer: its own code says `Layer`.
public typealias Layer = CALayer

/// Core Animation's `CALayer`, declared under its name (the QuartzCore module re-exports this
/// one class): the render state of a view — its backing layer — or of a bare layer an app
/// makes, and a node of the layer tree that frames are built from (`CALayer+Tree.swift`).
/// Geometry, transform, opacity, corners, border and clipping are kept as tracks over virtual
/// time, so any frame can be evaluated later.
///
/// Reads return the model value (what app code sees); writes inside an animation block are
/// recorded as animations by the current `Timeline`. Open, as on iOS: apps subclass it
/// (`CAShapeLayer`, their own layers). Not an `NSObject` (docs/engine.md, "Foundation").
open class CALayer {
    /// Stable within a run; the wire format and golden files refer to layers by it.
    public let id: Int

    var positionTrack = Track(CGPoint.zero)
    var boundsTrack = Track(CGRect.zero)
    var anchorPointTrack = Track(CGPoint(x: 0.5, y: 0.5))
    var transformTrack = Track(Transform3D.identity)
    var sublayerTransformTrack = Track(Transform3D.identity)
    var zPositionTrack = Track(0.0)
    var opacityTrack = Track(1.0)
    var cornerRadiusTrack = Track(0.0)
    var backgroundColorTrack = Track(Color.clear)
    var borderWidthTrack = Track(0.0)
    var borderColorTrack = Track(Color.black)
    var isHiddenTrack = ModelTrack(false)
    var masksToBoundsTrack = ModelTrack(false)
    /// The layer's own `CAMediaTiming` (speed, timeOffset, beginTime) over virtual time, and
    /// the animations added with `add(_:forKey:)` (CoreAnimation/Layer+Animations.swift).
    var mediaTimingTrack = ModelTrack(LayerMediaTiming())
    var addedAnimations: [AddedAnimation] = []
    /// Explicit animations of the drawing properties (path, shadow, gradient …), by key path.
    var drawingAnimations = DrawingAnimations()

    /// Grows with every change to one of this layer's tracks. Every change goes through
    /// `changeTrack`, which bumps it; an evaluation plan is valid while the sum over its layers
    /// is what it was built at (`EvaluationPlanCache`). Per layer, not global, so one run's
    /// changes never make another run rebuild its plans.
    @exclusivity(unchecked) private(set) var trackVersion: UInt64 = 0

    /// What the layer draws besides its background: set when the view is made, never animated;
    /// a change during the run is versioned (CALayer+ContentHistory.swift).
    /// Read on every frame; written only while a scene is built, never during evaluation, so
    /// the runtime exclusivity check (measurable at ~50 layers × 1000 frames/s) is skipped.
    @exclusivity(unchecked) public internal(set) var content: LayerContent = .none {
        didSet {
            keepCommittedContent(oldValue)
            contentDidChange(from: oldValue)
        }
    }
    /// The content the last commit showed, kept while this turn changes it: a transition
    /// added after the change still starts from it (CoreAnimation/ContentTransition.swift).
    var committedContent: (turn: Int, content: LayerContent)?

    // The layer tree (CALayer+Tree.swift).
    /// The sublayers, back to front.
    var sublayerList: [CALayer] = []
    weak var parentLayer: CALayer?
    /// The view this layer backs, if any: its role names the layer in frames, and a snapshot
    /// copies it as a view. The only link from a layer to its view; layer timing does not use
    /// it (it walks the layer tree, `LayerTimeChain`).
    weak var backingView: View?
    /// The layer this one masks (`mask`), which holds it.
    weak var maskedLayer: CALayer?
    /// The run-loop turn in which the layer first joined a layer tree: committed at that
    /// turn's end, it makes implicit actions from the next (CoreAnimation/ImplicitActions.swift).
    var joinedTreeTurn: Int?

    /// The properties Core Animation has that frames do not show yet (CALayer+Surface.swift).
    var surface = LayerSurface() { didSet { drawingDidChange() } }

    /// This layer's drawing fields as frames write them (Frames/LayerDrawing.swift), kept
    /// until a drawing property changes, with the mask chain's track versions they were made
    /// at (a mask's geometry is part of them).
    private var drawingCache: (fields: [UInt8], stamp: UInt64)?

    /// Provides actions and layout; a view is its backing layer's delegate.
    public weak var delegate: (any CALayerDelegate)?

    /// `CALayer()`.
    public init() {
        id = Timeline.current?.makeLayerID() ?? 0
    }

    /// `init(layer:)`: Core Animation makes shadow copies of layers with it (the presentation
    /// layer); a subclass overrides it to copy its own properties. Copies the model values
    /// of `layer` when it is a `CALayer` (not its sublayers, animations or superlayer).
    public init(layer: Any) {
        id = Timeline.current?.makeLayerID() ?? 0
        if let source = layer as? CALayer { copyModel(of: source) }
    }

    /// `init?(coder:)`: required, as on iOS, so a subclass with its own initializer declares
    /// it as Xcode writes it. Decodes nothing (there are no archives).
    public required init?(coder: NSCoder) {
        id = Timeline.current?.makeLayerID() ?? 0
    }

    /// A layer with a given id: `presentation()`'s copy keeps the original's.
    init(id: Int) {
        self.id = id
    }

    // MARK: Geometry

    open var position: CGPoint {
        get { positionTrack.model }
        set { set(\.positionTrack, newValue, "position") }
    }

    open var bounds: CGRect {
        get { boundsTrack.model }
        set {
            let resized = newValue.size != boundsTrack.model.size
            set(\.boundsTrack, newValue, "bounds")
            if resized { boundsDidResize() }
        }
    }

    open var anchorPoint: CGPoint {
        get { anchorPointTrack.model }
        set { set(\.anchorPointTrack, newValue, "anchorPoint") }
    }

    open var transform: Transform3D {
        get { transformTrack.model }
        set { set(\.transformTrack, newValue, "transform") }
    }

    /// Applied to every sublayer about this layer's anchor point; `m34` here gives the
    /// sublayers a shared perspective (the Kodeco flip sets it on the container).
    open var sublayerTransform: Transform3D {
        get { sublayerTransformTrack.model }
        set { set(\.sublayerTransformTrack, newValue, "sublayerTransform") }
    }

    open var zPosition: CGFloat {
        get { CGFloat(zPositionTrack.model) }
        set { set(\.zPositionTrack, Double(newValue), "zPosition") }
    }

    // MARK: Appearance

    /// `Float`, as Core Animation declares it. `UIView.alpha` (a `CGFloat`) writes the same
    /// track without going through `Float` (`opacityValue`), so views keep their exact values.
    open var opacity: Float {
        get { Float(opacityTrack.model) }
        set { opacityValue = Double(newValue) }
    }

    /// The opacity track's model value at full precision (views' `alpha`).
    final var opacityValue: Double {
        get { opacityTrack.model }
        set { set(\.opacityTrack, newValue, "opacity") }
    }

    open var cornerRadius: CGFloat {
        get { CGFloat(cornerRadiusTrack.model) }
        set { set(\.cornerRadiusTrack, Double(newValue), "cornerRadius") }
    }

    /// `nil` by default; drawn behind the contents and sublayers. Read back as a colour with
    /// the model's components (`nil` while the model is fully transparent black, the default).
    open var backgroundColor: CGColor? {
        get { backgroundRGBA == .clear ? nil : CGColor(backgroundRGBA) }
        set { backgroundRGBA = newValue?.rgba ?? .clear }
    }

    /// The background track's model value (views' `backgroundColor`).
    final var backgroundRGBA: Color {
        get { backgroundColorTrack.model }
        set { set(\.backgroundColorTrack, newValue, "backgroundColor") }
    }

    open var borderWidth: CGFloat {
        get { CGFloat(borderWidthTrack.model) }
        set { set(\.borderWidthTrack, Double(newValue), "borderWidth") }
    }

    /// Opaque black by default, as Core Animation's; `nil` draws no border.
    open var borderColor: CGColor? {
        get { borderColorTrack.model == .clear ? nil : CGColor(borderColorTrack.model) }
        set { borderRGBA = newValue?.rgba ?? .clear }
    }

    final var borderRGBA: Color {
        get { borderColorTrack.model }
        set { set(\.borderColorTrack, newValue, "borderColor") }
    }

    /// Not animatable in UIKit: a change shows at once, even inside an animation block.
    open var isHidden: Bool {
        get { isHiddenTrack.model }
        set { changeTrack(\.isHiddenTrack) { $0.set(newValue, at: Timeline.current?.now) } }
    }

    open var masksToBounds: Bool {
        get { masksToBoundsTrack.model }
        set { changeTrack(\.masksToBoundsTrack) { $0.set(newValue, at: Timeline.current?.now) } }
    }

    // MARK: Drawing and layout, overridden by subclasses

    /// Core Animation's display cycle, without drawing: `display()` asks the delegate's
    /// `display(_:)`; nothing is rasterized (CALayer+Surface.swift).
    /// Appends this layer's drawing fields (`,"key":value` each); subclasses add theirs.
    /// `time` is nil for the model values, else the frame's time: each property's
    /// presentation value then (DrawingAnimations.swift).
    func appendDrawingFields(to text: inout String, at time: DrawingTime?) { appendSurfaceFields(to: &text, at: time) }

    /// Forgets the cached drawing fields, this layer's and the layer it masks.
    func drawingDidChange() {
        drawingCache = nil
        maskedLayer?.drawingDidChange()
    }

    /// The drawing fields, cached; empty for a layer that uses none.
    var drawingFields: [UInt8] { drawingFields(at: nil) }

    /// The drawing fields at wall time `t`: the cached model fields for a layer whose drawing
    /// does not animate, else the presentation values evaluated now. One walk of the mask
    /// chain serves both the cache's stamp and the check for animations (reading `surface`
    /// copies it: frames read it once per layer, as they did before drawing animations).
    func drawingFields(at t: Double, clocks: ClockTable) -> [UInt8] {
        drawingFields(at: (t, clocks))
    }

    private func drawingFields(at time: (t: Double, clocks: ClockTable)?) -> [UInt8] {
        var stamp: UInt64 = 0
        // `surface` read once per layer (with its observer, a read copies it), and the flag
        // lives there rather than in `drawingAnimations`: each class property read costs a
        // dynamic exclusivity check.
        let own = surface
        var animated = own.animatesDrawing
        var mask = own.mask
        while let m = mask {
            stamp &+= m.trackVersion &+ 1
            let next = m.surface
            if next.animatesDrawing { animated = true }
            mask = next.mask
        }
        if animated, let time {
            return LayerDrawing.fields(of: self, at: DrawingTime(t: time.t, clocks: time.clocks, layer: self))
        }
        if let cache = drawingCache, cache.stamp == stamp { return cache.fields }
        let fields = LayerDrawing.fields(of: self, at: nil)
        drawingCache = (fields, stamp)
        return fields
    }

    open func display() {
        surface.needsDisplay = false
        delegate?.display(self)
    }

    /// Called when the layer's bounds change size and by `layoutIfNeeded()`; the default asks
    /// the delegate (`layoutSublayers(of:)`). Subclasses (gradient and shape layers in apps)
    /// override it to fit their sublayers and paths.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Core Animation's search for an action (`action(forKey:)`): the delegate's answer, else
    /// the `actions` dictionary, else the class's default. `NSNull` means "no action".
    open func action(forKey event: String) -> (any CAAction)? {
        if let delegate, let answer = delegate.action(for: self, forKey: event) { return answer }
        if let action = actions?[event] { return action }
        return Self.defaultAction(forKey: event)
    }

    /// The class's default action for `event`: none, as `CALayer`'s. A subclass overrides it
    /// to give its own; with none found, a standalone layer's property change makes Core
    /// Animation's implicit animation (CoreAnimation/ImplicitActions.swift).
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// The default value of a property, as `defaultValue(forKey:)` reports it.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether a point in the layer's coordinates is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    // MARK: Frame, as CALayer derives it

    /// The anchor point in the layer's own (bounds) coordinates. Layer geometry reads the
    /// stored origin and size (not CoreGraphics' standardized edges), as it always has.
    var anchorInBounds: CGPoint {
        let b = bounds
        let a = anchorPoint
        return CGPoint(x: b.origin.x + a.x * b.size.width, y: b.origin.y + a.y * b.size.height)
    }

    /// The bounding box of the transformed bounds in the superlayer, as `CALayer.frame`.
    open var frame: CGRect {
        get {
            let b = bounds.size
            let a = anchorPoint
            let p = position
            let local = CGRect(x: -a.x * b.width, y: -a.y * b.height, width: b.width, height: b.height)
            let t = transform
            var box = t.isIdentity ? local : local.applying(t.affine.withoutTranslation)
            let shift = t.isIdentity ? CGPoint.zero : CGPoint(x: t.m41, y: t.m42)
            box.origin.x += p.x + shift.x
            box.origin.y += p.y + shift.y
            return box
        }
        set {
            // CALayer keeps the transform and solves for bounds and position: the bounds size
            // is the frame's size mapped back through the transform, and the anchor lands on
            // the frame's matching point. With a scale transform, setting the frame therefore
            // moves the centre and leaves the bounds as they are when the sizes match (the
            // Flower detail push relies on this).
            let t = transform
            var size = newValue.size
            if !t.isIdentity {
                let inverse = t.affine.withoutTranslation.inverted()
                size = CGRect(origin: .zero, size: newValue.size).applying(inverse).size
            }
            let a = anchorPoint
            var b = bounds
            b.size = size
            // One change for key-value observers, not a half-set frame between the two.
            Timeline.current.batchingKeyValueChanges {
                bounds = b
                position = CGPoint(
                    x: newValue.origin.x + a.x * newValue.size.width - (t.isIdentity ? 0 : t.m41),
                    y: newValue.origin.y + a.y * newValue.size.height - (t.isIdentity ? 0 : t.m42))
            }
        }
    }

    // MARK: Recording

    private func set<V: Animatable>(_ keyPath: ReferenceWritableKeyPath<Layer, Track<V>>, _ value: V, _ name: String) {
        let old = self[keyPath: keyPath].model
        guard old != value else { return }
        guard let timeline = Timeline.current else {
            changeTrack(keyPath) { $0.setModel(value, at: nil) }
            return
        }
        // A view's layer animates in UIKit's animation blocks; a standalone layer makes Core
        // Animation's implicit action instead, blocks or not (ImplicitActions.swift).
        let implicit = implicitAction(forKey: name, track: keyPath, in: timeline)
        if backingView != nil { timeline.propertyWillChange(self, keyPath, name: name, from: old, to: value) }
        changeTrack(keyPath) { $0.setModel(value, at: timeline.now) }
        implicit?()
    }

    /// The one way a track changes (a model value set, an animation added): see `trackVersion`.
    /// Key-value observers hear of it once it is made (Observing/KeyValueObserving.swift).
    func changeTrack<T>(_ keyPath: ReferenceWritableKeyPath<Layer, T>, _ change: (inout T) -> Void) {
        let timeline = Timeline.current
        timeline?.noteViewChange()
        trackVersion &+= 1
        change(&self[keyPath: keyPath])
        if let timeline, timeline.keyValueBatchDepth == 0 { timeline.notifyKeyValueObservers() }
    }
}

extension CGAffineTransform {
    var withoutTranslation: CGAffineTransform { CGAffineTransform(a: a, b: b, c: c, d: d, tx: 0, ty: 0) }
}
