import Testing
import CatalogKit
import TransitionKit
@testable import TransitionCatalog

/// The preview server builds a run for every `select`, `set` and gesture: anything that keeps
/// a run's objects alive after the run is let go grows the server for good. Completion blocks
/// are the classic culprit (a block captures a view, the view's layer holds the animation, the
/// animation holds the group, the group holds the block), so these tests watch every view ever
/// in the tree and every animation group, not just the run and its window.
@Suite("Run lifetime")
struct RunLifetimeTests {
    /// A run and everything it made, held weakly.
    struct Watched {
        weak var run: TransitionRun?
        let objects: [() -> AnyObject?]

        init(_ run: TransitionRun) {
            self.run = run
            objects = run.timeline.recordedObjects.map { object in { [weak object] in object } }
        }

        func expectFreed(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(run == nil, "\(what): the run leaked", sourceLocation: sourceLocation)
            let left = objects.compactMap { $0() }
            #expect(left.isEmpty, "\(what): \(left.count) of \(objects.count) layers and animation groups leaked, first \(left.first.map { type(of: $0) }.map(String.init(describing:)) ?? "")",
                    sourceLocation: sourceLocation)
        }
    }

    /// The entry's own sample gesture: an app's recognizer may only begin from where the app
    /// lets it (an edge pan from its edge).
    static func trace(for entry: any CatalogEntry, _ op: TransitionOperation) -> [GestureSample]? {
        entry.interactiveOperations.contains(op) ? entry.sampleGesture(for: op, device: .default) : nil
    }

    @Test("every entry's run, animated or gesture-driven, is freed with every view and animation it made")
    func completedRunsAreFreed() throws {
        for entry in TransitionCatalog.registry.entries {
            for op in entry.operations {
                var watched: Watched?
                do {
                    let run = try CatalogRun.make(entry: entry, operation: op, gesture: Self.trace(for: entry, op))
                    _ = run.frame(atProgress: 0.5)
                    // UIView animation groups, or layer animations only (the circular reveal's
                    // CABasicAnimation on a mask's path): either way the frames move.
                    #expect(!run.timeline.groups.isEmpty || run.frame(atProgress: 0) != run.frame(atProgress: 0.5),
                            "\(entry.id) \(op) animated nothing")
                    watched = Watched(run)
                }
                watched?.expectFreed("\(entry.id) \(op)")
            }
        }
    }

    @Test("a scenario's run (app code: presentation controller, coordinator) is freed, done or let go mid-way")
    func scenarioRunsAreFreed() throws {
        for op in SheetScenario().operations {
            var done: Watched?, abandoned: Watched?
            do {
                done = Watched(try CatalogRun.make(entry: SheetScenario(), operation: op))
                let run = try CatalogRun.start(entry: SheetScenario(), operation: op, interactive: false)
                run.start()
                run.advance(to: 0.05)
                abandoned = Watched(run)
            }
            done?.expectFreed("sheet \(op)")
            abandoned?.expectFreed("sheet \(op) stopped at 0.05 s")
        }
    }

    @Test("a full-screen presentation from app code is freed")
    func fullScreenScenarioRunsAreFreed() throws {
        var done: Watched?
        do { done = Watched(try CatalogRun.make(entry: PullDownScenario(), operation: .present)) }
        done?.expectFreed("pull-down present")
    }

    @Test("a run let go mid-way (completions still waiting) is freed too")
    func abandonedRunsAreFreed() throws {
        for entry in TransitionCatalog.registry.entries {
            // An operation that starts from touches has no run without a gesture.
            for op in entry.operations where !CatalogRun.startsFromTouches(entry, op) {
                var watched: Watched?
                do {
                    let run = try CatalogRun.start(entry: entry, operation: op, interactive: false)
                    run.start()
                    run.advance(to: 0.05)
                    _ = run.frame(at: 0.05)
                    watched = Watched(run)
                }
                watched?.expectFreed("\(entry.id) \(op) stopped at 0.05 s")
            }
            for op in entry.interactiveOperations {
                var watched: Watched?
                do {
                    let run = try CatalogRun.start(entry: entry, operation: op, interactive: true)
                    let sample = try #require(entry.sampleGesture(for: op, device: .default))
                    for touch in sample.prefix(4) { try run.handle(touch) }
                    #expect(run.hasTransition, "\(entry.id) \(op): the first touches started nothing")
                    _ = run.frame(at: run.timeline.now)
                    watched = Watched(run)
                }
                watched?.expectFreed("\(entry.id) \(op) dropped mid-gesture")
            }
        }
    }
}
