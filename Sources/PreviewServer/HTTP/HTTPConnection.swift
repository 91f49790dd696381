/// One connection on the static-file side, without a socket: it buffers what arrives, answers
/// the requests one at a time in arrival order (so pipelined requests each get their full
/// response), and decides when the connection closes or becomes a WebSocket.
///
/// The glue (`WebSocketServer`) feeds it bytes (`receive`), asks what comes next (`advance`),
/// and copies response bytes out (`fill`) whenever the socket can take some. Only one response
/// exists at a time, so a client pipelining thousands of requests costs one response's memory
/// plus its unread requests, which the glue bounds by pausing reads (`shouldPauseReading`).
final class HTTPConnection {
    enum Next: Equatable {
        /// Nothing to do until more bytes arrive.
        case waitForInput
        /// A response is ready: write it with `fill`. `log` is set when it deserves a log line.
        case respond(log: LogNote?)
        /// A WebSocket handshake: give the socket to libwebsockets along with `handOverBytes()`.
        case handOver
        /// The last response has been written; close the connection.
        case close
    }

    /// What a response's log line says: `http STATUS PEER NOTE`.
    struct LogNote: Equatable {
        var status: Int
        var note: String
    }

    enum Chunk: Equatable {
        /// `count` bytes were copied; `isLast` when they complete the response.
        case bytes(count: Int, isLast: Bool)
        /// The file shrank under us: the promised length cannot be sent, so close.
        case failed
    }

    private enum Body {
        case empty
        case bytes([UInt8])
        case file(FileBody)
    }

    private final class Response {
        let head: [UInt8]
        var headSent = 0
        let body: Body
        var bodySent = 0
        let closesAfter: Bool

        init(head: [UInt8], body: Body, closesAfter: Bool) {
            self.head = head
            self.body = body
            self.closesAfter = closesAfter
        }

        var bodyRemaining: Int {
            switch body {
            case .empty: 0
            case .bytes(let bytes): bytes.count - bodySent
            case .file(let file): file.remaining
            }
        }
    }

    let site: StaticSite
    /// Unparsed input beyond which reading pauses: a client cannot make the server buffer more
    /// than this, however many requests it pipelines while a large response is being sent.
    let maxBufferedInput: Int
    private var input: [UInt8] = []
    /// First byte of `input` not yet consumed by a parsed head.
    private var start = 0
    private var parser: HTTPRequestParser
    private var response: Response?
    /// The response being written is the last one: the connection closes after it.
    private(set) var isClosing = false
    private(set) var isHandedOver = false

    init(site: StaticSite, limits: HTTPRequestParser.Limits = .init(), maxBufferedInput: Int = 128 * 1024) {
        self.site = site
        self.maxBufferedInput = maxBufferedInput
        parser = HTTPRequestParser(limits: limits)
    }

    /// Bytes from the client. Ignored once the connection is closing (they are drained so the
    /// client's last response is not cut off by a reset). After a hand-over decision they are
    /// kept: they belong to the WebSocket.
    func receive(_ bytes: UnsafeRawBufferPointer) {
        guard !isClosing else { return }
        input.append(contentsOf: bytes)
    }

    /// For a hand-over: the handshake and everything received after it, up to now.
    func handOverBytes() -> [UInt8] {
        isHandedOver ? Array(input[start...]) : []
    }

    var bufferedInput: Int { input.count - start }

    var shouldPauseReading: Bool { bufferedInput > maxBufferedInput }

    /// Whether a response is being written.
    var isResponding: Bool { response != nil }

    /// What to do now. Starts the next response when the previous one has been written.
    func advance() -> Next {
        if response != nil { return .respond(log: nil) }
        if isClosing || isHandedOver { return .close }
        compact()
        guard start < input.count else { return .waitForInput }
        let outcome = input.withUnsafeBytes { parser.parse(UnsafeRawBufferPointer(rebasing: $0[start...])) }
        switch outcome {
        case .incomplete:
            return .waitForInput
        case .failure(let failure):
            // The framing is lost or the client is over a limit: answer and close. What was
            // read is dropped; what still arrives is drained unread (`receive`).
            parser.reset()
            input = []
            start = 0
            respond(failure.status, method: nil, closes: true)
            return .respond(log: LogNote(status: failure.status.code, note: failure.description))
        case .head(let head):
            parser.reset()
            let headStart = start
            start += head.byteCount
            return answer(head, startingAt: headStart)
        }
    }

    private func answer(_ head: HTTPRequestHead, startingAt headStart: Int) -> Next {
        // A body this server never reads would be taken for the next request: close after
        // answering instead (the glue drains what the client still sends).
        let closes = !head.keepsAlive || head.body != .none
        switch site.decide(head) {
        case .webSocket:
            isHandedOver = true
            start = headStart
            return .handOver
        case .file(let path, let contentType):
            let file: FileBody
            do {
                file = try FileBody(path: path)
            } catch .outOfDescriptors {
                // Descriptors free up as connections close: a passing condition, said so.
                respond(.serviceUnavailable, method: head.method, closes: closes)
                return .respond(log: LogNote(status: 503, note: "\(LogText.printable(path)): out of file descriptors"))
            } catch {
                respond(.notFound, method: head.method, closes: closes)
                return .respond(log: LogNote(status: 404, note: "\(LogText.printable(path)): cannot be opened"))
            }
            let bytes = HTTPResponse.head(.ok, contentType: contentType, contentLength: file.length, closes: closes)
            response = Response(head: bytes, body: head.method == "HEAD" ? .empty : .file(file), closesAfter: closes)
            return .respond(log: nil)
        case .status(let status, let note):
            respond(status, method: head.method, closes: closes)
            return .respond(log: LogNote(status: status.code, note: note))
        }
    }

    /// Queues an error answer (a plain-text body naming the status; none for HEAD).
    private func respond(_ status: HTTPStatus, method: String?, closes: Bool) {
        let body = HTTPResponse.errorBody(status)
        let extra = StaticSite.fields(for: status)
        let head = HTTPResponse.head(
            status, contentType: HTTPResponse.errorContentType, contentLength: body.count, extra: extra, closes: closes)
        response = Response(head: head, body: method == "HEAD" ? .empty : .bytes(body), closesAfter: closes)
    }

    /// Copies the next bytes of the current response into `buffer`.
    func fill(_ buffer: UnsafeMutableRawBufferPointer) -> Chunk {
        guard let response else { return .bytes(count: 0, isLast: true) }
        var written = 0
        if response.headSent < response.head.count {
            let count = min(buffer.count, response.head.count - response.headSent)
            response.head.withUnsafeBytes { head in
                buffer.baseAddress?.copyMemory(from: head.baseAddress! + response.headSent, byteCount: count)
            }
            response.headSent += count
            written = count
        }
        if response.headSent == response.head.count, written < buffer.count {
            let rest = UnsafeMutableRawBufferPointer(rebasing: buffer[written...])
            switch response.body {
            case .empty:
                break
            case .bytes(let bytes):
                let count = min(rest.count, bytes.count - response.bodySent)
                bytes.withUnsafeBytes { body in
                    rest.baseAddress?.copyMemory(from: body.baseAddress! + response.bodySent, byteCount: count)
                }
                response.bodySent += count
                written += count
            case .file(let file):
                guard let count = file.read(into: rest) else { return .failed }
                written += count
            }
        }
        let isLast = response.headSent == response.head.count && response.bodyRemaining == 0
        if isLast {
            self.response = nil
            if response.closesAfter { isClosing = true }
        }
        return .bytes(count: written, isLast: isLast)
    }

    /// Drops consumed input once it is worth the copy.
    private func compact() {
        if start == input.count {
            input.removeAll(keepingCapacity: input.capacity <= 64 * 1024)
            start = 0
        } else if start > 16 * 1024, start > input.count / 2 {
            input.removeFirst(start)
            start = 0
        }
    }
}
