import PreviewProtocol

/// A connection's client messages waiting for its worker, which runs one request at a time.
///
/// The worker answers in order, so waiting messages keep their order, with two exceptions that
/// bound what a slow entry can pile up: a `seek` without an `id` replaces one still waiting at
/// the back of the queue (the page sends one per scrub step and only the newest matters; no
/// answer is owed to a message without an `id`), and past `limit` waiting messages a new one
/// is refused, which the handler answers `busy` at once. Socket- and process-free, so tests
/// drive it directly.
struct WorkerRequestQueue {
    struct Waiting {
        let request: WorkerWire.Request
        let info: ClientRequestInfo?
    }

    enum Admission: Equatable {
        case queued
        /// Took the place of the waiting seek at the back.
        case coalesced
        /// The queue is full: answer `busy`.
        case refused
    }

    /// How many messages may wait: a gesture drag sends ~60 a second, so this is a second of
    /// input behind a request that is still running.
    static let defaultLimit = 64

    let limit: Int
    private var items: [Waiting] = []

    init(limit: Int = Self.defaultLimit) { self.limit = limit }

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }

    mutating func push(_ request: WorkerWire.Request, info: ClientRequestInfo?) -> Admission {
        if Self.isCoalescable(info), let last = items.last, Self.isCoalescable(last.info) {
            items[items.count - 1] = Waiting(request: request, info: info)
            return .coalesced
        }
        guard items.count < limit else { return .refused }
        items.append(Waiting(request: request, info: info))
        return .queued
    }

    mutating func pop() -> Waiting? { items.isEmpty ? nil : items.removeFirst() }

    mutating func removeAll() { items.removeAll() }

    private static func isCoalescable(_ info: ClientRequestInfo?) -> Bool {
        info?.type == "seek" && info?.hasID == false
    }
}
