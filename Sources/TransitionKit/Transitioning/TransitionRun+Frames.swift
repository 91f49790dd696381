/// Frames are evaluated from the recorded timeline: random access, no replay, so scrubbing
/// backwards costs the same as forwards.
extension TransitionRun {
    public func frame(at time: Double) -> FrameState {
        let end = endTime
        let t = time.isFinite ? time : 0
        return FrameState(
            time: t, progress: end > 0 ? Swift.min(1, Swift.max(0, t / end)) : 1,
            viewport: window.bounds.size,
            layers: FrameEvaluator(timeline: timeline).layers(at: t))
    }

    /// The first layer with a NaN or an infinity in its geometry or opacity at `time` (id,
    /// role), or nil. Such a layer is not in `frame(at:)` when the bad value leaves it no
    /// place on screen (every corner's w is NaN), so the frame alone cannot tell it vanished.
    public func nonFiniteLayer(at time: Double) -> (id: Int, role: String)? {
        let (layers, culled) = FrameEvaluator(timeline: timeline).evaluate(at: time.isFinite ? time : 0)
        if let drawn = layers.first(where: { !$0.isFinite }) { return (drawn.id, drawn.role) }
        return culled
    }

    public func frame(atProgress progress: Double) -> FrameState {
        let p = progress.isFinite ? Swift.min(1, Swift.max(0, progress)) : 0
        return frame(at: p * endTime)
    }

    /// Every layer that is ever on screen during the run, with its static content and its
    /// place in the tree (parent id and depth, from the last tree it appears in), in id order.
    public var contents: [SceneLayer] {
        var byID: [Int: SceneLayer] = [:]
        for version in timeline.structures {
            for node in version.nodes {
                let parent = node.parent < 0 ? nil : version.nodes[node.parent].layer.id
                byID[node.layer.id] = SceneLayer(
                    id: node.layer.id, role: node.role, content: node.layer.content,
                    parent: parent, depth: node.depth)
            }
        }
        return byID.values.sorted { $0.id < $1.id }
    }
}

/// A layer of a run's scene: the static part a renderer needs once.
public struct SceneLayer: Sendable, Equatable {
    public let id: Int
    public let role: String
    public let content: LayerContent
    public let parent: Int?
    public let depth: Int
}
