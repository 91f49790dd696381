import TestExpectations
import Testing
import CatalogKit
import TransitionKit
@testable import TransitionCatalog

@Suite("Contract checker")
struct ContractTests {
    @Test("every catalog entry passes in every operation, scenario and device", arguments: TransitionCatalog.registry.ids)
    func catalogPasses(id: String) throws {
        let entry = try #require(TransitionCatalog.registry.entry(id: id))
        let reports = ContractChecker().check(entry)
        let findings = reports.flatMap(\.findings)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
        // Every operation ran on every device; interactive ones in every scenario.
        let expected = entry.operations.reduce(0) { total, op in
            total + Device.all.count * (entry.interactiveOperations.contains(op) ? CheckScenario.allCases.count : 1)
        }
        expectEqual(reports.count, expected)
        // Every run ended, except that a cancelled touch starts nothing when a tap starts the
        // operation (the tap fails, as in UIKit).
        for report in reports where !report.state.isEnded {
            #expect(report.state == .ready && report.scenario == .cancelled && CatalogRun.startsFromTap(entry, report.operation),
                    "\(report.entry) \(report.operation) \(report.scenario): \(report.state)")
        }
    }

    @Test("every value of every toggle and choice passes too (on one device)")
    func everyDiscreteParameterValuePasses() throws {
        var checked = 0
        for entry in TransitionCatalog.registry.entries {
            for spec in entry.parameters {
                let values: [ParameterValue]
                switch spec.kind {
                case .number: continue
                case .toggle: values = [.toggle(true), .toggle(false)]
                case .choice(_, let options): values = options.map(ParameterValue.choice)
                }
                for value in values {
                    var checker = ContractChecker()
                    checker.devices = [.iPhoneX]
                    checker.overrides = [spec.key: value]
                    let findings = checker.check(entry).flatMap(\.findings)
                    #expect(findings.isEmpty, "\(entry.id) \(spec.key)=\(value): \(findings.map(\.description))")
                    checked += 1
                }
            }
        }
        #expect(checked >= 7, "the catalog has toggles and choices to check")
    }

    @Test("interactive scenarios end the way the gesture says")
    func scenarioOutcomes() throws {
        for entry in TransitionCatalog.registry.entries {
            for op in entry.interactiveOperations where !CatalogRun.startsFromTap(entry, op) {
                let checker = ContractChecker()
                expectEqual(checker.check(entry, op, .iPhoneX, .finished).state, .completed, "\(entry.id)")
                expectEqual(checker.check(entry, op, .iPhoneX, .cancelled).state, .cancelled, "\(entry.id)")
                expectEqual(checker.check(entry, op, .iPhoneX, .dragThenReleaseBackwards).state, .cancelled, "\(entry.id)")
            }
        }
    }

    @Test("a tap that presents: the tap presents, a cancelled touch presents nothing and is no finding")
    func tapScenarioOutcomes() throws {
        let entry = try #require(TransitionCatalog.registry.entry(id: "lightbox"))
        #expect(CatalogRun.startsFromTap(entry, .present))
        #expect(!CatalogRun.startsFromTap(entry, .dismiss))
        let checker = ContractChecker()
        expectEqual(checker.check(entry, .present, .iPhoneX, .finished).state, .completed)
        let cancelled = checker.check(entry, .present, .iPhoneX, .cancelled)
        #expect(cancelled.state == .ready && cancelled.findings.isEmpty)
        // The pull's dismissal follows the gesture as any interactive one.
        expectEqual(checker.check(entry, .dismiss, .iPhoneX, .cancelled).state, .cancelled)
        expectEqual(checker.check(entry, .dismiss, .iPhoneX, .dragThenReleaseBackwards).state, .cancelled)
    }

    @Test("a broken entry is caught with messages that name the entry, operation, device, time and view")
    func brokenEntryIsCaught() throws {
        var checker = ContractChecker()
        checker.devices = [.iPhoneSE]
        let findings = checker.check(BrokenEntry()).flatMap(\.findings)
        let codes = Set(findings.map(\.code))
        #expect(codes.contains("left-behind"))
        #expect(codes.contains("hidden-not-restored"))
        #expect(codes.contains("completed-2-times"))
        #expect(findings.contains { $0.code == "alpha-not-restored" && $0.operation == .push })
        // The popped view leaves for good: its fade-out is not a finding (FluidPhoto's zoom-out).
        #expect(!findings.contains { $0.code == "alpha-not-restored" && $0.operation == .pop && $0.scenario == .animated })
        #expect(codes.contains("completed-after-cancel"))
        let unmodelled = try #require(findings.first { $0.code == "not-modelled" })
        #expect(unmodelled.message.contains(".layoutSubviews is not modelled"))
        let leak = try #require(findings.first { $0.code == "left-behind" })
        #expect(leak.description.hasPrefix("broken-fixture push on iphone-se (animated) at 0.3 s [snapshot#"))
        #expect(leak.description.contains("snapshot view the animator added is still on screen"))
        let twice = try #require(findings.first { $0.code == "completed-2-times" })
        // The pop starts from touches: the detail's pan begins at 0.1 s, the release at 0.2 s
        // cancels from 0 %, so the animator's completion runs at once, twice. Both calls are
        // named by the fixture's file and line; the finding itself at the second.
        let fixture = "Tests/TransitionCatalogTests/Fixtures/BrokenEntry.swift"
        #expect(twice.message == "completeTransition(_:) was called 2 times (at 0.2, 0.2 s; from \(fixture):110, \(fixture):111); "
            + "it must be called exactly once")
        expectEqual(twice.location?.description, "\(fixture):111")
        #expect(twice.description.contains("at 0.2 s \(fixture):111: completeTransition(_:) was called 2 times"))
        let hidden = try #require(findings.first { $0.code == "hidden-not-restored" })
        expectEqual(hidden.view?.hasPrefix("from#"), true)
    }
}
