import CatalogKit
import TestExpectations
import Testing
@testable import TransitionKit

/// Entries as apps write them: a scenario may hold non-Sendable state; each run makes its own
/// instance inside the run and keeps it alive; the registry's instance answers metadata only.
@Suite("Scenario instances: one per run, kept alive by it")
struct ScenarioInstanceTests {
    @Test("a scenario class holding its delegate runs with that delegate, in an instance of its own")
    func delegateHeldByTheScenario() throws {
        let metadata = DelegateHoldingScenario()
        let run = try CatalogRun.start(entry: metadata, operation: .present, interactive: false)
        run.runToCompletion()
        expectEqual(run.completionTime, 0.45, "the scenario's own delegate animated it (UIKit's default would be 0.5)")
        let scenario = try #require(run.scenario as? DelegateHoldingScenario)
        #expect(scenario !== metadata && metadata.starts == 0 && scenario.starts == 1)
        #expect(scenario.presented?.presentingViewController != nil, "presented through the delegate the run kept alive")
    }

    @Test("two runs of one entry share nothing the scenario holds")
    func runsAreIndependent() throws {
        let metadata = DelegateHoldingScenario()
        let first = try CatalogRun.start(entry: metadata, operation: .present, interactive: false)
        let second = try CatalogRun.start(entry: metadata, operation: .present, interactive: false)
        let a = try #require(first.scenario as? DelegateHoldingScenario)
        let b = try #require(second.scenario as? DelegateHoldingScenario)
        #expect(a !== b && a.transitions !== b.transitions)
    }
}
