import Foundation
import TestExpectations
import Testing
@testable import PreviewProtocol

/// The device's Reduce Motion switch over the protocol: `select` carries it, the scene says
/// so, `set` keeps it, and an animator that branches on it draws its other branch.
@Suite("Reduce Motion over the protocol")
struct ReduceMotionSessionTests {
    /// The from-view's horizontal scale in the frame a quarter of the way through the push.
    private func fromScale(_ reply: [[String: Any]]) throws -> Double {
        let frame = try #require(first("frame", in: reply))
        let layers = try #require(frame["layers"] as? [[String: Any]])
        let scene = try #require(first("scene", in: reply))
        let roles = try #require(scene["layers"] as? [[String: Any]])
        let fromID = try #require(roles.first { $0["role"] as? String == "from" }?["id"] as? Int)
        let from = try #require(layers.first { $0["id"] as? Int == fromID })
        return (from["transform"] as? [Double])?.first ?? 1
    }

    @Test("select with reduceMotion runs the animator's Reduce Motion branch; the scene says it; set keeps it")
    func selectAndSet() throws {
        let client = Client()
        let plain = client.send(#"{"type":"select","entry":"scale-fade","operation":"push"}"#)
        #expect(first("scene", in: plain)?["reduceMotion"] == nil)
        let seekPlain = client.send(#"{"type":"seek","progress":0.5,"id":1}"#)
        let reduced = client.send(#"{"type":"select","entry":"scale-fade","operation":"push","reduceMotion":true}"#)
        #expect(first("scene", in: reduced)?["reduceMotion"] as? Bool == true)
        let seekReduced = client.send(#"{"type":"seek","progress":0.5,"id":2}"#)
        // Halfway, the plain push has grown the page; with Reduce Motion it stays at 1 and only fades.
        let scene = try #require(first("scene", in: plain))
        let halfwayPlain = try fromScale([scene, try #require(first("frame", in: seekPlain))])
        let halfwayReduced = try fromScale([try #require(first("scene", in: reduced)), try #require(first("frame", in: seekReduced))])
        #expect(halfwayPlain > 1.1)
        expectEqual(halfwayReduced, 1)
        let changed = client.send(#"{"type":"set","parameters":{"duration":0.8},"id":3}"#)
        #expect(first("scene", in: changed)?["reduceMotion"] as? Bool == true)
    }

    @Test("reduceMotion that is not a boolean is refused with bad-field, naming the field")
    func wrongType() throws {
        let client = Client()
        let reply = client.send(#"{"type":"select","entry":"scale-fade","reduceMotion":"yes"}"#)
        expectEqual(types(reply), ["error"])
        #expect(reply.first?["code"] as? String == "bad-field")
        expectEqual((reply.first?["message"] as? String)?.contains("reduceMotion"), true)
    }
}
