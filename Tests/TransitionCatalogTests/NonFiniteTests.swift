import TestExpectations
import Testing
import CatalogKit
import TransitionKit
@testable import PreviewProtocol

/// A NaN in an app's animation values: found in the run, reported by the checker, and named
/// in the preview's `scene` message (frames leave the layer out, so the page needs it there).
@Suite("Non-finite values in an entry's animation")
struct NonFiniteTests {
    @Test("the run's first non-finite layer is the card, from its first frame")
    func firstNonFiniteLayer() throws {
        let run = try CatalogRun.make(entry: NotANumberScenario(), operation: .present, device: .iPhoneX)
        run.runToCompletion()
        let broken = try #require(run.firstNonFiniteLayer(framesPerSecond: 60))
        expectEqual(broken.time, 0)
        expectEqual(broken.role, "to")
        // The frame leaves it out: only this says it vanished.
        #expect(!run.frame(at: 0.2).layers.contains { $0.id == broken.layerID })
        expectEqual(run.nonFiniteLayer(at: 0.2)?.id, broken.layerID)
        // Capped at two steps (0, 0.2, 0.4 s and the animation's ends): still found.
        expectEqual(run.firstNonFiniteLayer(framesPerSecond: 60, maxSteps: 2)?.layerID, broken.layerID)
        // A sound entry has none.
        let fine = try CatalogRun.make(entry: SheetScenario(), operation: .present, device: .iPhoneX)
        fine.runToCompletion()
        #expect(fine.firstNonFiniteLayer(framesPerSecond: 60) == nil)
    }

    @Test("the contract checker reports not-finite")
    func checkerReportsIt() {
        let findings = ContractChecker().check(NotANumberScenario()).flatMap(\.findings)
        #expect(findings.contains { $0.code == "not-finite" && $0.view?.hasPrefix("to#") == true })
    }

    @Test("the scene message names the layer and the time; a sound scene has no nonFinite")
    func sceneMessage() {
        let session = PreviewSession(registry: CatalogRegistry([NotANumberScenario(), SheetScenario()]))
        let broken = TouchRunSessionTests.send(session, [#"{"type":"select","entry":"nan-fixture","operation":"present"}"#], now: 0)
        let scene = broken.first { $0.contains(#""type":"scene""#) } ?? ""
        #expect(scene.range(of: #""nonFinite":\{"time":0,"layer":[0-9]+,"role":"to"\}"#, options: .regularExpression) != nil, "\(scene)")
        let sound = TouchRunSessionTests.send(session, [#"{"type":"select","entry":"sheet-scenario","operation":"present"}"#], now: 0)
        #expect(sound.contains { $0.contains(#""type":"scene""#) } && !sound.contains { $0.contains("nonFinite") })
    }
}
