/// What waits in a run's run loop, and what is left there when the run ends.
///
/// A run ends when its transition has ended and nothing but sources that repeat for ever is
/// due, or at its time limit (`runUntilIdle`). On a phone the app would go on: a repeating
/// timer nobody invalidated keeps firing, a display link keeps its target alive, a block
/// queued for later still runs. That is the app's bug, and the run reports it (the checker's
/// `work-left` finding) rather than running until the limit or hanging.
public struct PendingWork: Sendable {
    public enum Kind: String, Sendable {
        /// The engine's own blocks (animation completions, a transition's beginning): never reported.
        case engine
        case mainQueue = "a DispatchQueue.main block"
        case otherQueue = "a block on another DispatchQueue"
        case runLoopBlock = "a RunLoop.perform block"
        case timer = "a Timer"
        case displayLink = "a CADisplayLink"
        case performRequest = "a perform(_:with:afterDelay:) request"
        case task = "a Swift task"
    }

    public let kind: Kind
    /// Where the app's code asked for it, when the call could capture its line.
    public let location: CallSite?
    /// A firing of a source that repeats for ever (a repeating timer, a display link): such
    /// blocks alone do not keep a settled run going.
    public let repeats: Bool
    /// The Swift task whose job or wake-up this is (its address), so a task that is queued
    /// is not reported a second time as waiting (AppTasks.swift).
    let task: UInt?

    public init(_ kind: Kind, at location: CallSite? = nil, repeats: Bool = false) {
        self.init(kind, at: location, repeats: repeats, task: nil)
    }

    init(_ kind: Kind, at location: CallSite? = nil, repeats: Bool = false, task: UInt?) {
        self.kind = kind
        self.location = location
        self.repeats = repeats
        self.task = task
    }

    public static let engine = PendingWork(.engine)
}

/// A timer or display link added to the run loop: the run loop keeps it (and its target)
/// until it is invalidated, as UIKit's does.
protocol RunLoopSource: AnyObject {
    /// Still scheduled: a valid timer, a display link not invalidated.
    var isLive: Bool { get }
    var leftover: LeftoverWork { get }
}

/// Work the app left in the run loop when the run ended.
public struct LeftoverWork: Sendable, Equatable {
    public let kind: PendingWork.Kind
    /// When it would have run next (run time), nil for a source that is paused.
    public let due: Double?
    /// What it is, in a phrase: "a repeating Timer (every 0.5 s)".
    public let what: String
    public let location: CallSite?
}

extension Timeline {
    func addSource(_ source: some RunLoopSource) {
        sources.removeAll { !$0.isLive }
        if !sources.contains(where: { $0 === source }) { sources.append(source) }
    }

    /// What the app left to run when the run ended: its live timers and display links, the
    /// blocks, delayed performs and task jobs still queued, in the order they would run, then
    /// the Swift tasks suspended at an `await` that nothing queued will resume (AppTasks.swift).
    public var leftoverWork: [LeftoverWork] {
        let fromSources = sources.filter(\.isLive).map(\.leftover)
        // Timers, display links and delayed performs are sources: their queued firings are not listed twice.
        let queued = queue.filter { ![.engine, .timer, .displayLink, .performRequest].contains($0.work.kind) }
            .map { LeftoverWork(kind: $0.work.kind, due: $0.time, what: $0.work.kind.rawValue, location: $0.work.location) }
        return (fromSources + queued + waitingTasks).enumerated()
            .sorted { ($0.element.due ?? .infinity, $0.offset) < ($1.element.due ?? .infinity, $1.offset) }
            .map(\.element)
    }
}
