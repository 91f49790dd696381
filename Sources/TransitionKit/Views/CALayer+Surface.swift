import Foundation

/// What a layer holds besides its tracks: the rest of `CALayer`'s surface. Shadows, masks,
/// `maskedCorners` and `isDoubleSided` are drawn (frames carry them: Frames/LayerDrawing.swift)
/// as their value when the frame is evaluated — they are not tracks — so changing one once
/// the run has started records a `not-modelled` finding (`noteDrawingChange`). The others
/// are not drawn: setting one to a value that would change a frame on a phone records a
/// `not-modelled` finding (`CALayer.note(_:)`), never a silent difference.
struct LayerSurface {
    var name: String?
    var mask: CALayer?
    var isDoubleSided = true
    var anchorPointZ = 0.0
    var maskedCorners = CACornerMask.all
    var cornerCurve = CALayerCornerCurve.circular
    var shadowColor: CGColor? = CGColor.black
    var shadowOpacity: Float = 0
    var shadowRadius = 3.0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowPath: CGPath?
    var contents: Any?
    var contentsGravity = CALayerContentsGravity.resize
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsScale = 1.0
    var allowsEdgeAntialiasing = false
    var allowsGroupOpacity = true
    var shouldRasterize = false
    var rasterizationScale = 1.0
    var isOpaque = false
    var isGeometryFlipped = false
    var actions: [String: any CAAction]?
    var needsDisplay = false
    var needsLayout = false
    var needsDisplayOnBoundsChange = false
    /// The layer has explicit animations of drawing properties (`CALayer.drawingAnimations`):
    /// its frames evaluate its drawing fields at each frame's time.
    var animatesDrawing = false
    /// The layer's content versions over the run, when it changed after the start: from each
    /// time on, the version (an index into the timeline's `ContentVersions`) frames show.
    var contentChanges: [(time: Double, version: Int)] = []
}

/// `CAAction`: what a layer runs for an event (`action(forKey:)`). `NSNull` is one, meaning
/// "nothing", as apps use it to turn an implicit animation off.
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// `CALayerDelegate`: every method optional, as Core Animation's informal protocol. A view is
/// its backing layer's delegate, as on iOS. (`draw(_:in:)` needs a `CGContext`, which the
/// engine does not have: nothing is rasterized.)
public protocol CALayerDelegate: NSObjectProtocol {
    func display(_ layer: CALayer)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

extension CALayer {
    /// Records that a property the frames do not show yet was given a value that shows on a
    /// phone. A property set carries no place in the app's code (Swift has no defaulted
    /// `#line` for a setter), so the finding names the layer (`role#id`) and the run's time.
    func note(_ feature: String) {
        Timeline.current?.noteUnmodelled(feature, on: self)
    }

    /// Records that a drawn property that is not a track (a path, a shadow, a mask, a
    /// gradient…) changed after the start of the run: frames show one value throughout, the
    /// latest, where a phone would change it at that moment.
    func noteDrawingChange(_ property: String) {
        // A layer not yet in a tree (being configured before it is added) changes nothing drawn.
        guard parentLayer != nil || maskedLayer != nil, let timeline = Timeline.current, timeline.now > 0 else { return }
        timeline.noteUnmodelled("\(property) changed during the run (frames show its latest value throughout)", on: self)
    }

    // MARK: Identity

    /// The layer's name; a bare layer's role in frames (docs/protocol.md).
    public var name: String? {
        get { surface.name }
        set {
            surface.name = newValue
            if parentLayer != nil { Timeline.current?.hierarchyDidChange() }
        }
    }

    // MARK: Geometry not drawn yet

    /// Back faces of layers turned away are culled: frames say `doubleSided: false`.
    public var isDoubleSided: Bool {
        get { surface.isDoubleSided }
        set {
            surface.isDoubleSided = newValue
            noteDrawingChange("CALayer.isDoubleSided")
        }
    }

    public var anchorPointZ: CGFloat {
        get { CGFloat(surface.anchorPointZ) }
        set {
            surface.anchorPointZ = Double(newValue)
            if newValue != 0 { note("CALayer.anchorPointZ (taken as 0)") }
        }
    }

    public var isGeometryFlipped: Bool {
        get { surface.isGeometryFlipped }
        set {
            surface.isGeometryFlipped = newValue
            if newValue { note("CALayer.isGeometryFlipped (sublayers are not flipped)") }
        }
    }

    // MARK: Corners

    /// Which corners `cornerRadius` rounds: all by default (frames send `maskedCorners`).
    public var maskedCorners: CACornerMask {
        get { surface.maskedCorners }
        set {
            surface.maskedCorners = newValue
            noteDrawingChange("CALayer.maskedCorners")
        }
    }

    /// Frames draw circular corners.
    public var cornerCurve: CALayerCornerCurve {
        get { surface.cornerCurve }
        set {
            surface.cornerCurve = newValue
            if newValue != .circular { note("CALayer.cornerCurve .\(newValue.rawValue) (corners are drawn circular)") }
        }
    }

    // MARK: Mask

    /// A layer whose alpha masks this one and its sublayers; frames send it (`mask`), and the
    /// page clips to it.
    public var mask: CALayer? {
        get { surface.mask }
        set {
            surface.mask?.maskedLayer = nil
            newValue?.detachFromSuperlayer()
            surface.mask = newValue
            newValue?.maskedLayer = self
            newValue?.noteJoinedTree()
            noteDrawingChange("CALayer.mask")
        }
    }

    // MARK: Shadow

    /// Opaque black by default, as Core Animation's.
    public var shadowColor: CGColor? {
        get { surface.shadowColor }
        set {
            let action = implicitDrawingAction(
                forKey: "shadowColor", from: surface.shadowColor ?? CGColor(Color.clear), changed: surface.shadowColor != newValue)
            surface.shadowColor = newValue
            noteDrawingChange("CALayer.shadowColor")
            action?()
        }
    }

    /// 0 by default: no shadow. Above 0 frames send the shadow (`shadow`).
    public var shadowOpacity: Float {
        get { surface.shadowOpacity }
        set {
            let action = implicitDrawingAction(
                forKey: "shadowOpacity", from: surface.shadowOpacity, changed: surface.shadowOpacity != newValue)
            surface.shadowOpacity = newValue
            noteDrawingChange("CALayer.shadowOpacity")
            action?()
        }
    }

    /// 3 by default.
    public var shadowRadius: CGFloat {
        get { CGFloat(surface.shadowRadius) }
        set {
            let action = implicitDrawingAction(
                forKey: "shadowRadius", from: surface.shadowRadius, changed: surface.shadowRadius != Double(newValue))
            surface.shadowRadius = Double(newValue)
            noteDrawingChange("CALayer.shadowRadius")
            action?()
        }
    }

    /// (0, −3) by default.
    public var shadowOffset: CGSize {
        get { surface.shadowOffset }
        set {
            let action = implicitDrawingAction(
                forKey: "shadowOffset", from: surface.shadowOffset, changed: surface.shadowOffset != newValue)
            surface.shadowOffset = newValue
            noteDrawingChange("CALayer.shadowOffset")
            action?()
        }
    }

    public var shadowPath: CGPath? {
        get { surface.shadowPath }
        set {
            surface.shadowPath = newValue
            noteDrawingChange("CALayer.shadowPath")
        }
    }

    // MARK: Contents

    /// A `CGImage` the layer draws (a snapshot, a renderer's image, a photo), fitted to the
    /// bounds by `contentsGravity` and cut to `contentsRect`; set during a run, frames show it
    /// from that moment (CALayer+ContentHistory.swift). Anything else (a `UIImage` itself, as
    /// on iOS) draws nothing.
    public var contents: Any? {
        get { surface.contents }
        set {
            let hadImage = surface.contents is CGImage
            surface.contents = newValue
            if newValue is CGImage || hadImage { contentsDidChange() }
            noteContentsScaling()
            if newValue != nil, !(newValue is CGImage) {
                note("CALayer.contents set to a \(type(of: newValue!)) (iOS draws only a CGImage)")
            }
        }
    }

    public var contentsGravity: CALayerContentsGravity {
        get { surface.contentsGravity }
        set {
            surface.contentsGravity = newValue
            if surface.contents is CGImage { contentsDidChange() }
            noteContentsScaling()
        }
    }

    /// The part of the contents drawn, in the unit square of the image (frames send
    /// `contentsRect` when it is not the whole image).
    public var contentsRect: CGRect {
        get { surface.contentsRect }
        set {
            surface.contentsRect = newValue
            noteDrawingChange("CALayer.contentsRect")
        }
    }

    public var contentsCenter: CGRect {
        get { surface.contentsCenter }
        set {
            surface.contentsCenter = newValue
            noteDrawingChange("CALayer.contentsCenter")
            noteContentsScaling()
        }
    }

    public var contentsScale: CGFloat {
        get { CGFloat(surface.contentsScale) }
        set {
            surface.contentsScale = Double(newValue)
            noteContentsScaling()
        }
    }

    public var isOpaque: Bool {
        get { surface.isOpaque }
        set { surface.isOpaque = newValue }
    }

    // MARK: Rendering hints

    /// The page always antialiases edges.
    public var allowsEdgeAntialiasing: Bool {
        get { surface.allowsEdgeAntialiasing }
        set { surface.allowsEdgeAntialiasing = newValue }
    }

    /// True by default (iOS 7+). Frames multiply opacities layer by layer, which is what
    /// `false` means for overlapping sublayers.
    public var allowsGroupOpacity: Bool {
        get { surface.allowsGroupOpacity }
        set { surface.allowsGroupOpacity = newValue }
    }

    /// A phone draws a rasterized layer from a bitmap (blurred when scaled up); frames draw
    /// it as vectors.
    public var shouldRasterize: Bool {
        get { surface.shouldRasterize }
        set {
            surface.shouldRasterize = newValue
            if newValue { note("CALayer.shouldRasterize (drawn unrasterized)") }
        }
    }

    public var rasterizationScale: CGFloat {
        get { CGFloat(surface.rasterizationScale) }
        set { surface.rasterizationScale = Double(newValue) }
    }

    // MARK: Actions and delegate

    /// Searched by `action(forKey:)` after the delegate.
    public var actions: [String: any CAAction]? {
        get { surface.actions }
        set { surface.actions = newValue }
    }

    // MARK: Display and layout

    public func setNeedsDisplay() { surface.needsDisplay = true }
    public func setNeedsDisplay(_ r: CGRect) { surface.needsDisplay = true }
    public func needsDisplay() -> Bool { surface.needsDisplay }
    public func displayIfNeeded() { if surface.needsDisplay { display() } }

    public var needsDisplayOnBoundsChange: Bool {
        get { surface.needsDisplayOnBoundsChange }
        set { surface.needsDisplayOnBoundsChange = newValue }
    }

    /// `layoutSublayers()` runs on `layoutIfNeeded()` (not at the end of the turn yet).
    public func setNeedsLayout() { surface.needsLayout = true }
    public func needsLayout() -> Bool { surface.needsLayout }
    public func layoutIfNeeded() {
        guard surface.needsLayout else { return }
        surface.needsLayout = false
        layoutSublayers()
    }

    func boundsDidResize() {
        surface.needsLayout = true
        if surface.needsDisplayOnBoundsChange { surface.needsDisplay = true }
    }

    /// The model values of `source`, as `init(layer:)` copies them.
    func copyModel(of source: CALayer) {
        bounds = source.bounds
        position = source.position
        anchorPoint = source.anchorPoint
        transform = source.transform
        sublayerTransform = source.sublayerTransform
        zPosition = source.zPosition
        opacityValue = source.opacityValue
        cornerRadius = source.cornerRadius
        backgroundRGBA = source.backgroundRGBA
        borderWidth = source.borderWidth
        borderRGBA = source.borderRGBA
        isHidden = source.isHidden
        masksToBounds = source.masksToBounds
        content = source.content
        var copied = source.surface
        copied.mask = nil
        copied.animatesDrawing = false
        copied.contentChanges = []
        surface = copied
    }
}
