/// The worker's side of `serve --watch`: one `PreviewSession` driven by `WorkerWire`
/// requests, answering each with its outgoing messages and an end record. The I/O is passed
/// in (`read` returns the next bytes, empty at the end of input; `write` returns false when
/// the front has gone), so the loop has no system calls of its own and is tested with arrays.
public enum WorkerLoop {
    /// Runs until the input ends (0) or a write fails (1).
    public static func run(
        session: PreviewSession, maxMessageBytes: Int = 64 * 1024,
        read: () -> [UInt8], write: ([UInt8]) -> Bool
    ) -> Int32 {
        var reader = WorkerWire.Reader(requests: true)
        while true {
            let bytes = read()
            if bytes.isEmpty { return 0 }
            reader.append(bytes)
            while let (request, now) = reader.nextRequest() {
                let out: [Outgoing] =
                    switch request {
                    case .opened: []
                    case .text(let text): session.received(text: text, now: now)
                    case .binary(let count): session.receivedBinary(byteCount: count)
                    case .tooLarge(let count): session.receivedTooLarge(byteCount: count, limit: maxMessageBytes)
                    case .tick: session.tick(now: now)
                    }
                var answer: [UInt8] = []
                for item in out { answer += WorkerWire.encode(.outgoing(item)) }
                answer += WorkerWire.encode(.end(nextTick: session.nextTick))
                guard write(answer) else { return 1 }
            }
        }
    }
}
