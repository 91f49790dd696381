import TestExpectations
import Testing
import PreviewProtocol
@testable import PreviewServer

@Suite("EchoHandler")
struct EchoHandlerTests {
    @Test func echoesAndStreams() {
        let handler = EchoHandler()
        expectEqual(handler.received(text: "hi", now: 0), [.message("hi")])
        expectEqual(handler.received(text: "!stream 10 3", now: 5), [.message("ok stream")])
        expectEqual(handler.nextTick, 5)
        guard case .frame(let bytes)? = handler.tick(now: 5).first else {
            Issue.record("no frame")
            return
        }
        let frame = String(decoding: bytes, as: UTF8.self)
        #expect(frame.hasPrefix("frame 1 5.0 xxx"))
        expectEqual(handler.nextTick, 5.1)
    }

    @Test func lateTicksSkipMissedSlots() {
        let handler = EchoHandler()
        _ = handler.received(text: "!flood 10 0", now: 0)
        expectEqual(handler.tick(now: 3).count, 1)
        #expect(handler.nextTick.map { $0 > 3 } == true)
        #expect(handler.tick(now: 3).isEmpty)  // not due yet
    }

    @Test func badCommandsAndInvalidMessagesGetErrors() {
        let handler = EchoHandler()
        guard case .message(let usage)? = handler.received(text: "!stream fast", now: 0).first else {
            Issue.record("no answer")
            return
        }
        #expect(usage.contains(#""code":"bad-command""#))
        guard case .message(let error)? = handler.receivedInvalid(.binary(byteCount: 3), now: 0).first else {
            Issue.record("no answer")
            return
        }
        #expect(error.contains(#""code":"binary-message""#))
    }
}
