import Foundation

/// The render state of a view (UIKit's `CALayer`): geometry, transform, opacity, corners and
/// clipping, each kept as a track over virtual time so any frame can be evaluated later.
///
/// Reads return the model value (what UIKit code sees); writes inside an animation block are
/// recorded as animations by the current `Timeline`.
public final class Layer {
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
    /// The view this layer backs: its superview's layer is the superlayer whose time this
    /// layer's animations run in.
    weak var hostView: View?

    /// Grows with every change to one of this layer's tracks. Every change goes through
    /// `changeTrack`, which bumps it; an evaluation plan is valid while the sum over its layers
    /// is what it was built at (`EvaluationPlanCache`). Per layer, not global, so one run's
    /// changes never make another run rebuild its plans.
    @exclusivity(unchecked) private(set) var trackVersion: UInt64 = 0

    /// What the layer draws besides its background: set when the view is made, never animated.
    /// Read on every frame; written only while a scene is built, never during evaluation, so
    /// the runtime exclusivity check (measurable at ~50 layers × 1000 frames/s) is skipped.
    @exclusivity(unchecked) public internal(set) var content: LayerContent = .none

    init() {
        id = Timeline.current?.makeLayerID() ?? 0
    }

    /// A layer with a given id: `presentation()`'s copy keeps the original's.
    init(id: Int) {
        self.id = id
    }

    // MARK: Geometry

    public var position: CGPoint {
        get { positionTrack.model }
        set { set(\.positionTrack, newValue, "position") }
    }

    public var bounds: CGRect {
        get { boundsTrack.model }
        set { set(\.boundsTrack, newValue, "bounds") }
    }

    public var anchorPoint: CGPoint {
        get { anchorPointTrack.model }
        set { set(\.anchorPointTrack, newValue, "anchorPoint") }
    }

    public var transform: Transform3D {
        get { transformTrack.model }
        set { set(\.transformTrack, newValue, "transform") }
    }

    /// Applied to every sublayer about this layer's anchor point; `m34` here gives the
    /// sublayers a shared perspective (the Kodeco flip sets it on the container).
    public var sublayerTransform: Transform3D {
        get { sublayerTransformTrack.model }
        set { set(\.sublayerTransformTrack, newValue, "sublayerTransform") }
    }

    public var zPosition: Double {
        get { zPositionTrack.model }
        set { set(\.zPositionTrack, newValue, "zPosition") }
    }

    // MARK: Appearance

    public var opacity: Double {
        get { opacityTrack.model }
        set { set(\.opacityTrack, newValue, "opacity") }
    }

    public var cornerRadius: Double {
        get { cornerRadiusTrack.model }
        set { set(\.cornerRadiusTrack, newValue, "cornerRadius") }
    }

    public var backgroundColor: Color {
        get { backgroundColorTrack.model }
        set { set(\.backgroundColorTrack, newValue, "backgroundColor") }
    }

    public var borderWidth: Double {
        get { borderWidthTrack.model }
        set { set(\.borderWidthTrack, newValue, "borderWidth") }
    }

    public var borderColor: Color {
        get { borderColorTrack.model }
        set { set(\.borderColorTrack, newValue, "borderColor") }
    }

    /// Not animatable in UIKit: a change shows at once, even inside an animation block.
    public var isHidden: Bool {
        get { isHiddenTrack.model }
        set { changeTrack(\.isHiddenTrack) { $0.set(newValue, at: Timeline.current?.now) } }
    }

    public var masksToBounds: Bool {
        get { masksToBoundsTrack.model }
        set { changeTrack(\.masksToBoundsTrack) { $0.set(newValue, at: Timeline.current?.now) } }
    }

    // MARK: Frame, as CALayer derives it

    /// The anchor point in the layer's own (bounds) coordinates. Layer geometry reads the
    /// stored origin and size (not CoreGraphics' standardized edges), as it always has.
    var anchorInBounds: CGPoint {
        let b = bounds
        let a = anchorPoint
        return CGPoint(x: b.origin.x + a.x * b.size.width, y: b.origin.y + a.y * b.size.height)
    }

    /// The bounding box of the transformed bounds in the superlayer, as `CALayer.frame`.
    public var frame: CGRect {
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
            bounds = b
            position = CGPoint(
                x: newValue.origin.x + a.x * newValue.size.width - (t.isIdentity ? 0 : t.m41),
                y: newValue.origin.y + a.y * newValue.size.height - (t.isIdentity ? 0 : t.m42))
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
        timeline.propertyWillChange(self, keyPath, name: name, from: old, to: value)
        changeTrack(keyPath) { $0.setModel(value, at: timeline.now) }
    }

    /// The one way a track changes (a model value set, an animation added): see `trackVersion`.
    func changeTrack<T>(_ keyPath: ReferenceWritableKeyPath<Layer, T>, _ change: (inout T) -> Void) {
        Timeline.current?.noteViewChange()
        trackVersion &+= 1
        change(&self[keyPath: keyPath])
    }
}

extension CGAffineTransform {
    var withoutTranslation: CGAffineTransform { CGAffineTransform(a: a, b: b, c: c, d: d, tx: 0, ty: 0) }
}
