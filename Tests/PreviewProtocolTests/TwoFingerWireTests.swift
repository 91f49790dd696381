import Foundation
import TestExpectations
import Testing
@testable import PreviewProtocol
import TransitionKit

/// A gesture sample's second finger (`x2`, `y2`: the page's two-finger Alt-drag) on the wire:
/// checked like `x` and `y`, kept in the recorded trace, delivered to the app's pinch.
@Suite("Wire: two-finger gesture samples")
struct TwoFingerWireTests {
    @Test("a second finger needs both numbers, finite and in range", arguments: [
        (#"{"type":"gesture","phase":"began","x":100,"y":400,"t":0,"x2":275}"#, "missing-field"),
        (#"{"type":"gesture","phase":"began","x":100,"y":400,"t":0,"y2":400}"#, "missing-field"),
        (#"{"type":"gesture","phase":"began","x":100,"y":400,"t":0,"x2":1e309,"y2":400}"#, "not-finite"),
        (#"{"type":"gesture","phase":"began","x":100,"y":400,"t":0,"x2":"275","y2":400}"#, "bad-field"),
        (#"{"type":"gesture","phase":"began","x":100,"y":400,"t":0,"x2":275,"y2":2e6}"#, "out-of-range"),
        (#"{"type":"select","entry":"lightbox","operation":"dismiss","gesture":[{"t":0,"phase":"began","x":1,"y":2,"x2":3}]}"#, "missing-field"),
    ])
    func refused(text: String, code: String) throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"lightbox","operation":"dismiss"}"#)
        let reply = client.send(text)
        expectEqual(types(reply), ["error"], "\(text)")
        #expect(reply.first?["code"] as? String == code, "\(text): \(reply)")
        if code == "missing-field" { expectEqual((reply.first?["message"] as? String)?.contains("x2"), true) }
    }

    @Test("a second finger that leaves mid-gesture is out of order")
    func fingersKept() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"lightbox","operation":"dismiss"}"#)
        client.send(#"{"type":"gesture","phase":"began","x":37.5,"y":406,"t":0,"x2":337.5,"y2":406}"#)
        let reply = client.send(#"{"type":"gesture","phase":"changed","x":57.5,"y":406,"t":0.03}"#)
        #expect(reply.first?["code"] as? String == "gesture-out-of-order")
    }

    @Test("a live pinch in closes the lightbox's photo; the recorded trace keeps the second finger")
    func livePinch() throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"lightbox","operation":"dismiss"}"#)
        for (i, r) in [150.0, 140, 120, 90, 90].enumerated() {
            let phase = i == 0 ? "began" : i == 4 ? "ended" : "changed"
            let reply = client.send(
                #"{"type":"gesture","phase":"\#(phase)","x":\#(187.5 - r),"y":406,"t":\#(Double(i) / 30),"x2":\#(187.5 + r),"y2":406}"#)
            #expect(!types(reply).contains("error"), "\(reply)")
        }
        let trace = try #require(client.session.current?.recordedTrace)
        #expect(trace.count == 5 && trace.allSatisfy { $0.x2 != nil && $0.y2 == 406 })
        let run = try #require(client.session.current?.run)
        run.runToCompletion()
        #expect(run.state == .completed && !run.coordinator.isCancelled)
    }
}
