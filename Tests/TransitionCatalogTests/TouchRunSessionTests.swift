import TestExpectations
import Testing
import CatalogKit
import TransitionKit
@testable import PreviewProtocol

/// The preview server's live gestures reach an interactive operation of a UIKit scenario
/// through the same `run.handle(_:)`: the samples are touches on the app's own recognizer.
@Suite("Live gestures on runs that start from touches")
struct TouchRunSessionTests {
    static func send(_ session: PreviewSession, _ messages: [String], now: Double) -> [String] {
        messages.flatMap { session.received(text: $0, now: now).compactMap { output -> String? in
            if case .message(let text) = output { return text }
            return nil
        } }
    }

    @Test("a live pull dismisses, then plays out to the end")
    func livePull() throws {
        let session = PreviewSession(registry: CatalogRegistry([PullDownScenario()]))
        let replies = Self.send(session, [
            #"{"type":"select","entry":"pull-down-scenario","operation":"dismiss"}"#,
            #"{"type":"gesture","phase":"began","x":187,"y":300,"t":0}"#,
            #"{"type":"gesture","phase":"changed","x":187,"y":340,"t":0.05}"#,
            #"{"type":"gesture","phase":"changed","x":187,"y":600,"t":0.1}"#,
        ], now: 0)
        #expect(!replies.contains { $0.contains(#""type":"error""#) }, "\(replies)")
        let run = try #require(session.current?.run)
        #expect(run.deliversTouches && run.state == .interactive)
        _ = Self.send(session, [#"{"type":"gesture","phase":"ended","x":187,"y":700,"t":0.15}"#], now: 0.2)
        expectEqual(run.state, .finishing)
        for step in 1...40 { _ = session.tick(now: 0.2 + Double(step) * 0.05) }
        expectEqual(run.state, .completed)
    }

    @Test("a live touch that never pans is a no-transition error")
    func liveTapIsNoTransition() {
        let session = PreviewSession(registry: CatalogRegistry([PullDownScenario()]))
        let replies = Self.send(session, [
            #"{"type":"select","entry":"pull-down-scenario","operation":"dismiss"}"#,
            #"{"type":"gesture","phase":"began","x":187,"y":300,"t":0}"#,
            #"{"type":"gesture","phase":"ended","x":188,"y":302,"t":0.1}"#,
        ], now: 0)
        #expect(replies.contains { $0.contains(#""type":"error""#) && $0.contains("no-transition") }, "\(replies)")
    }
}
