import Foundation

/// What `FrameEvaluator` needs of one tree shape, gathered once instead of every frame.
///
/// Reading a track straight from a `Layer` costs a dynamic exclusivity check (a runtime call
/// that looks up thread-local state) per property — thirteen or so per layer per frame,
/// more than all of the evaluation's arithmetic — and copying tracks around costs reference
/// counting. A plan reads the tracks once and splits them:
/// - every property that has one value at all times (most of them; in a settled plan, see
///   `init(_:settledAt:)`, also those that stopped changing) is stored as that value, in
///   `Node`, which holds plain numbers only, so a frame reads it in place;
/// - the time-dependent ones are copied into `PlannedTracks`, one table of plain numbers per
///   value type, with their animations' groups and keyframe segments numbered so a frame
///   computes each group's progress and each segment once. A frame evaluates them all
///   first, into one buffer per type that nodes index.
/// It also precomputes a layer's map into its parent when its geometry never changes, and
/// notes which children can never need sorting by zPosition.
///
/// A plan is a pure function of the tracks, which change only through `Layer.changeTrack`;
/// that bumps the layer's `trackVersion`, and a plan built when the versions of its layers
/// summed to less is rebuilt. Everything not in a track is read live every frame: a
/// group's `removedAt` (an interactive transition sets it when it finishes), the timeline's
/// clocks, and each layer's static `content`.
///
/// A class with `let` properties: a frame reads its arrays in place, with no copies.
final class EvaluationPlan {
    /// One layer, as plain numbers.
    struct Node {
        var id: Int
        /// The parent layer's id; nil for the root.
        var parentID: Int?
        var depth: Int
        /// This node's children are `children[firstChild ..< firstChild + childCount]`.
        var firstChild: Int
        var childCount: Int
        /// True when every child's zPosition is a constant 0, so paint order is subview order
        /// at every time; otherwise the children are sorted per frame.
        var childrenKeepOrder: Bool
        /// `constants.local` is the layer's map into its parent at every time.
        var hasConstantLocal: Bool
        /// The transform is the identity at every time, so the layer's map into its parent
        /// is a translation.
        var hasIdentityTransform: Bool
        /// The properties whose value depends on the time; `slots` says where a frame has them.
        var animated: AnimatedProperties
        var slots: TrackSlots
        /// Every property's value when it is constant (and its model value otherwise).
        var constants: LayerValues
    }

    let nodes: [Node]
    /// Every node's children, in subview order, one run per node.
    let children: [Int]
    /// Per node: its role and its layer (whose `content` is read live).
    let roles: [String]
    let layers: [Layer]
    /// `layers` again, unretained, so reading one costs no reference counting (`layers`
    /// keeps them alive).
    private let unretainedLayers: [Unmanaged<Layer>]
    /// Owned by the plan: freed in `deinit`.
    let tracks: PlannedTracks.Frozen

    /// Times from which this plan's frames may be evaluated: `settledAt` or later, or any.
    let validFrom: Double

    /// A plan for frames at any time (`settledAt` nil), or only for frames at `settledAt` or
    /// later: then a track that is not animated and last changed at or before `settledAt`
    /// holds its model value throughout and is planned as a constant. (Scenes are built at
    /// time 0 inside the run, so nearly every track has a change at 0; without this, frames
    /// would evaluate them all as if they moved.)
    init(_ structure: StructureVersion, settledAt: Double? = nil) {
        validFrom = settledAt ?? -.infinity
        func isConstant<V>(_ track: ModelTrack<V>) -> Bool {
            if track.isConstant { return true }
            guard let settledAt else { return false }
            return track.changes[track.changes.count - 1].time <= settledAt
        }
        func isConstant<V>(_ track: Track<V>) -> Bool {
            track.animations.isEmpty && track.explicit.isEmpty && isConstant(track.modelTrack)
        }
        var tracks = PlannedTracks()
        var children: [Int] = []
        let source = structure.nodes
        nodes = source.map { node in
            let layer = node.layer
            var slots = TrackSlots()
            var animated: AnimatedProperties = []
            func add(_ track: ModelTrack<Bool>, _ property: AnimatedProperties, _ slot: inout Int32) {
                guard !isConstant(track) else { return }
                animated.insert(property)
                slot = tracks.bools.append(track)
            }
            func add<V: FrameValue>(
                _ track: Track<V>, _ property: AnimatedProperties,
                _ table: WritableKeyPath<PlannedTracks, TrackTable<V>>, _ slot: inout Int32
            ) {
                guard !isConstant(track) else { return }
                animated.insert(property)
                slot = tracks.plan(track, into: table)
                if !track.explicit.isEmpty { tracks.compose(track, slot: slot, chain: TimeChainOfNode.chain(node, in: source)) }
            }
            add(layer.isHiddenTrack, .isHidden, &slots.isHidden)
            add(layer.masksToBoundsTrack, .masksToBounds, &slots.masksToBounds)
            add(layer.opacityTrack, .opacity, \.doubles, &slots.opacity)
            add(layer.zPositionTrack, .zPosition, \.doubles, &slots.zPosition)
            add(layer.cornerRadiusTrack, .cornerRadius, \.doubles, &slots.cornerRadius)
            add(layer.borderWidthTrack, .borderWidth, \.doubles, &slots.borderWidth)
            add(layer.boundsTrack, .bounds, \.rects, &slots.bounds)
            add(layer.anchorPointTrack, .anchorPoint, \.points, &slots.anchorPoint)
            add(layer.positionTrack, .position, \.points, &slots.position)
            add(layer.transformTrack, .transform, \.transforms, &slots.transform)
            add(layer.sublayerTransformTrack, .sublayerTransform, \.transforms, &slots.sublayerTransform)
            add(layer.backgroundColorTrack, .backgroundColor, \.colors, &slots.backgroundColor)
            add(layer.borderColorTrack, .borderColor, \.colors, &slots.borderColor)

            var constants = LayerValues(
                isHidden: layer.isHiddenTrack.model, masksToBounds: layer.masksToBoundsTrack.model,
                opacity: layer.opacityTrack.model, zPosition: layer.zPositionTrack.model,
                cornerRadius: layer.cornerRadiusTrack.model, borderWidth: layer.borderWidthTrack.model,
                bounds: layer.boundsTrack.model, anchorPoint: layer.anchorPointTrack.model,
                position: layer.positionTrack.model,
                backgroundColor: layer.backgroundColorTrack.model, borderColor: layer.borderColorTrack.model,
                transform: layer.transformTrack.model, sublayerTransform: layer.sublayerTransformTrack.model,
                local: .identity)
            let hasConstantLocal = animated.isDisjoint(with: .geometry)
            if hasConstantLocal { constants.local = constants.localTransform() }
            let keepOrder = node.children.allSatisfy { child in
                let z = source[child].layer.zPositionTrack
                return isConstant(z) && z.model == 0
            }
            let firstChild = children.count
            children += node.children
            return Node(
                id: layer.id, parentID: node.parent < 0 ? nil : source[node.parent].layer.id,
                depth: node.depth, firstChild: firstChild, childCount: node.children.count,
                childrenKeepOrder: keepOrder, hasConstantLocal: hasConstantLocal,
                hasIdentityTransform: !animated.contains(.transform) && constants.transform == .identity,
                animated: animated, slots: slots, constants: constants)
        }
        self.children = children
        roles = source.map(\.role)
        layers = source.map(\.layer)
        unretainedLayers = layers.map { Unmanaged.passUnretained($0) }
        self.tracks = tracks.frozen()
    }

    deinit { tracks.deallocate() }

    /// Whether the scene's static content table has an entry for the node's layer. Read
    /// live: content is not a track, so a plan could not tell when it changed.
    @inline(__always)
    func hasContent(_ node: Int) -> Bool {
        unretainedLayers[node]._withUnsafeGuaranteedRef { layer in
            if case .none = layer.content { return false }
            return true
        }
    }
}

extension EvaluationPlan {
    /// The node's drawing fields (shape, gradient, shadow, mask…), read live like content:
    /// they are not tracks. Cached on the layer, so a layer without any costs one check; a
    /// layer whose drawing is animated explicitly is evaluated at `t` (DrawingAnimations.swift).
    @inline(__always)
    func drawing(_ node: Int, at t: Double, clocks: ClockTable) -> [UInt8] {
        unretainedLayers[node]._withUnsafeGuaranteedRef { $0.drawingFields(at: t, clocks: clocks) }
    }
}

/// The properties a layer is drawn with: plain numbers, no references. Ordered so that what
/// every frame reads comes first (the matrices last: often the identity, read rarely).
struct LayerValues {
    var isHidden: Bool
    var masksToBounds: Bool
    var opacity: Double
    var zPosition: Double
    var cornerRadius: Double
    var borderWidth: Double
    var bounds: CGRect
    var anchorPoint: CGPoint
    var position: CGPoint
    var backgroundColor: Color
    var borderColor: Color
    var transform: Transform3D
    var sublayerTransform: Transform3D
    /// translate(−anchor) · transform · translate(position, zPosition), when the plan
    /// computed it (`EvaluationPlan.Node.hasConstantLocal`).
    var local: Transform3D

    func localTransform() -> Transform3D {
        Self.local(bounds: bounds, anchorPoint: anchorPoint, transform: transform, position: position, zPosition: zPosition)
    }

    /// The layer's map into its parent (docs/fidelity.md §4): translate(−anchor) · transform ·
    /// translate(position, zPosition), the anchor being in the layer's own coordinates. The
    /// shortcut when it is exact (finite inputs, see `Transform3D.positioned`), the three
    /// products otherwise.
    @inline(__always)
    static func local(
        bounds: CGRect, anchorPoint: CGPoint, transform: Transform3D,
        position: CGPoint, zPosition: Double
    ) -> Transform3D {
        let anchorX = bounds.origin.x + anchorPoint.x * bounds.size.width
        let anchorY = bounds.origin.y + anchorPoint.y * bounds.size.height
        if transform.allElementsFinite && anchorX.isFinite && anchorY.isFinite {
            return transform.positioned(
                anchorX: anchorX, anchorY: anchorY,
                x: position.x, y: position.y, z: zPosition)
        }
        return Transform3D(translationX: -anchorX, y: -anchorY, z: 0)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    }
}

/// Which of a layer's properties change over time.
struct AnimatedProperties: OptionSet {
    let rawValue: UInt16

    static let isHidden = Self(rawValue: 1 << 0)
    static let masksToBounds = Self(rawValue: 1 << 1)
    static let opacity = Self(rawValue: 1 << 2)
    static let bounds = Self(rawValue: 1 << 3)
    static let anchorPoint = Self(rawValue: 1 << 4)
    static let position = Self(rawValue: 1 << 5)
    static let zPosition = Self(rawValue: 1 << 6)
    static let transform = Self(rawValue: 1 << 7)
    static let sublayerTransform = Self(rawValue: 1 << 8)
    static let cornerRadius = Self(rawValue: 1 << 9)
    static let backgroundColor = Self(rawValue: 1 << 10)
    static let borderWidth = Self(rawValue: 1 << 11)
    static let borderColor = Self(rawValue: 1 << 12)

    /// What the layer's map into its parent depends on.
    static let geometry: Self = [.bounds, .anchorPoint, .position, .zPosition, .transform]
}

/// Where an animated property's value is in a frame's buffers (index into the buffer of its
/// type); meaningless for constant properties.
struct TrackSlots {
    var isHidden: Int32 = -1
    var masksToBounds: Int32 = -1
    var opacity: Int32 = -1
    var zPosition: Int32 = -1
    var cornerRadius: Int32 = -1
    var borderWidth: Int32 = -1
    var bounds: Int32 = -1
    var anchorPoint: Int32 = -1
    var position: Int32 = -1
    var transform: Int32 = -1
    var sublayerTransform: Int32 = -1
    var backgroundColor: Int32 = -1
    var borderColor: Int32 = -1
}

/// The plans of one `StructureVersion`, rebuilt when tracks have changed since they were
/// made. A class so that every copy of the version shares it; like the rest of a timeline it
/// is confined to the thread running the transition.
///
/// Two plans: one for any time, and one for frames after the last change to a track that
/// is not animated (`EvaluationPlan.init(_:settledAt:)`) — in practice every frame of a run
/// after its first instant.
final class EvaluationPlanCache {
    private var anyTime: EvaluationPlan?
    private var settled: EvaluationPlan?
    /// The sum of the layers' `trackVersion`s the plans were built at. Versions only grow, so
    /// any change to any track of the structure changes the sum.
    private var version: UInt64 = 0
    /// How many times the plans were built (tests check what invalidates them).
    private(set) var builds = 0

    func plan(for structure: StructureVersion, at t: Double) -> EvaluationPlan {
        var current: UInt64 = 0
        for node in structure.nodes { current &+= node.layer.trackVersion }
        if version != current || anyTime == nil {
            anyTime = EvaluationPlan(structure)
            settled = EvaluationPlan(structure, settledAt: Self.lastModelChange(in: structure))
            version = current
            builds += 1
        }
        if let settled, t >= settled.validFrom { return settled }
        return anyTime!
    }

    /// The latest change to a track with no animations (−∞ when there is none).
    private static func lastModelChange(in structure: StructureVersion) -> Double {
        var latest = -Double.infinity
        func note<V>(_ track: ModelTrack<V>) {
            if let last = track.changes.last { latest = Swift.max(latest, last.time) }
        }
        func note<V>(_ track: Track<V>) { if track.animations.isEmpty && track.explicit.isEmpty { note(track.modelTrack) } }
        for node in structure.nodes {
            let layer = node.layer
            note(layer.isHiddenTrack)
            note(layer.masksToBoundsTrack)
            note(layer.opacityTrack)
            note(layer.zPositionTrack)
            note(layer.cornerRadiusTrack)
            note(layer.borderWidthTrack)
            note(layer.boundsTrack)
            note(layer.anchorPointTrack)
            note(layer.positionTrack)
            note(layer.transformTrack)
            note(layer.sublayerTransformTrack)
            note(layer.backgroundColorTrack)
            note(layer.borderColorTrack)
        }
        return latest
    }
}
