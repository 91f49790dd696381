/// Evaluates a timeline's tree at a time: every layer's presentation values, its projection
/// to the viewport, accumulated opacity and clipping — Core Animation's render pass, headless.
///
/// The layer-to-viewport map follows FIDELITY §4: local point → translate(−anchor) ·
/// transform · translate(position, zPosition) → the parent's sublayerTransform about its
/// anchor → flatten into the parent's plane (a plain layer drops z but keeps w) → … → divide
/// by w. A layer with a corner at w ≤ 0 is behind the eye and culled.
struct FrameEvaluator {
    let timeline: Timeline

    func layers(at t: Double) -> [LayerFrame] {
        guard let structure = timeline.structure(at: t), !structure.nodes.isEmpty else { return [] }
        var output: [LayerFrame] = []
        output.reserveCapacity(structure.nodes.count)
        visit(0, in: structure, at: t, parentWorld: .identity, parentSublayer: nil,
              parentOpacity: 1, clip: [], into: &output)
        return output
    }

    private func visit(_ index: Int, in structure: StructureVersion, at t: Double,
                       parentWorld: Transform3D, parentSublayer: Transform3D?,
                       parentOpacity: Double, clip: [Int], into output: inout [LayerFrame]) {
        let node = structure.nodes[index]
        let layer = node.layer
        let clocks = timeline.clocks
        if layer.isHiddenTrack.value(at: t) { return }
        let opacity = parentOpacity * layer.opacityTrack.value(at: t, clocks: clocks)
        if opacity <= 0 { return }

        let bounds = layer.boundsTrack.value(at: t, clocks: clocks)
        let anchor = layer.anchorPointTrack.value(at: t, clocks: clocks)
        let position = layer.positionTrack.value(at: t, clocks: clocks)
        let zPosition = layer.zPositionTrack.value(at: t, clocks: clocks)
        let transform = layer.transformTrack.value(at: t, clocks: clocks)
        let anchorX = bounds.minX + anchor.x * bounds.width
        let anchorY = bounds.minY + anchor.y * bounds.height

        // translate(−anchor) · transform · translate(position, z), written out.
        var local = Transform3D(translationX: -anchorX, y: -anchorY, z: 0)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
        if let parentSublayer { local = local.concatenating(parentSublayer) }
        let world = node.parent < 0 ? local.flattened : local.flattened.concatenating(parentWorld)

        guard let quad = Self.project(bounds, world) else { return }

        let masks = layer.masksToBoundsTrack.value(at: t)
        output.append(LayerFrame(
            id: layer.id, role: node.role,
            parent: node.parent < 0 ? nil : structure.nodes[node.parent].layer.id,
            depth: node.depth, size: bounds.size, transform: transform, quad: quad, opacity: opacity,
            cornerRadius: layer.cornerRadiusTrack.value(at: t, clocks: clocks),
            backgroundColor: layer.backgroundColorTrack.value(at: t, clocks: clocks),
            borderWidth: layer.borderWidthTrack.value(at: t, clocks: clocks),
            borderColor: layer.borderColorTrack.value(at: t, clocks: clocks),
            clip: clip, hasContent: !layer.content.isNone, masksToBounds: masks))

        guard !node.children.isEmpty else { return }
        let sublayer = layer.sublayerTransformTrack.value(at: t, clocks: clocks)
        let childSublayer: Transform3D? = sublayer.isIdentity ? nil :
            Transform3D(translationX: -anchorX, y: -anchorY, z: 0)
                .concatenating(sublayer)
                .concatenating(Transform3D(translationX: anchorX, y: anchorY, z: 0))
        let childClip = masks ? clip + [layer.id] : clip
        for child in paintOrder(node.children, in: structure, at: t) {
            visit(child, in: structure, at: t, parentWorld: world, parentSublayer: childSublayer,
                  parentOpacity: opacity, clip: childClip, into: &output)
        }
    }

    /// Core Animation draws sublayers by ascending zPosition, keeping their order otherwise.
    private func paintOrder(_ children: [Int], in structure: StructureVersion, at t: Double) -> [Int] {
        let clocks = timeline.clocks
        let z = children.map { structure.nodes[$0].layer.zPositionTrack.value(at: t, clocks: clocks) }
        guard z.contains(where: { $0 != 0 }) else { return children }
        return children.indices.sorted { (z[$0], $0) < (z[$1], $1) }.map { children[$0] }
    }

    /// The bounds' corners through `world`, divided by w; nil when a corner is behind the eye.
    static func project(_ bounds: Rect, _ world: Transform3D) -> Quad? {
        func map(_ x: Double, _ y: Double) -> Point? {
            let p = world.apply(x: x, y: y, z: 0, w: 1)
            guard p.w > 0 else { return nil }
            return Point(x: p.x / p.w, y: p.y / p.w)
        }
        guard let tl = map(bounds.minX, bounds.minY), let tr = map(bounds.maxX, bounds.minY),
              let br = map(bounds.maxX, bounds.maxY), let bl = map(bounds.minX, bounds.maxY) else { return nil }
        return Quad(topLeft: tl, topRight: tr, bottomRight: br, bottomLeft: bl)
    }
}
