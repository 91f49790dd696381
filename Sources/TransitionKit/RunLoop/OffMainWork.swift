/// Code that on a phone runs off the main thread: a block on another `DispatchQueue`
/// (`DispatchQueue.global().async`) or a detached task. A run is single-threaded and
/// deterministic, so such code runs on the run's run loop too — but UIKit must only be used
/// from the main thread, so a view it changes (a property, the tree) is reported
/// `not-modelled`, at the call that sent it off the main thread when that call could capture
/// its line.
public struct OffMainWork: Sendable, Hashable {
    /// "a DispatchQueue.global() block", "a detached task".
    public let what: String
    public let location: CallSite?

    public init(_ what: String, at location: CallSite?) {
        self.what = what
        self.location = location
    }

    /// Bound for the whole of a detached task (UIKit's `Task.detached`), whose jobs the run
    /// loop runs like any other task's.
    @TaskLocal public static var current: OffMainWork?
}

extension Timeline {
    /// Runs a block another queue was given, as work off the main thread.
    public func runOffMain(_ work: OffMainWork, _ body: () -> Void) {
        let saved = offMainWork
        offMainWork = work
        defer { offMainWork = saved }
        body()
    }

    /// Called before a view changes: reported when the change comes from work off the main thread.
    func noteViewChange() {
        guard let work = offMainWork ?? (runsMainActorJob ? nil : OffMainWork.current) else { return }
        noteUnmodelled(
            "UIKit used off the main thread (\(work.what) changed a view; it ran on the run's main run loop)",
            at: work.location)
    }
}
