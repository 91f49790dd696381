/// Letting go of a run before its end, saying what the app's code had left in its run loop.
extension TransitionRun {
    /// Stops the run where it is — its owner is done with it before its end (a gesture sample
    /// the run refuses, a transition other than the one asked for, a viewer who picks another
    /// entry mid-drag) — and returns the work the app had left in its run loop: live timers
    /// and display links, waiting performs, queued blocks and sleeping tasks. None of it runs
    /// (nothing waits for it: no hang), and the caller reports it (`work-left`) rather than
    /// letting it go silently. The run lets go of the app's closures, as `deinit` does.
    @discardableResult
    public func discard() -> [LeftoverWork] {
        let left = timeline.leftoverWork
        timeline.invalidate()
        return left
    }
}
