import TestExpectations
import Testing
import TransitionCatalog
import CatalogKit
import TransitionKit

/// The registry the build generated from the files in Catalog/, and the walkthrough's entry.
@Suite("Generated registry")
struct GeneratedRegistryTests {
    @Test("the generated list holds the crossfade entry and breaks no registry rule")
    func registry() throws {
        let registry = TransitionCatalog.registry
        expectEqual(registry.problems, [])
        expectEqual(registry.ids, registry.ids.sorted())
        let entry = try #require(registry.entry(id: "crossfade"))
        expectEqual(entry.operations, [.push, .pop])
        expectEqual(entry.parameters.map(\.key), ["duration"])
    }

    /// An id the source does not spell out is checked at run time by the same rule the build
    /// applies to literal ids (EntryID.isValid, Sources/CatalogRules): ASCII only, so `café` and `ＡＢ`
    /// are refused as the build refuses them.
    @Test("computed ids follow the build's id rule", arguments: [
        ("zoom-2", true), ("café", false), ("ｚｏｏｍ", false), ("Zoom", false), ("", false), ("a_b", false),
    ])
    func computedIDRule(id: String, valid: Bool) {
        struct Computed: CatalogEntry {
            let name: String
            init() { name = "computed" }
            init(name: String) { self.name = name }
            var id: String { name }
            var title: String { "t" }
            var operations: [TransitionOperation] { [.push] }
            func start(_ operation: TransitionOperation, in window: Window, parameters: ParameterValues) {}
        }
        let problems = CatalogRegistry([Computed(name: id)]).problems
        expectEqual(problems.isEmpty, valid, "\(id): \(problems)")
    }

    @Test("crossfade: the to-view fades in above the from-view over the duration, then UIKit removes the from-view")
    func crossfadeRun() throws {
        let entry = try #require(TransitionCatalog.registry.entry(id: "crossfade"))
        for (duration, overrides) in [(0.3, [:]), (1.2, ["duration": ParameterValue.number(1.2)])] {
            let run = try CatalogRun.make(entry: entry, operation: .push, overrides: overrides)
            expectEqual(run.state, .completed)
            expectEqual(run.completionTime, duration)
            let middle = run.frame(at: duration / 2)
            #expect(abs(try #require(middle.layer(role: "to")).opacity - 0.5) < 1e-9)  // easeInOut is symmetric
            #expect(try #require(middle.layer(role: "from")).opacity == 1)
            #expect(run.frame(at: duration).layer(role: "from") == nil)
        }
    }

    @Test("crossfade lays its scene out for the requested device")
    func crossfadeDevice() throws {
        let entry = TransitionCatalog.registry.entry(id: "crossfade")!
        let run = try CatalogRun.start(entry: entry, operation: .pop, device: .iPad, interactive: false)
        expectEqual(run.window.bounds.size.width, 820)
        expectEqual(run.coordinator.containerView.bounds.size.height, 1180)
        expectEqual(run.coordinator.operation, .pop)
    }
}
