import TestExpectations
import Testing
import CatalogKit
import TransitionKit
@testable import PreviewProtocol

/// The preview's `scene` carries what `transitions check` finds in that very run, so the page
/// can show it over the stage with the app's file and line.
@Suite("Contract findings in the scene message")
struct SceneFindingsTests {
    func scene(_ session: PreviewSession, _ select: String) -> String {
        TouchRunSessionTests.send(session, [select], now: 0).first { $0.contains(#""type":"scene""#) } ?? ""
    }

    @Test("a broken pop's scene lists completeTransition called twice, with its file and line")
    func brokenScene() {
        let session = PreviewSession(registry: CatalogRegistry([BrokenEntry(), SheetScenario()]))
        let broken = scene(session, #"{"type":"select","entry":"broken-fixture","operation":"pop"}"#)
        #expect(broken.range(of: #""findings":\[\{"code":"completed-2-times","time":[0-9.]+,"view":null,"message":"completeTransition\(_:\) was called 2 times[^"]*","file":"Tests/TransitionCatalogTests/Fixtures/BrokenEntry.swift","line":[0-9]+\}"#,
                             options: .regularExpression) != nil, "\(broken)")
        // The same findings `transitions check` has for this run (the frame check aside).
        let checked = ContractChecker().check(BrokenEntry(), .pop, .default, .animated).findings.filter { $0.code != "not-finite" }
        expectEqual(broken.components(separatedBy: #""code":"#).count - 1, checked.count)

        let sound = scene(session, #"{"type":"select","entry":"sheet-scenario","operation":"present"}"#)
        #expect(sound.contains(#""type":"scene""#) && !sound.contains("findings"))
    }
}
