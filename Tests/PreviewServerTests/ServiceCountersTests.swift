import PreviewProtocol
import TestExpectations
import Testing

@testable import PreviewServer

/// A handler that owes a frame for every message, as PreviewSession does for a seek: due at
/// once, carrying the newest message it reflects.
private final class SeekingHandler: ConnectionHandler {
    var ticks = 0
    var nextTick: Double?
    private var newest: String?

    func opened(now: Double) -> [Outgoing] { [] }
    func received(text: String, now: Double) -> [Outgoing] {
        if text == "ping" { return [.message("pong")] }
        newest = text
        nextTick = now
        return []
    }
    func receivedInvalid(_ problem: InvalidMessage, now: Double) -> [Outgoing] { [] }
    func tick(now: Double) -> [Outgoing] {
        ticks += 1
        nextTick = nil
        defer { newest = nil }
        return newest.map { [.frame("frame \($0)")] } ?? []
    }
    func closed() {}
}

/// The counters the service loop logs, and the session behaviour behind "replies at write":
/// a reply owed to a message just received is made in the socket's own write, not in the tick
/// timer's batch (issue #21, item 8). Tests/live/test_write_order.py checks the same through a
/// real server's log.
@Suite("ServiceCounters")
struct ServiceCountersTests {
    static let limits = OutputQueue.Limits(maxMessages: 8, maxBytes: 1000, highWaterMessages: 4, highWaterBytes: 500)

    private func send(_ session: ConnectionSession, _ text: String, now: Double = 5) {
        Array(text.utf8).withUnsafeBytes {
            session.receive($0, isFirst: true, isFinal: true, isBinary: false, now: now)
        }
    }

    @Test func theSummaryKeepsTheWakeUpPrefixAndNamesEveryCounter() {
        var counters = ServiceCounters()
        counters.wakeUps = 12
        counters.repliesAtWrite = 3
        counters.batchedTicks = 4
        counters.deferredTicks = 5
        #expect(
            counters.summary(seconds: "1.50")
                == "service loop: 12 wake-ups in 1.50s; replies at write: 3; batched ticks: 4; deferred ticks: 5")
        expectEqual(ServiceCounters(), ServiceCounters(wakeUps: 0, repliesAtWrite: 0, batchedTicks: 0, deferredTicks: 0))
    }

    @Test func aSeekReplyIsMadeAtTheWriteNotScheduledOnTheTimer() {
        let handler = SeekingHandler()
        let session = ConnectionSession(role: .preview(handler), maxMessageBytes: 100, limits: Self.limits, headroom: 0)
        send(session, "seek 1")
        expectEqual(session.tickDeadline, 5)  // owed now: the batch would take it
        #expect(session.deferOwedReply(now: 5))
        #expect(session.tickDeadline == nil)  // off the timer: the write makes it
        #expect(session.wantsWritable && !session.wantsWrite)
        expectEqual(handler.ticks, 0)
        #expect(session.runDeferredTick(now: 5))
        expectEqual(session.nextWrite()?.payloadText, "frame seek 1")
        #expect(!session.wantsWritable && !session.runDeferredTick(now: 6))
    }

    @Test func seeksReadBeforeTheWriteStillCostOneFrame() {
        let handler = SeekingHandler()
        let session = ConnectionSession(role: .preview(handler), maxMessageBytes: 100, limits: Self.limits, headroom: 0)
        send(session, "seek 1")
        #expect(session.deferOwedReply(now: 5))
        send(session, "seek 2")
        #expect(!session.deferOwedReply(now: 5))  // already deferred: counted once
        send(session, "ping")
        session.runDeferredTick(now: 5)
        expectEqual(handler.ticks, 1)
        // The pong was queued when its message arrived; the frame is made at the write.
        expectEqual(session.nextWrite()?.payloadText, "pong")
        expectEqual(session.nextWrite()?.payloadText, "frame seek 2")
        #expect(session.nextWrite() == nil)
    }

    @Test func nothingIsDeferredWhenNoReplyIsOwedNow() {
        let handler = SeekingHandler()
        let session = ConnectionSession(role: .preview(handler), maxMessageBytes: 100, limits: Self.limits, headroom: 0)
        send(session, "ping")
        #expect(!session.deferOwedReply(now: 5))
        handler.nextTick = 5.5  // playback's next refresh: the timer's job
        #expect(!session.deferOwedReply(now: 5))
        #expect(session.deferOwedReply(now: 5.5 - TickSchedule.tolerance))
        let echo = ConnectionSession(role: .echo, maxMessageBytes: 100, limits: Self.limits, headroom: 0)
        send(echo, "seek 1")
        #expect(!echo.deferOwedReply(now: 5) && echo.wantsWritable)
        expectEqual(echo.nextWrite()?.payloadText, "seek 1")
    }

    @Test func aClosingSessionDefersNothing() {
        let handler = SeekingHandler()
        let session = ConnectionSession(role: .preview(handler), maxMessageBytes: 100, limits: Self.limits, headroom: 0)
        send(session, "seek 1")
        session.requestClose(.shutdown)
        #expect(!session.deferOwedReply(now: 5))
        #expect(!session.runDeferredTick(now: 5) && handler.ticks == 0)
    }
}
