import TestExpectations
import Testing
@testable import PreviewServer

@Suite("MessageAssembler")
struct MessageAssemblerTests {
    private func feed(
        _ assembler: inout MessageAssembler, _ text: String, first: Bool, final: Bool, binary: Bool = false
    ) -> MessageAssembler.Event {
        Array(text.utf8).withUnsafeBytes {
            assembler.append($0, isFirst: first, isFinal: final, isBinary: binary)
        }
    }

    @Test func reassemblesFragments() {
        var assembler = MessageAssembler(maxBytes: 10, acceptsBinary: false)
        expectEqual(feed(&assembler, "hel", first: true, final: false), .partial)
        expectEqual(feed(&assembler, "lo", first: false, final: true), .text("hello"))
        expectEqual(feed(&assembler, "next", first: true, final: true), .text("next"))
    }

    @Test func overTheCapIsDiscardedAndReportedAtTheEnd() {
        var assembler = MessageAssembler(maxBytes: 4, acceptsBinary: false)
        expectEqual(feed(&assembler, "abc", first: true, final: false), .partial)
        expectEqual(feed(&assembler, "def", first: false, final: false), .exceededLimit(byteCount: 6))
        expectEqual(feed(&assembler, "ghi", first: false, final: true), .discarded(.tooLarge(byteCount: 9)))
        expectEqual(feed(&assembler, "ok", first: true, final: true), .text("ok"))
    }

    @Test func aSingleOversizedChunkIsReportedOnce() {
        var assembler = MessageAssembler(maxBytes: 4, acceptsBinary: true)
        expectEqual(feed(&assembler, "abcdef", first: true, final: true), .discarded(.tooLarge(byteCount: 6)))
    }

    @Test func binaryIsCountedWhenNotAccepted() {
        var assembler = MessageAssembler(maxBytes: 4, acceptsBinary: false)
        #expect(feed(&assembler, "0123456789", first: true, final: true, binary: true)
            == .discarded(.binary(byteCount: 10)))
    }

    @Test func binaryIsDeliveredWhenAccepted() {
        var assembler = MessageAssembler(maxBytes: 8, acceptsBinary: true)
        expectEqual(feed(&assembler, "ab", first: true, final: false, binary: true), .partial)
        expectEqual(feed(&assembler, "c", first: false, final: true, binary: true), .binary(Array("abc".utf8)))
    }

    @Test func invalidUTF8IsRejected() {
        var assembler = MessageAssembler(maxBytes: 8, acceptsBinary: false)
        let event = [UInt8]([0x61, 0xFF]).withUnsafeBytes {
            assembler.append($0, isFirst: true, isFinal: true, isBinary: false)
        }
        expectEqual(event, .invalidUTF8)
    }

    @Test func emptyMessagesAreMessages() {
        var assembler = MessageAssembler(maxBytes: 8, acceptsBinary: false)
        expectEqual(feed(&assembler, "", first: true, final: true), .text(""))
    }
}
