import Foundation

/// What a snapshot image shows: a layer subtree as it was at the moment it was captured,
/// evaluated once into frame layers (quads in the picture's own points, ids local to the
/// picture) with each layer's content then. A later change to the captured views does not
/// change it, just as a snapshot bitmap on iOS does not change.
///
/// The page draws a picture by painting its layers exactly as it paints a frame's
/// (docs/protocol.md, "Pictures"); the scene sends each picture once and content refers to it
/// by index. Which values are captured depends on the API (`CaptureSource`): the model for
/// `render(in:)`, what is on screen (presentation values) for `drawHierarchy` and the
/// snapshot views.
public final class CapturedPicture: Hashable, @unchecked Sendable {
    /// The picture's size in points: the captured layer's bounds size, or the renderer's.
    public let size: CGSize
    /// The captured layers in paint order. Ids run 1, 2, … within the picture; `parent` and
    /// `clip` refer to them.
    public let layers: [LayerFrame]
    /// Each layer's content at the moment of capture, by local id (none left out).
    public let contents: [Int: LayerContent]

    init(size: CGSize, layers: [LayerFrame], contents: [Int: LayerContent]) {
        self.size = size
        self.layers = layers
        self.contents = contents
    }

    /// Equal only to itself: two captures are two pictures, even of the same views.
    public static func == (a: CapturedPicture, b: CapturedPicture) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// An empty picture of `size` (a renderer nothing drew into).
    static func empty(size: CGSize) -> CapturedPicture { CapturedPicture(size: size, layers: [], contents: [:]) }

    /// `layer` and its visible sublayers with their values now (model or on screen, per
    /// `source`), in the layer's own bounds (the bounds' origin at the picture's top-left
    /// corner), untransformed and opaque at the root as a snapshot shows a view.
    static func capture(_ layer: CALayer, _ source: CaptureSource) -> CapturedPicture {
        var builder = Builder(moment: source.moment)
        let bounds = CapturedLayerValues(layer, at: builder.moment).bounds
        let root = Transform3D(translationX: -Double(bounds.origin.x), y: -Double(bounds.origin.y), z: 0)
        builder.visit(layer, world: root, sublayer: nil, opacity: 1, clip: [], parent: nil, depth: 0, isRoot: true)
        return CapturedPicture(size: bounds.size, layers: builder.layers, contents: builder.contents)
    }

    /// This picture's layers mapped by `transform` (a graphics context's current map), with
    /// ids from `firstID` on, as a context that draws it several times composes them.
    public func placed(
        by transform: CGAffineTransform, opacity: Double, firstID: Int
    ) -> (layers: [LayerFrame], contents: [Int: LayerContent]) {
        let shift = firstID - 1
        var layers: [LayerFrame] = []
        var contents: [Int: LayerContent] = [:]
        for var layer in self.layers {
            let old = layer.id
            layer.id += shift
            layer.parent = layer.parent.map { $0 + shift }
            layer.clip = layer.clip.map { $0 + shift }
            layer.quad = Quad(
                topLeft: layer.quad.topLeft.applying(transform), topRight: layer.quad.topRight.applying(transform),
                bottomRight: layer.quad.bottomRight.applying(transform), bottomLeft: layer.quad.bottomLeft.applying(transform))
            layer.opacity *= opacity
            layers.append(layer)
            contents[layer.id] = self.contents[old] ?? LayerContent.none
        }
        return (layers, contents)
    }

    /// One capture's walk, mirroring `FrameEvaluator`'s map (docs/fidelity.md §4) on the
    /// values `moment` says (nil: the model).
    private struct Builder {
        let moment: (t: Double, clocks: ClockTable)?
        var layers: [LayerFrame] = []
        var contents: [Int: LayerContent] = [:]

        mutating func visit(
            _ layer: CALayer, world parentWorld: Transform3D, sublayer: Transform3D?, opacity parentOpacity: Double,
            clip: [Int], parent: Int?, depth: Int, isRoot: Bool
        ) {
            let v = CapturedLayerValues(layer, at: moment)
            if v.isHidden && !isRoot { return }
            let opacity = isRoot ? 1 : parentOpacity * v.opacity
            guard opacity > 0 else { return }
            let bounds = v.bounds
            let transform = isRoot ? Transform3D.identity : v.transform
            var world = parentWorld
            if !isRoot {
                var local = LayerValues.local(
                    bounds: bounds, anchorPoint: v.anchorPoint, transform: transform,
                    position: v.position, zPosition: v.zPosition)
                if let sublayer { local = local.concatenating(sublayer) }
                world =
                    parentWorld.thirdRowFinite
                    ? local.flattenedConcatenating(parentWorld) : local.flattened.concatenating(parentWorld)
            }
            guard let quad = FrameEvaluator.project(bounds, world) else { return }
            let id = layers.count + 1
            let drawing = moment.map { layer.drawingFields(at: $0.t, clocks: $0.clocks) } ?? layer.drawingFields
            layers.append(
                LayerFrame(
                    id: id, role: layer.role, parent: parent, depth: depth, size: bounds.size, transform: transform,
                    quad: quad, opacity: opacity, cornerRadius: v.cornerRadius,
                    backgroundColor: v.backgroundColor, borderWidth: v.borderWidth,
                    borderColor: v.borderColor, clip: clip, hasContent: !layer.content.isNone,
                    masksToBounds: v.masksToBounds, drawing: drawing))
            contents[id] = layer.content
            let children = layer.sublayerList
            guard !children.isEmpty else { return }
            var childSublayer: Transform3D?
            let s = v.sublayerTransform
            if !s.isIdentity {
                let anchor = v.anchorInBounds
                childSublayer = Transform3D(translationX: -Double(anchor.x), y: -Double(anchor.y), z: 0)
                    .concatenating(s).concatenating(Transform3D(translationX: Double(anchor.x), y: Double(anchor.y), z: 0))
            }
            let childClip = v.masksToBounds ? clip + [id] : clip
            // Core Animation draws sublayers by ascending zPosition, in order otherwise.
            let z = children.map { CapturedLayerValues.zPosition(of: $0, at: moment) }
            let ordered = children.indices.sorted { (z[$0], $0) < (z[$1], $1) }
            for i in ordered {
                visit(
                    children[i], world: world, sublayer: childSublayer, opacity: opacity, clip: childClip,
                    parent: id, depth: depth + 1, isRoot: false)
            }
        }
    }
}

/// A snapshot image's content as a layer draws it: a picture and the part of it the image
/// shows (`rect`, in the picture's points: a cropped `CGImage`'s rect divided by its scale).
public struct SnapshotContent: Hashable, Sendable {
    public let picture: CapturedPicture
    public let rect: CGRect

    public init(picture: CapturedPicture, rect: CGRect) {
        self.picture = picture
        self.rect = rect
    }
}
