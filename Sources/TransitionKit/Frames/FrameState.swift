import Foundation

/// Everything a renderer needs to draw one instant of a transition: the visible layers in
/// paint order, each already projected to the viewport.
public struct FrameState: Sendable, Equatable {
    /// Seconds since the transition started.
    public var time: Double
    /// `time` as a fraction of the whole run (0 at the start, 1 when it completed).
    public var progress: Double
    public var viewport: CGSize
    public var layers: [LayerFrame]

    public init(time: Double, progress: Double, viewport: CGSize, layers: [LayerFrame]) {
        self.time = time
        self.progress = progress
        self.viewport = viewport
        self.layers = layers
    }

    public func layer(id: Int) -> LayerFrame? { layers.first { $0.id == id } }
    public func layers(role: String) -> [LayerFrame] { layers.filter { $0.role == role } }
    public func layer(role: String) -> LayerFrame? { layers.first { $0.role == role } }
}

/// One visible layer at one instant.
public struct LayerFrame: Sendable, Equatable {
    public var id: Int
    public var role: String
    /// The id of the parent layer (nil for the window).
    public var parent: Int?
    public var depth: Int
    /// The layer's bounds size, in its own points.
    public var size: CGSize
    /// The layer's own transform (`layer.transform`), not the accumulated one.
    public var transform: Transform3D
    /// The bounds' corners in the viewport after every transform and perspective divide.
    public var quad: Quad
    /// The product of this layer's and every ancestor's opacity.
    public var opacity: Double
    public var cornerRadius: Double
    public var backgroundColor: Color
    public var borderWidth: Double
    public var borderColor: Color
    /// Ids of the ancestors that clip this layer (`masksToBounds`), outermost first.
    public var clip: [Int]
    /// Whether the scene's static content table has an entry (image or text) for this layer.
    public var hasContent: Bool
    /// Whether this layer clips its own sublayers.
    public var masksToBounds: Bool
    /// The layer's drawing fields (path, gradient, shadow, mask, …) as pre-encoded JSON,
    /// `,"key":value` each; empty for the layers that use none (Frames/LayerDrawing.swift).
    public var drawing: [UInt8] = []

    /// Every number finite (the contract checker rejects a frame with NaN or ∞).
    public var isFinite: Bool {
        transform.isFinite && quad.flat.allSatisfy(\.isFinite) && opacity.isFinite && cornerRadius.isFinite
            && size.width.isFinite && size.height.isFinite
    }
}
