import TestExpectations
import Testing
import CatalogKit
import TransitionKit
@testable import TransitionCatalog

/// A parameter is declared once and read through its declaration; a key read but never
/// declared (a typo with the string API, or a typed parameter missing from `parameters`) is a
/// checker finding naming the entry and the key, not a silent default.
@Suite("Parameter declarations")
struct ParameterDeclarationTests {
    @Test("undeclared keys are findings that name the entry and the key")
    func undeclaredKeysAreFindings() {
        var checker = ContractChecker()
        checker.devices = [.iPhoneX]
        let findings = checker.check(TypoScenario()).flatMap(\.findings).filter { $0.code == "undeclared-parameter" }
        let messages = findings.map(\.description)
        #expect(messages.contains { $0.hasPrefix("typo-fixture push on iphone-x") && $0.contains("'dampng'") })
        #expect(messages.contains { $0.contains("'duration'") })
        #expect(!messages.contains { $0.contains("'damping'") }, "a declared key is no finding")
    }

    @Test("every catalog entry reads only what it declares")
    func catalogReadsOnlyDeclared() {
        var checker = ContractChecker()
        checker.devices = [.iPhoneX]
        for entry in TransitionCatalog.registry.entries {
            let undeclared = checker.check(entry).flatMap(\.findings).filter { $0.code == "undeclared-parameter" }
            #expect(undeclared.isEmpty, "\(entry.id): \(undeclared)")
        }
    }

    @Test("typed parameters carry their spec and default once")
    func typedParameters() throws {
        let duration = NumberParameter("duration", "Duration", default: 0.3, range: 0.1...1, unit: "s")
        expectEqual(duration.spec, .number("duration", "Duration", default: 0.3, range: 0.1...1, unit: "s"))
        let values = try ParameterValues(specs: [duration.spec], overrides: ["duration": .number(0.7)])
        expectEqual(values[duration], 0.7)
        #expect(try ParameterValues(specs: [duration.spec])[duration] == 0.3)
    }
}
