import TestExpectations
import Testing
import PreviewProtocol

/// `serve --watch`'s worker: the same messages through `WorkerLoop` and its records as from a
/// session called directly, byte for byte, in any chunking of the input.
@Suite("Worker loop")
struct WorkerLoopTests {
    static let requests: [(WorkerWire.Request, Double)] = [
        (.opened, 0),
        (.text(#"{"type":"hello","version":1,"id":1}"#), 0.01),
        (.text(#"{"type":"select","entry":"crossfade","id":"s"}"#), 0.02),
        (.tick, 0.03),
        (.text(#"{"type":"seek","progress":0.5,"id":3}"#), 0.04),
        (.tick, 0.05),
        (.text(#"{"type":"play","fps":60}"#), 0.06),
        (.tick, 0.07),
        (.tick, 0.09),
        (.binary(byteCount: 5), 0.1),
        (.tooLarge(byteCount: 70_000), 0.11),
        (.text("not json"), 0.12),
    ]

    @Test(arguments: [1, 7, 100_000])
    func answersAreTheSessionsOwn(chunk: Int) {
        let direct = PreviewSession.overCatalog()
        var expected: [WorkerWire.Reply] = []
        for (request, now) in Self.requests {
            let out: [Outgoing] = switch request {
            case .opened: []
            case .text(let text): direct.received(text: text, now: now)
            case .binary(let count): direct.receivedBinary(byteCount: count)
            case .tooLarge(let count): direct.receivedTooLarge(byteCount: count, limit: 64 * 1024)
            case .tick: direct.tick(now: now)
            }
            expected += out.map { .outgoing($0) } + [.end(nextTick: direct.nextTick)]
        }
        #expect(expected.contains { if case .outgoing(.frame) = $0 { true } else { false } })

        var input = Self.requests.flatMap { WorkerWire.encode($0.0, now: $0.1) }[...]
        var written: [UInt8] = []
        let status = WorkerLoop.run(session: PreviewSession.overCatalog(), read: {
            defer { input = input.dropFirst(chunk) }
            return Array(input.prefix(chunk))
        }, write: { written += $0; return true })
        expectEqual(status, 0)
        var reader = WorkerWire.Reader(requests: false)
        reader.append(written)
        var replies: [WorkerWire.Reply] = []
        while let reply = reader.nextReply() { replies.append(reply) }
        expectEqual(replies, expected)
    }

    @Test func stopsWhenTheFrontIsGone() {
        var sent = false
        let status = WorkerLoop.run(session: PreviewSession.overCatalog(), read: {
            defer { sent = true }
            return sent ? [] : WorkerWire.encode(.text(#"{"type":"ping"}"#), now: 0)
        }, write: { _ in false })
        expectEqual(status, 1)
    }
}
