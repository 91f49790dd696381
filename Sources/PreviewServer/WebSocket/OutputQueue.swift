import PreviewProtocol

/// Per-connection output: an ordered queue of control messages, bounded in count and bytes, plus
/// at most one pending frame (latest wins).
///
/// Ordering: everything leaves in the order it was pushed, except that pushing a frame removes
/// the frame not yet written (wherever it waits) and appends the new one. So a frame never
/// overtakes a message pushed before it, and a client that reads slowly gets the newest frame,
/// never a backlog. Frames do not count against the limits: there is only ever one.
struct OutputQueue {
    struct Limits: Equatable {
        var maxMessages: Int
        var maxBytes: Int
        /// At or above either of these the transport stops reading from the client.
        var highWaterMessages: Int
        var highWaterBytes: Int
    }

    enum PushResult: Equatable {
        case queued
        /// A limit would be exceeded; nothing was queued. The connection should close (1008).
        case overflow
    }

    let limits: Limits
    let headroom: Int

    private var items: [OutboundMessage] = []
    private var head = 0
    /// Index in `items` of the frame not yet written, if any.
    private var frameIndex: Int?

    /// Control messages waiting (the frame excluded).
    private(set) var messageCount = 0
    /// Payload bytes of the control messages waiting (the frame excluded).
    private(set) var messageBytes = 0

    init(limits: Limits, headroom: Int) {
        self.limits = limits
        self.headroom = headroom
    }

    var isEmpty: Bool { head == items.count }
    var hasPendingFrame: Bool { frameIndex != nil }
    var isAboveHighWater: Bool {
        messageCount >= limits.highWaterMessages || messageBytes >= limits.highWaterBytes
    }

    mutating func push(_ outgoing: Outgoing) -> PushResult {
        push(OutboundMessage(outgoing, headroom: headroom))
    }

    mutating func push(_ message: OutboundMessage) -> PushResult {
        if message.isFrame {
            if let index = frameIndex {
                items.remove(at: index)
            }
            items.append(message)
            frameIndex = items.count - 1
            return .queued
        }
        guard messageCount + 1 <= limits.maxMessages,
            messageBytes + message.payloadCount <= limits.maxBytes
        else { return .overflow }
        items.append(message)
        messageCount += 1
        messageBytes += message.payloadCount
        return .queued
    }

    mutating func popFirst() -> OutboundMessage? {
        guard head < items.count else { return nil }
        let message = items[head]
        items[head] = Self.placeholder
        if frameIndex == head {
            frameIndex = nil
        } else {
            messageCount -= 1
            messageBytes -= message.payloadCount
        }
        head += 1
        compactIfWorthwhile()
        return message
    }

    /// Drops everything (used when the connection is closing anyway).
    mutating func removeAll() {
        items = []
        head = 0
        frameIndex = nil
        messageCount = 0
        messageBytes = 0
    }

    private static let placeholder = OutboundMessage(kind: .text, payload: [], headroom: 0)

    private mutating func compactIfWorthwhile() {
        if head == items.count {
            items.removeAll(keepingCapacity: items.capacity <= 64)
            head = 0
        } else if head >= 32, head * 2 >= items.count {
            items.removeFirst(head)
            if let index = frameIndex { frameIndex = index - head }
            head = 0
        }
    }
}
