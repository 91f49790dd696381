import TestExpectations
import Testing
import PreviewProtocol
@testable import PreviewServer

/// A handler that records calls and answers with what a test scripted.
private final class ScriptedHandler: ConnectionHandler {
    var received: [String] = []
    var invalid: [InvalidMessage] = []
    var ticks = 0
    var closedCount = 0
    var nextTick: Double?
    var onTick: [Outgoing] = []

    func opened(now: Double) -> [Outgoing] { [.message("hello")] }
    func received(text: String, now: Double) -> [Outgoing] { received.append(text); return [.message(text)] }
    func receivedInvalid(_ problem: InvalidMessage, now: Double) -> [Outgoing] { invalid.append(problem); return [] }
    func tick(now: Double) -> [Outgoing] { ticks += 1; return onTick }
    func closed() { closedCount += 1 }
}

@Suite("ConnectionSession")
struct ConnectionSessionTests {
    static let limits = OutputQueue.Limits(maxMessages: 4, maxBytes: 1000, highWaterMessages: 2, highWaterBytes: 500)

    private func session(_ handler: ScriptedHandler, maxMessageBytes: Int = 100) -> ConnectionSession {
        ConnectionSession(role: .preview(handler), maxMessageBytes: maxMessageBytes, limits: Self.limits, headroom: 0)
    }

    private func send(_ session: ConnectionSession, _ text: String, binary: Bool = false) {
        Array(text.utf8).withUnsafeBytes {
            session.receive($0, isFirst: true, isFinal: true, isBinary: binary, now: 0)
        }
    }

    @Test func handlerAnswersAreQueuedInOrder() {
        let handler = ScriptedHandler()
        let session = session(handler)
        session.open(now: 0)
        send(session, "a")
        expectEqual(session.nextWrite()?.payloadText, "hello")
        expectEqual(session.nextWrite()?.payloadText, "a")
        #expect(session.nextWrite() == nil && !session.wantsWrite)
    }

    @Test func binaryAndOversizedReachTheHandlerAsInvalid() {
        let handler = ScriptedHandler()
        let session = session(handler, maxMessageBytes: 3)
        send(session, "xyz", binary: true)
        send(session, "toolong")
        send(session, "ok")
        expectEqual(handler.invalid, [.binary(byteCount: 3), .tooLarge(byteCount: 7)])
        expectEqual(handler.received, ["ok"])
        #expect(session.closeRequest == nil)
    }

    @Test func overflowRequestsA1008Close() {
        let handler = ScriptedHandler()
        let session = session(handler)
        for index in 0..<5 { send(session, "m\(index)") }
        expectEqual(session.closeRequest, .queueOverflow)
        #expect(session.nextWrite() == nil)
        #expect(session.wantsWrite)  // to perform the close
    }

    @Test func readingPausesAtHighWaterAndResumesWhenDrained() {
        let handler = ScriptedHandler()
        let session = session(handler)
        send(session, "a")
        #expect(!session.shouldPauseReading)
        send(session, "b")
        #expect(session.shouldPauseReading)
        _ = session.nextWrite()
        #expect(!session.canResumeReading)
        _ = session.nextWrite()
        #expect(session.canResumeReading)
    }

    @Test func ticksWhileAFrameWaitsAreDeferredThenRunOnce() {
        let handler = ScriptedHandler()
        handler.nextTick = 1
        handler.onTick = [.frame("f")]
        let session = session(handler)
        expectEqual(session.tickDeadline, 1)
        session.tickDue(now: 1)
        #expect(handler.ticks == 1 && session.queue.hasPendingFrame)
        session.tickDue(now: 2)
        session.tickDue(now: 3)
        #expect(handler.ticks == 1 && session.isTickDeferred && session.tickDeadline == nil)
        session.runDeferredTick(now: 4)  // the socket is writable again
        #expect(handler.ticks == 2 && !session.isTickDeferred)
        expectEqual(session.nextWrite()?.payloadText, "f")
        #expect(session.nextWrite() == nil)
    }

    @Test func closeTellsTheHandlerOnce() {
        let handler = ScriptedHandler()
        let session = session(handler)
        session.requestClose(.shutdown)
        session.close()
        session.close()
        expectEqual(handler.closedCount, 1)
        expectEqual(session.closeRequest, .shutdown)
    }

    @Test func echoRoleEchoesBinaryAndClosesOverItsCap() {
        let session = ConnectionSession(role: .echo, maxMessageBytes: 4, limits: Self.limits, headroom: 0)
        send(session, "ab", binary: true)
        expectEqual(session.nextWrite(), OutboundMessage(kind: .binary, payload: Array("ab".utf8), headroom: 0))
        send(session, "abcde")
        expectEqual(session.closeRequest, .tooBig)
    }
}
