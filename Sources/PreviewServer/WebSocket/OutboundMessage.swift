import PreviewProtocol

/// One WebSocket message waiting to be written.
///
/// The bytes are stored behind `headroom` spare bytes so the transport can hand the buffer to
/// `lws_write` (which writes the frame header in front of the payload) without copying.
struct OutboundMessage: Equatable {
    enum Kind: Equatable {
        case text
        case binary
    }

    let kind: Kind
    /// True for an `Outgoing.frame`: such a message may be replaced by a newer frame.
    let isFrame: Bool
    /// `headroom` unused bytes followed by the payload.
    private(set) var storage: [UInt8]
    let headroom: Int

    init(kind: Kind, isFrame: Bool = false, payload: some Collection<UInt8>, headroom: Int) {
        self.kind = kind
        self.isFrame = isFrame
        self.headroom = headroom
        var storage = [UInt8](repeating: 0, count: headroom)
        storage.reserveCapacity(headroom + payload.count)
        storage.append(contentsOf: payload)
        self.storage = storage
    }

    init(_ outgoing: Outgoing, headroom: Int) {
        switch outgoing {
        case .message(let text):
            self.init(kind: .text, payload: text.utf8, headroom: headroom)
        case .frame(let bytes):
            self.init(kind: .text, isFrame: true, payload: bytes, headroom: headroom)
        }
    }

    var payloadCount: Int { storage.count - headroom }

    /// The payload as text (tests and logs).
    var payloadText: String { String(decoding: storage[headroom...], as: UTF8.self) }

    /// Calls `body` with a mutable pointer to the whole buffer (headroom included) and the
    /// payload's length; lws needs the headroom in front of the pointer it is given.
    mutating func withWritableBuffer<R>(
        _ body: (UnsafeMutableRawBufferPointer, _ payloadOffset: Int, _ payloadCount: Int) throws -> R
    ) rethrows -> R {
        let headroom = headroom
        let count = payloadCount
        return try storage.withUnsafeMutableBytes { try body($0, headroom, count) }
    }
}
