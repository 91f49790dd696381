/// The end of a run, as UIKit ends it when the animator calls `completeTransition(_:)`:
/// on success the from-view leaves the window, on cancel the to-view does, then the
/// animator hears `animationEnded(_:)`.
extension TransitionRun {
    func didComplete(_ didComplete: Bool) {
        completionTime = timeline.now
        state = didComplete ? .completed : .cancelled
        if didComplete {
            setup.fromViewController.view.removeFromSuperview()
        } else {
            setup.toViewController.view.removeFromSuperview()
        }
        setup.animator.animationEnded(didComplete)
    }

    /// The end of a transition app code started: the run only notes when and how it ended;
    /// its coordinator does UIKit's work (views, callbacks, completions).
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
