import Foundation

/// Evaluates a timeline's tree at a time: every layer's presentation values, its projection
/// to the viewport, accumulated opacity and clipping — Core Animation's render pass, headless.
///
/// The layer-to-viewport map follows docs/fidelity.md §4: local point → translate(−anchor) ·
/// transform · translate(position, zPosition) → the parent's sublayerTransform about its
/// anchor → flatten into the parent's plane (a plain layer drops z but keeps w) → … → divide
/// by w. A layer with a corner at w ≤ 0 is behind the eye and culled. Hidden layers and
/// layers whose accumulated opacity is 0 are skipped with their subtrees; sublayers are drawn
/// by ascending zPosition, in subview order otherwise.
///
/// The work per frame is kept to what depends on the time: the tree's tracks come from an
/// `EvaluationPlan` (no per-property exclusivity checks), each animation group's progress is
/// computed once, and the matrix products skip the translations' zeros. EncodingTests holds
/// the evaluator as it was before these shortcuts and checks the two agree exactly.
struct FrameEvaluator {
    let timeline: Timeline

    func layers(at t: Double) -> [LayerFrame] { evaluate(at: t).layers }

    /// The frame's layers, and the first layer (id, role) left out because a NaN or an
    /// infinity in its values or its ancestors' gave it no place (a w that is not > 0).
    func evaluate(at t: Double) -> (layers: [LayerFrame], culledNonFinite: (id: Int, role: String)?) {
        guard let structure = timeline.structure(at: t), !structure.nodes.isEmpty else { return ([], nil) }
        let plan = structure.evaluationPlan(at: t)
        var culled: (id: Int, role: String)?
        let layers = AnimatedValues.evaluate(plan, at: t, clocks: timeline.clocks) { values in
            plan.nodes.withUnsafeBufferPointer { nodes in
                plan.children.withUnsafeBufferPointer { children in
                    // At most one frame per node, written in place.
                    [LayerFrame](unsafeUninitializedCapacity: nodes.count) { output, count in
                        var pass = Pass(
                            nodes: nodes, children: children, plan: plan, values: values,
                            output: output.baseAddress!, time: t, clocks: timeline.clocks)
                        let root = Parent(
                            world: .identity, worldIsFinite: true, sublayer: .identity,
                            hasSublayer: false, opacity: 1, clip: [])
                        withUnsafePointer(to: root) { pass.visit(0, parent: $0) }
                        count = pass.count
                        culled = pass.culledNonFinite
                    }
                }
            }
        }
        return (layers, culled)
    }

    /// What a layer inherits from its parent.
    private struct Parent {
        /// The parent's map to the viewport (before the divide by w).
        var world: Transform3D
        var worldIsFinite: Bool
        /// The parent's sublayerTransform about its anchor, when `hasSublayer` (not the identity).
        var sublayer: Transform3D
        var hasSublayer: Bool
        var opacity: Double
        /// Ids of the ancestors that clip.
        var clip: [Int]
    }

    /// One frame's walk over the plan.
    private struct Pass {
        let nodes: UnsafeBufferPointer<EvaluationPlan.Node>
        let children: UnsafeBufferPointer<Int>
        let plan: EvaluationPlan
        let values: AnimatedValues
        /// Where the frames go, in paint order; `count` of them are written.
        let output: UnsafeMutablePointer<LayerFrame>
        var count = 0
        /// The first layer culled for a non-finite map or opacity (only the cull pays for it).
        var culledNonFinite: (id: Int, role: String)?
        /// The frame's time and clocks, for drawing fields animated explicitly.
        let time: Double
        let clocks: ClockTable

        init(
            nodes: UnsafeBufferPointer<EvaluationPlan.Node>, children: UnsafeBufferPointer<Int>,
            plan: EvaluationPlan, values: AnimatedValues, output: UnsafeMutablePointer<LayerFrame>,
            time: Double, clocks: ClockTable
        ) {
            self.time = time
            self.clocks = clocks
            self.nodes = nodes
            self.children = children
            self.plan = plan
            self.values = values
            self.output = output
        }

        /// `parent` is a pointer, like `node`, so that each is read in place: passed by value,
        /// either would be copied whole (retaining what it holds) just to read a field.
        mutating func visit(_ index: Int, parent: UnsafePointer<Parent>) {
            let node = nodes.baseAddress! + index
            let animated = node.pointee.animated
            let slots = node.pointee.slots
            let isHidden = animated.contains(.isHidden) ? values.bools[Int(slots.isHidden)] : node.pointee.constants.isHidden
            if isHidden { return }
            let opacity =
                parent.pointee.opacity
                * (animated.contains(.opacity) ? values.doubles[Int(slots.opacity)] : node.pointee.constants.opacity)
            if opacity <= 0 { return }

            let bounds = animated.contains(.bounds) ? values.rects[Int(slots.bounds)] : node.pointee.constants.bounds
            let transform =
                node.pointee.hasIdentityTransform
                ? Transform3D.identity
                : animated.contains(.transform) ? values.transforms[Int(slots.transform)] : node.pointee.constants.transform
            let anchorPoint =
                animated.contains(.anchorPoint)
                ? values.points[Int(slots.anchorPoint)] : node.pointee.constants.anchorPoint
            let world = self.world(
                of: node, parent: parent, bounds: bounds, anchorPoint: anchorPoint,
                transform: transform)

            guard let quad = FrameEvaluator.project(bounds, world) else {
                if culledNonFinite == nil, !(world.allElementsFinite && opacity.isFinite) {
                    culledNonFinite = (node.pointee.id, plan.roles[index])
                }
                return
            }

            let masks =
                animated.contains(.masksToBounds)
                ? values.bools[Int(slots.masksToBounds)] : node.pointee.constants.masksToBounds
            (output + count).initialize(
                to: LayerFrame(
                    id: node.pointee.id, role: plan.roles[index], parent: node.pointee.parentID,
                    depth: node.pointee.depth, size: bounds.size, transform: transform, quad: quad, opacity: opacity,
                    cornerRadius: animated.contains(.cornerRadius)
                        ? values.doubles[Int(slots.cornerRadius)] : node.pointee.constants.cornerRadius,
                    backgroundColor: animated.contains(.backgroundColor)
                        ? values.colors[Int(slots.backgroundColor)] : node.pointee.constants.backgroundColor,
                    borderWidth: animated.contains(.borderWidth)
                        ? values.doubles[Int(slots.borderWidth)] : node.pointee.constants.borderWidth,
                    borderColor: animated.contains(.borderColor)
                        ? values.colors[Int(slots.borderColor)] : node.pointee.constants.borderColor,
                    clip: parent.pointee.clip, hasContent: plan.hasContent(index), masksToBounds: masks,
                    drawing: plan.drawing(index, at: time, clocks: clocks)))
            count += 1

            let childCount = node.pointee.childCount
            guard childCount > 0 else { return }
            let sublayer =
                animated.contains(.sublayerTransform)
                ? values.transforms[Int(slots.sublayerTransform)] : node.pointee.constants.sublayerTransform
            var childSublayer = Transform3D.identity
            let hasSublayer = !sublayer.isIdentity
            if hasSublayer {
                // About the anchor point, as the layer's own map uses it.
                let anchorX = bounds.origin.x + anchorPoint.x * bounds.size.width
                let anchorY = bounds.origin.y + anchorPoint.y * bounds.size.height
                childSublayer = Transform3D(translationX: -anchorX, y: -anchorY, z: 0)
                    .concatenating(sublayer)
                    .concatenating(Transform3D(translationX: anchorX, y: anchorY, z: 0))
            }
            let inherited = Parent(
                world: world, worldIsFinite: world.allElementsFinite,
                sublayer: childSublayer, hasSublayer: hasSublayer, opacity: opacity,
                clip: masks ? parent.pointee.clip + [node.pointee.id] : parent.pointee.clip)
            let first = node.pointee.firstChild
            withUnsafePointer(to: inherited) { inherited in
                if node.pointee.childrenKeepOrder {
                    for i in first..<first + childCount { visit(children[i], parent: inherited) }
                } else {
                    for child in paintOrder(Array(children[first..<first + childCount])) {
                        visit(child, parent: inherited)
                    }
                }
            }
        }

        /// The layer's map to the viewport, before the divide by w: its map into its parent
        /// (docs/fidelity.md §4), then the parent's sublayerTransform, flattened, then the parent's map.
        @inline(__always)
        func world(
            of node: UnsafePointer<EvaluationPlan.Node>, parent: UnsafePointer<Parent>,
            bounds: CGRect, anchorPoint: CGPoint, transform: Transform3D
        ) -> Transform3D {
            let animated = node.pointee.animated
            let isRoot = node.pointee.parentID == nil
            let position =
                animated.contains(.position)
                ? values.points[Int(node.pointee.slots.position)] : node.pointee.constants.position
            let anchorX = bounds.origin.x + anchorPoint.x * bounds.size.width
            let anchorY = bounds.origin.y + anchorPoint.y * bounds.size.height
            // Most layers are untransformed: their map is a translation, and the product with
            // the parent's a few multiply-adds (zPosition drops out with the flattening).
            if node.pointee.hasIdentityTransform && !isRoot && !parent.pointee.hasSublayer
                && parent.pointee.worldIsFinite && anchorX.isFinite && anchorY.isFinite
                && position.x.isFinite && position.y.isFinite
            {
                return parent.pointee.world.prependingFlatTranslation(
                    x: -anchorX + position.x,
                    y: -anchorY + position.y)
            }
            var local: Transform3D
            if node.pointee.hasConstantLocal {
                local = node.pointee.constants.local
            } else {
                let zPosition =
                    animated.contains(.zPosition)
                    ? values.doubles[Int(node.pointee.slots.zPosition)] : node.pointee.constants.zPosition
                local = LayerValues.local(
                    bounds: bounds, anchorPoint: anchorPoint, transform: transform,
                    position: position, zPosition: zPosition)
            }
            if parent.pointee.hasSublayer { local = local.concatenating(parent.pointee.sublayer) }
            if isRoot { return local.flattened }
            if parent.pointee.world.thirdRowFinite { return local.flattenedConcatenating(parent.pointee.world) }
            return local.flattened.concatenating(parent.pointee.world)
        }

        /// Core Animation draws sublayers by ascending zPosition, keeping their order otherwise.
        func paintOrder(_ children: [Int]) -> [Int] {
            let z = children.map { child in
                nodes[child].animated.contains(.zPosition)
                    ? values.doubles[Int(nodes[child].slots.zPosition)] : nodes[child].constants.zPosition
            }
            guard z.contains(where: { $0 != 0 }) else { return children }
            return children.indices.sorted { (z[$0], $0) < (z[$1], $1) }.map { children[$0] }
        }
    }

    /// The bounds' corners through `world`, divided by w; nil when a corner is behind the eye.
    /// The corners of the bounds as stored (`CGRect.corners`), not standardized.
    @inline(__always)
    static func project(_ bounds: CGRect, _ world: Transform3D) -> Quad? {
        let minX = bounds.origin.x
        let minY = bounds.origin.y
        let maxX = bounds.origin.x + bounds.size.width
        let maxY = bounds.origin.y + bounds.size.height
        // A corner is (x, y, 0, 1): with a finite third row, its 0 · row 3 terms are ±0 and
        // can be left out (the result is equal, at most a zero's sign differing).
        let planar = world.thirdRowFinite
        let tl = world.applyToPlanePoint(x: minX, y: minY, planar)
        let tr = world.applyToPlanePoint(x: maxX, y: minY, planar)
        let br = world.applyToPlanePoint(x: maxX, y: maxY, planar)
        let bl = world.applyToPlanePoint(x: minX, y: maxY, planar)
        guard tl.w > 0, tr.w > 0, br.w > 0, bl.w > 0 else { return nil }
        // Without perspective w is exactly 1, and x / 1 is x: skip the eight divisions.
        if tl.w == 1 && tr.w == 1 && br.w == 1 && bl.w == 1 {
            return Quad(
                topLeft: CGPoint(x: tl.x, y: tl.y), topRight: CGPoint(x: tr.x, y: tr.y),
                bottomRight: CGPoint(x: br.x, y: br.y), bottomLeft: CGPoint(x: bl.x, y: bl.y))
        }
        return Quad(
            topLeft: CGPoint(x: tl.x / tl.w, y: tl.y / tl.w), topRight: CGPoint(x: tr.x / tr.w, y: tr.y / tr.w),
            bottomRight: CGPoint(x: br.x / br.w, y: br.y / br.w), bottomLeft: CGPoint(x: bl.x / bl.w, y: bl.y / bl.w))
    }
}

/// The values of a plan's animated tracks at one time, one buffer per value type, indexed
/// by `EvaluationPlan.Node.slots`. They live in one temporary allocation for the frame.
struct AnimatedValues {
    let bools: UnsafeMutableBufferPointer<Bool>
    let doubles: UnsafeMutableBufferPointer<Double>
    let points: UnsafeMutableBufferPointer<CGPoint>
    let rects: UnsafeMutableBufferPointer<CGRect>
    let colors: UnsafeMutableBufferPointer<Color>
    let transforms: UnsafeMutableBufferPointer<Transform3D>

    /// Evaluates every track (each animation group's progress and each keyframe segment
    /// once), then runs `body`. Reads the plan's tables in place: passing them on by value
    /// would copy (and retain) what they hold every frame.
    static func evaluate<R>(
        _ plan: EvaluationPlan, at t: Double, clocks: ClockTable,
        _ body: (AnimatedValues) -> R
    ) -> R {
        // Regions of one allocation, each aligned for its type.
        var size = 0
        func region<T>(_ type: T.Type, _ count: Int) -> Int {
            size = (size + 15) & ~15
            defer { size += MemoryLayout<T>.stride * count }
            return size
        }
        let groupsAt = region(GroupAtTime.self, plan.tracks.groups.count)
        let segmentsAt = region(KeySegment.self, plan.tracks.segments.count)
        let boolsAt = region(Bool.self, plan.tracks.bools.count)
        let doublesAt = region(Double.self, plan.tracks.doubles.count)
        let pointsAt = region(CGPoint.self, plan.tracks.points.count)
        let rectsAt = region(CGRect.self, plan.tracks.rects.count)
        let colorsAt = region(Color.self, plan.tracks.colors.count)
        let transformsAt = region(Transform3D.self, plan.tracks.transforms.count)
        return withUnsafeTemporaryAllocation(byteCount: Swift.max(size, 1), alignment: 16) { raw in
            func bind<T>(_ offset: Int, _ count: Int, _ type: T.Type) -> UnsafeMutableBufferPointer<T> {
                UnsafeMutableBufferPointer(
                    start: (raw.baseAddress! + offset).bindMemory(to: T.self, capacity: count),
                    count: count)
            }
            let groups = bind(groupsAt, plan.tracks.groups.count, GroupAtTime.self)
            plan.tracks.groups.withUnsafeBufferPointer { planned in
                for i in planned.indices { groups.initializeElement(at: i, to: GroupAtTime(planned[i], at: t, clocks: clocks)) }
            }
            let groupStates = UnsafePointer(groups.baseAddress!)
            let segments = bind(segmentsAt, plan.tracks.segments.count, KeySegment.self)
            for i in segments.indices {
                segments.initializeElement(at: i, to: plan.tracks.keySegment(i, groups: groupStates))
            }
            let segmentStates = UnsafePointer(segments.baseAddress!)
            // A table is pointers only: passing it costs no reference counting.
            func fill<V: FrameValue>(_ offset: Int, _ table: TrackTable<V>.Frozen) -> UnsafeMutableBufferPointer<V> {
                let buffer = bind(offset, table.count, V.self)
                for i in 0..<table.count {
                    buffer.initializeElement(at: i, to: table.value(i, at: t, groups: groupStates, segments: segmentStates))
                }
                return buffer
            }
            let bools = bind(boolsAt, plan.tracks.bools.count, Bool.self)
            for i in bools.indices { bools.initializeElement(at: i, to: plan.tracks.bools.value(Int32(i), at: t)) }
            let values = AnimatedValues(
                bools: bools, doubles: fill(doublesAt, plan.tracks.doubles), points: fill(pointsAt, plan.tracks.points),
                rects: fill(rectsAt, plan.tracks.rects), colors: fill(colorsAt, plan.tracks.colors),
                transforms: fill(transformsAt, plan.tracks.transforms))
            for compose in plan.tracks.composers { compose(values, t, clocks) }
            return body(values)
        }
    }
}
