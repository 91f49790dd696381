import CatalogKit
import TransitionKit
import WireVocabulary

// What the session says about its run — which frame, which scene update, which state — and
// when; ServerMessages writes the bytes.
extension PreviewSession {
    func frame(id: MessageID?) -> Outgoing {
        guard let current else { return .frame([]) }
        sequence += 1
        return .frame(ServerMessages.frame(current.run.frame(at: cursor), seq: sequence, id: id))
    }

    /// The static content again when the run's tree has grown (a live gesture adds views).
    func sceneUpdateIfNeeded() -> [Outgoing] {
        guard let current, current.run.timeline.structureVersionCount != structuresSent else { return [] }
        return sceneUpdate(id: nil)
    }

    func sceneUpdate(id: MessageID?) -> [Outgoing] {
        guard let current else { return [] }
        structuresSent = current.run.timeline.structureVersionCount
        // Sampled at five evenly spaced times and each animation's start, middle and end (a
        // NaN, once in a value, stays for the rest of its animation), not at every frame: this
        // runs on every `set` of a dragged slider, where 30 samples of the zoom took 8 ms of a
        // 10 ms `set` in a debug build (docs/performance.md, "NaN check"). Not while a live
        // gesture grows the run sample by sample.
        let nonFinite =
            current.isLiveGestureInProgress
            ? nil
            : current.run.firstNonFiniteLayer(framesPerSecond: 60, maxSteps: 4)
        return [.message(ServerMessages.scene(of: current, nonFinite: nonFinite, findings: findings(of: current), id: id))]
    }

    /// The contract checker's findings on this run, as `transitions check` reports them
    /// (docs/protocol.md, `scene`): only once the run has ended (a live gesture's has not), and
    /// without the frame check, which `nonFinite` does at the session's own sampling.
    func findings(of current: Current) -> [ContractChecker.Finding] {
        guard !current.isLiveGestureInProgress, current.run.state.isEnded else { return [] }
        var checker = ContractChecker()
        checker.maxFrameSamples = 0
        return checker.findings(in: current.run, entry: current.entry.id, device: current.device.name)
    }

    /// What the playhead is doing.
    var playbackState: PlaybackState {
        guard let current else { return .idle }
        let run = current.run
        if current.isLiveGestureInProgress { return .interactive }
        if playback != nil { return .running }
        if run.state.isEnded && cursor >= run.endTime - 1e-9 { return run.state == .cancelled ? .cancelled : .finished }
        return .paused
    }

    func stateMessage(id: MessageID?) -> Outgoing {
        owesState = false
        return .message(
            ServerMessages.state(
                playbackState, run: current?.run, cursor: cursor,
                rate: rate, loop: loop, fps: fps, id: id))
    }
}
