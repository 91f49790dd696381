/// Decides when to start a build from the changes the watcher sees, on a clock it is given
/// (tests drive it with a manual one).
///
/// - A burst of saves (an editor writing a file in several steps, "save all", a `git
///   checkout`) becomes one build: a build starts once `quiet` seconds pass without a change,
///   or `maxWait` after the first change of the burst, whichever comes first.
/// - A change seen while a build runs is kept and built after it (the running build may have
///   read the file before or after the save; building again is the only safe answer).
public struct RebuildDebouncer: Sendable {
    public let quiet: Double
    public let maxWait: Double

    /// Changed paths not yet handed to a build, in the order first seen.
    public private(set) var pending: [String] = []
    private var firstChange: Double?
    private var lastChange: Double?
    public private(set) var isBuilding = false

    public init(quiet: Double = 0.06, maxWait: Double = 1) {
        self.quiet = quiet
        self.maxWait = maxWait
    }

    public mutating func observe(_ changes: [String], at now: Double) {
        guard !changes.isEmpty else { return }
        for path in changes where !pending.contains(path) { pending.append(path) }
        if firstChange == nil { firstChange = now }
        lastChange = now
    }

    /// The paths to build now, or `nil` (still settling, a build is running, or nothing
    /// changed). Marks a build as running; call `buildFinished()` when it ends.
    public mutating func takeBuild(at now: Double) -> [String]? {
        guard !isBuilding, !pending.isEmpty, let first = firstChange, let last = lastChange else { return nil }
        guard now - last >= quiet || now - first >= maxWait else { return nil }
        defer {
            pending = []
            firstChange = nil
            lastChange = nil
            isBuilding = true
        }
        return pending
    }

    public mutating func buildFinished() { isBuilding = false }
}
