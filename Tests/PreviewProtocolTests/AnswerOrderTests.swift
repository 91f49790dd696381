import TestExpectations
import Testing
@testable import PreviewProtocol

/// The order of a request's answers (docs/protocol.md): the `state` a request causes comes
/// after the frame it describes.
@Suite("Answer order")
struct AnswerOrderTests {
    @Test("select: scene, frame, state — and the state describes that frame")
    func select() throws {
        let client = Client()
        let reply = client.send(#"{"type":"select","entry":"zoom","operation":"present","id":"s"}"#)
        expectEqual(types(reply), ["scene", "frame", "state"])
        let frame = try #require(first("frame", in: reply)), state = try #require(first("state", in: reply))
        #expect(frame["time"] as? Double == 0 && state["time"] as? Double == 0)
        #expect(state["state"] as? String == "paused")
    }

    @Test("select and a seek read in one go: one frame (the seek's), then the state at the seek")
    func selectThenSeek() throws {
        let client = Client()
        var outputs = client.session.received(text: #"{"type":"select","entry":"zoom","operation":"present"}"#, now: client.now)
        outputs += client.session.received(text: #"{"type":"seek","progress":0.5,"id":"k"}"#, now: client.now)
        outputs += client.session.tick(now: client.now)
        let reply = client.decode(outputs)
        expectEqual(types(reply), ["scene", "frame", "state"])
        #expect(first("frame", in: reply)?["id"] as? String == "k")
        #expect(first("state", in: reply)?["progress"] as? Double == 0.5)
    }

    @Test("select and a play read in one go: play's running state replaces select's, nothing stale follows")
    func selectThenPlay() throws {
        let client = Client()
        var outputs = client.session.received(text: #"{"type":"select","entry":"zoom","operation":"present"}"#, now: client.now)
        outputs += client.session.received(text: #"{"type":"play","id":"p"}"#, now: client.now)
        outputs += client.session.tick(now: client.now)
        let reply = client.decode(outputs)
        expectEqual(types(reply), ["scene", "state", "frame"])
        #expect(first("state", in: reply)?["state"] as? String == "running")
        #expect(first("state", in: reply)?["id"] as? String == "p")
    }

    @Test("seek or set while playing: the frame, then the paused state", arguments: [
        #"{"type":"seek","progress":0.25,"id":"x"}"#, #"{"type":"set","parameters":{"duration":0.7},"id":"x"}"#,
    ])
    func stopPlaying(text: String) throws {
        let client = Client()
        client.send(#"{"type":"select","entry":"zoom","operation":"present"}"#)
        client.send(#"{"type":"play","rate":0.1}"#)
        client.now += 0.05
        let reply = client.send(text)
        expectEqual(Array(types(reply).suffix(2)), ["frame", "state"], "\(reply)")
        #expect(reply.last?["state"] as? String == "paused")
        #expect(reply.last?["time"] as? Double == first("frame", in: reply)?["time"] as? Double)
        #expect(reply.first?["id"] as? String == "x", "the direct answer (frame or scene) carries the id")
    }
}
