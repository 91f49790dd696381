import PreviewProtocol

/// The transport's per-connection logic, without a socket: reassembly, the handler, the
/// bounded output queue, tick coalescing and close decisions.
///
/// The libwebsockets glue feeds it events and then reads what to do: write (`nextWrite()`),
/// close (`closeRequest`), pause reading (`shouldPauseReading`), arm the tick timer
/// (`tickDeadline`). Used only on the service thread.
final class ConnectionSession {
    enum Role {
        /// `transition-preview`: messages go to a handler.
        case preview(any ConnectionHandler)
        /// `/echo`: text and binary come straight back (conformance testing).
        case echo
    }

    let role: Role
    private var assembler: MessageAssembler
    private(set) var queue: OutputQueue
    /// Set once; the glue closes the connection with it at the next opportunity.
    private(set) var closeRequest: CloseRequest?
    /// A tick fell due while a frame was still waiting to be written: run it when the socket
    /// can take more (`runDeferredTick`), instead of computing frames the client never sees.
    private(set) var isTickDeferred = false
    private var isClosed = false

    init(role: Role, maxMessageBytes: Int, limits: OutputQueue.Limits, headroom: Int) {
        self.role = role
        if case .echo = role {
            assembler = MessageAssembler(maxBytes: maxMessageBytes, acceptsBinary: true)
        } else {
            assembler = MessageAssembler(maxBytes: maxMessageBytes, acceptsBinary: false)
        }
        queue = OutputQueue(limits: limits, headroom: headroom)
    }

    // MARK: Events

    func open(now: Double) {
        guard case .preview(let handler) = role else { return }
        enqueue(handler.opened(now: now))
    }

    /// One chunk of an incoming message, as lws delivers it.
    func receive(
        _ chunk: UnsafeRawBufferPointer, isFirst: Bool, isFinal: Bool, isBinary: Bool, now: Double
    ) {
        guard closeRequest == nil else { return }
        let event = assembler.append(chunk, isFirst: isFirst, isFinal: isFinal, isBinary: isBinary)
        switch (role, event) {
        case (_, .partial):
            return
        case (_, .invalidUTF8):
            requestClose(.notUTF8)
        case (.echo, .exceededLimit), (.echo, .discarded(.tooLarge)):
            requestClose(.tooBig)
        case (.echo, .text(let text)):
            enqueue(OutboundMessage(kind: .text, payload: text.utf8, headroom: queue.headroom))
        case (.echo, .binary(let bytes)):
            enqueue(OutboundMessage(kind: .binary, payload: bytes, headroom: queue.headroom))
        case (.echo, .discarded):
            return  // the echo endpoint accepts binary, so nothing else is discarded
        case (.preview, .exceededLimit):
            return  // reported when the message ends, so answers keep the message order
        case (.preview(let handler), .text(let text)):
            enqueue(handler.received(text: text, now: now))
        case (.preview(let handler), .discarded(let problem)):
            enqueue(handler.receivedInvalid(problem, now: now))
        case (.preview, .binary):
            return  // not produced: the preview assembler does not accept binary
        }
    }

    /// The tick timer fired.
    func tickDue(now: Double) {
        guard closeRequest == nil, case .preview(let handler) = role else { return }
        if queue.hasPendingFrame {
            isTickDeferred = true
            return
        }
        enqueue(handler.tick(now: now))
    }

    /// The socket can take more: a tick that was deferred runs now, just before writing.
    /// Returns whether one ran.
    @discardableResult
    func runDeferredTick(now: Double) -> Bool {
        guard isTickDeferred, closeRequest == nil, case .preview(let handler) = role else { return false }
        isTickDeferred = false
        enqueue(handler.tick(now: now))
        return true
    }

    /// Called right after a message was received. When the handler owes a reply now (a seek's
    /// frame, a select's scene), the reply is computed in this connection's own WRITEABLE
    /// callback, just before it is written, instead of in the tick timer's batch: the batch
    /// computes every due socket's frame before the first is written, so a seek's answer
    /// waited behind other viewers' frames while an echo or a pong did not (issue #21, item 8).
    /// Seeks received before that callback still cost one frame (the tick runs once).
    /// Returns whether the reply was deferred to the write.
    @discardableResult
    func deferOwedReply(now: Double) -> Bool {
        guard closeRequest == nil, !isTickDeferred, case .preview(let handler) = role,
            let due = handler.nextTick, due <= now + TickSchedule.tolerance
        else { return false }
        isTickDeferred = true
        return true
    }

    /// Asks for the connection to close (first request wins); queued output is dropped.
    func requestClose(_ request: CloseRequest) {
        guard closeRequest == nil else { return }
        closeRequest = request
        queue.removeAll()
        isTickDeferred = false
    }

    /// The connection is gone: tell the handler, once.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        queue.removeAll()
        if case .preview(let handler) = role { handler.closed() }
    }

    // MARK: What the glue should do next

    /// The next message to write, in order.
    func nextWrite() -> OutboundMessage? {
        guard closeRequest == nil, let message = queue.popFirst() else { return nil }
        if message.isFrame { isTickDeferred = false }
        return message
    }

    var wantsWrite: Bool { closeRequest != nil || !queue.isEmpty }

    /// Whether the glue should ask for a WRITEABLE callback: output waits, or a deferred tick
    /// (its reply) is to be computed there.
    var wantsWritable: Bool { wantsWrite || isTickDeferred }

    /// Stop reading from the client while this much output waits for it.
    var shouldPauseReading: Bool { queue.isAboveHighWater }

    /// Reading may resume once the client has taken everything.
    var canResumeReading: Bool { queue.isEmpty }

    /// When the tick timer should fire, or `nil` for no timer.
    var tickDeadline: Double? {
        guard closeRequest == nil, !isTickDeferred, case .preview(let handler) = role else {
            return nil
        }
        return handler.nextTick
    }

    // MARK: Private

    private func enqueue(_ outgoing: [Outgoing]) {
        for item in outgoing {
            guard closeRequest == nil else { return }
            if queue.push(item) == .overflow { requestClose(.queueOverflow) }
        }
    }

    private func enqueue(_ message: OutboundMessage) {
        guard closeRequest == nil else { return }
        if queue.push(message) == .overflow { requestClose(.queueOverflow) }
    }
}
