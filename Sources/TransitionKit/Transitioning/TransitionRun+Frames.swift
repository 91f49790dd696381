/// Frames are evaluated from the recorded timeline: random access, no replay, so scrubbing
/// backwards costs the same as forwards.
extension TransitionRun {
    public func frame(at time: Double) -> FrameState {
        let end = endTime
        let t = time.isFinite ? time : 0
        return FrameState(time: t, progress: end > 0 ? Swift.min(1, Swift.max(0, t / end)) : 1,
                          viewport: setup.window.bounds.size,
                          layers: FrameEvaluator(timeline: timeline).layers(at: t))
    }

    public func frame(atProgress progress: Double) -> FrameState {
        let p = progress.isFinite ? Swift.min(1, Swift.max(0, progress)) : 0
        return frame(at: p * endTime)
    }

    /// Every layer that is ever on screen during the run, with its static content, in id order.
    public var contents: [(id: Int, role: String, content: LayerContent)] {
        var seen = Set<Int>()
        var result: [(id: Int, role: String, content: LayerContent)] = []
        for version in timeline.structures {
            for node in version.nodes where seen.insert(node.layer.id).inserted {
                result.append((node.layer.id, node.role, node.layer.content))
            }
        }
        return result.sorted { $0.id < $1.id }
    }
}
