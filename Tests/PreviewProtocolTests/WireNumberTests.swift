import TestExpectations
import Testing
@testable import PreviewProtocol

/// What the session answers to the JSON edge cases clients really send: trailing commas,
/// NaN written by hand, numbers beyond a double, and ids that must come back as written.
@Suite("Wire: JSON edge cases")
struct WireNumberTests {
    /// The raw text of each output (the exact bytes matter here, not the parsed values).
    private func rawReplies(_ client: Client, _ text: String) -> [String] {
        var outputs = client.session.received(text: text, now: client.now)
        while let due = client.session.nextTick, due <= client.now { outputs += client.session.tick(now: client.now) }
        return outputs.map(\.text)
    }

    @Test("not JSON → bad-json: trailing commas, NaN and Infinity", arguments: [
        #"{"type":"ping",}"#, "[1,2,]", #"{"type":"ping","id":[1,2,]}"#,
        #"{"type":"select","entry":"zoom","parameters":{"duration":0.5,}}"#,
        #"{"type":"seek","progress":NaN}"#, #"{"type":"seek","progress":Infinity}"#, #"{"type":"seek","progress":-Infinity}"#,
    ])
    func notJSON(text: String) throws {
        let client = Client()
        let reply = client.send(text)
        expectEqual(types(reply), ["error"], "\(text)")
        #expect(reply.first?["code"] as? String == "bad-json", "\(text): \(reply)")
        expectEqual(types(client.send(#"{"type":"ping"}"#)), ["pong"])
    }

    @Test("a number literal beyond a double → not-finite, answering the request's id and type", arguments: [
        #"{"type":"seek","progress":1e309,"id":"n"}"#, #"{"type":"seek","time":-1e309,"id":"n"}"#,
        #"{"type":"select","entry":"zoom","parameters":{"duration":1e309},"id":"n"}"#,
        #"{"type":"play","rate":1e400,"id":"n"}"#,
        #"{"type":"select","entry":"zoom","operation":"dismiss","gesture":[{"t":0,"phase":"began","x":-1e309,"y":0}],"id":"n"}"#,
    ])
    func overflow(text: String) throws {
        let client = Client()
        let reply = client.send(text)
        let error = try #require(reply.first)
        expectEqual(types(reply), ["error"], "\(text)")
        #expect(error["code"] as? String == "not-finite", "\(text): \(reply)")
        #expect(error["id"] as? String == "n")
        #expect(error["request"] as? String != nil)
    }

    @Test("an id beyond a double is not-finite too")
    func overflowingID() throws {
        let reply = Client().send(#"{"type":"ping","id":1e309}"#)
        #expect(reply.first?["code"] as? String == "not-finite")
        #expect(reply.first?["request"] as? String == "ping")
    }

    @Test("a numeric id comes back exactly as written", arguments: [
        "1", "1.0", "1e2", "1E+2", "-0", "-12", "100.000", "9007199254740991", "250e-1",
    ])
    func idEchoedAsWritten(id: String) throws {
        let client = Client()
        expectEqual(rawReplies(client, #"{"type":"ping","id":\#(id)}"#), [#"{"type":"pong","id":\#(id)}"#])
        let error = try #require(rawReplies(client, #"{"type":"seek","progress":0.5,"id":\#(id)}"#).first)
        #expect(error.hasPrefix(#"{"type":"error","id":\#(id),"code":"no-selection""#), "\(error)")
        _ = rawReplies(client, #"{"type":"select","entry":"crossfade"}"#)
        let frame = try #require(rawReplies(client, #"{"type":"seek","progress":0.5,"id":\#(id)}"#).first)
        #expect(frame.hasPrefix(#"{"type":"frame","id":\#(id),"seq":"#), "\(frame)")
    }

    @Test("ids that are not whole numbers within ±(2^53 − 1), or too long, are bad-id", arguments: [
        "1.5", "25e-1", "1e-400", "9007199254740992", "-9007199254740993", "1" + String(repeating: "0", count: 300) + "e-300",
    ])
    func badNumericIDs(id: String) throws {
        let reply = Client().send(#"{"type":"ping","id":\#(id)}"#)
        #expect(reply.first?["code"] as? String == "bad-id", "\(id): \(reply)")
    }
}
