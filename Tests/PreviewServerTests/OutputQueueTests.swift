import TestExpectations
import Testing
import PreviewProtocol
@testable import PreviewServer

@Suite("OutputQueue")
struct OutputQueueTests {
    static let limits = OutputQueue.Limits(maxMessages: 3, maxBytes: 10, highWaterMessages: 2, highWaterBytes: 8)

    private func drain(_ queue: inout OutputQueue) -> [String] {
        var texts: [String] = []
        while let message = queue.popFirst() { texts.append(message.payloadText) }
        return texts
    }

    @Test func messagesKeepTheirOrder() {
        var queue = OutputQueue(limits: Self.limits, headroom: 16)
        expectEqual(queue.push(.message("a")), .queued)
        expectEqual(queue.push(.message("b")), .queued)
        expectEqual(drain(&queue), ["a", "b"])
        #expect(queue.isEmpty)
    }

    @Test func aNewFrameReplacesTheUnwrittenOneAndGoesLast() {
        var queue = OutputQueue(limits: Self.limits, headroom: 16)
        _ = queue.push(.frame("f1"))
        _ = queue.push(.message("scene"))
        _ = queue.push(.frame("f2"))
        expectEqual(drain(&queue), ["scene", "f2"])
    }

    @Test func aFrameNeverOvertakesAnEarlierMessage() {
        var queue = OutputQueue(limits: Self.limits, headroom: 16)
        _ = queue.push(.frame("old"))
        _ = queue.push(.message("m"))
        expectEqual(drain(&queue), ["old", "m"])
    }

    @Test func framesDoNotCountAgainstTheLimits() {
        var queue = OutputQueue(limits: Self.limits, headroom: 16)
        for index in 0..<100 { expectEqual(queue.push(.frame(String(repeating: "x", count: 50 + index))), .queued) }
        #expect(queue.messageCount == 0 && queue.messageBytes == 0 && queue.hasPendingFrame)
        expectEqual(drain(&queue).count, 1)
    }

    @Test func countAndByteLimitsOverflow() {
        var queue = OutputQueue(limits: Self.limits, headroom: 16)
        expectEqual(queue.push(.message("123")), .queued)
        expectEqual(queue.push(.message("456")), .queued)
        #expect(queue.isAboveHighWater)  // two messages
        expectEqual(queue.push(.message("78901")), .overflow)  // 11 bytes > 10
        expectEqual(queue.push(.message("7")), .queued)
        expectEqual(queue.push(.message("8")), .overflow)  // a fourth message
        expectEqual(drain(&queue), ["123", "456", "7"])
    }

    @Test func storageHasHeadroomForTheFrameHeader() {
        var message = OutboundMessage(.message("hi"), headroom: 16)
        message.withWritableBuffer { buffer, offset, count in
            #expect(offset == 16 && count == 2 && buffer.count == 18)
            expectEqual(buffer[16], UInt8(ascii: "h"))
        }
    }

    @Test func longQueuesCompactWithoutLosingTheFrame() {
        let roomy = OutputQueue.Limits(maxMessages: 1000, maxBytes: 100_000, highWaterMessages: 500, highWaterBytes: 50_000)
        var queue = OutputQueue(limits: roomy, headroom: 0)
        for index in 0..<100 { _ = queue.push(.message("m\(index)")) }
        _ = queue.push(.frame("f"))
        for index in 0..<80 { expectEqual(queue.popFirst()?.payloadText, "m\(index)") }
        _ = queue.push(.frame("g"))
        let rest = drain(&queue)
        #expect(rest.last == "g" && rest.count == 21 && !rest.contains("f"))
    }
}
