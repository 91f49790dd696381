/// The end of a run, when the animator calls `completeTransition(_:)`: the run only notes when
/// and how it ended; its coordinator does UIKit's work (views, callbacks, `animationEnded`,
/// completions: TransitionCoordinator.swift).
extension TransitionRun {
    func didEnd(_ didComplete: Bool) {
        completionTime = timeline.now
        state = didComplete ? .completed : .cancelled
    }

    /// The end of the run's timeline: completion, else the last thing that happened.
    public var endTime: Double {
        if let completionTime { return completionTime }
        let last = timeline.groups.filter { $0.removedAt.isFinite }.map(\.removedAt).max() ?? 0
        return Swift.max(timeline.now, last)
    }

    /// Model values now, for every view that was in the window before the run.
    public func currentModel() -> [ViewModelSnapshot] {
        initialModel.map { ViewModelSnapshot($0.view) }
    }
}
