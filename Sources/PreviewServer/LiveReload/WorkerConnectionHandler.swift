import PreviewProtocol

/// A connection of `serve --watch`: its preview session runs in a worker process (the last
/// good build), and the handler only forwards — the client's messages and ticks to the
/// worker, the worker's answers (bytes it does not parse) to the socket — plus the watcher's
/// notices. When a build succeeds it swaps in a worker of the new build; when the worker dies
/// it answers with `entry-crashed` and starts a fresh one at the next message.
///
/// It never waits for the worker: a request goes to the worker's `WorkerRunner` thread and the
/// call returns; when the answer is in, the runner wakes the service loop, `nextTick` says 0,
/// and the tick that follows hands the answer to the socket. One request per connection is in
/// the worker at a time; the client's next messages wait in a `WorkerRequestQueue` (seeks
/// coalesced, `busy` past its limit), ticks are not sent while a request runs.
final class WorkerConnectionHandler: ConnectionHandler {
    /// The longest a worker may take over one request before it is killed.
    static let requestTimeout = 10.0

    let hub: WatchHub
    let packageRoot: String
    let connectionName: String
    let slots: WorkerSlots
    private var runner: WorkerRunner?
    /// The request the worker is running; `info` is `nil` for `opened`, a tick, or text that
    /// is not a JSON object.
    private struct InFlight { let info: ClientRequestInfo? }
    private var inFlight: InFlight?
    private var waiting = WorkerRequestQueue()
    private var workerBuild: Int
    var workerNextTick: Double?
    private var sentNotices: Int
    /// The entry of the last `select`, to name it when the worker crashes.
    private(set) var entry: String?

    init(hub: WatchHub, packageRoot: String, connectionName: String, slots: WorkerSlots) {
        self.hub = hub
        self.packageRoot = packageRoot
        self.connectionName = connectionName
        self.slots = slots
        let current = hub.current
        workerBuild = current.build
        sentNotices = current.noticeCount
    }

    func opened(now: Double) -> [Outgoing] {
        // A page that connects while the catalog does not compile sees why at once.
        var out: [Outgoing] = hub.failure.map { [.message($0)] } ?? []
        out += submit(.opened, info: nil, now: now)
        return out
    }

    func received(text: String, now: Double) -> [Outgoing] {
        var out = catchUp(now: now)
        let info = ClientRequestInfo(text: text)
        if let selected = info?.entry { entry = selected }
        out += submit(.text(text), info: info, now: now)
        return out
    }

    func receivedInvalid(_ problem: InvalidMessage, now: Double) -> [Outgoing] {
        switch problem {
        case .binary(let count): submit(.binary(byteCount: count), info: nil, now: now)
        case .tooLarge(let count): submit(.tooLarge(byteCount: count), info: nil, now: now)
        }
    }

    func tick(now: Double) -> [Outgoing] {
        var out = catchUp(now: now)
        out += collect()
        out += startWaiting(now: now)
        if inFlight == nil, waiting.isEmpty, let next = workerNextTick, next <= now + TickSchedule.tolerance {
            workerNextTick = nil
            out += start(.tick, info: nil, now: now)
        }
        return out
    }

    var nextTick: Double? {
        let current = hub.current
        if current.build != workerBuild || current.noticeCount != sentNotices { return 0 }
        if runner?.hasOutcome == true || (inFlight == nil && !waiting.isEmpty) { return 0 }
        // While the worker runs a request, its runner wakes the loop when the answer is in.
        return inFlight == nil ? workerNextTick : nil
    }

    func closed() {
        stopWorker()
        waiting.removeAll()
    }

    // MARK: Private

    /// Swaps in a worker of the newest build (the page re-selects on `catalog-changed`) and
    /// passes on the notices not yet sent.
    private func catchUp(now: Double) -> [Outgoing] {
        let current = hub.current
        var out: [Outgoing] = []
        if current.build != workerBuild {
            stopWorker()
            workerBuild = current.build
            // A fresh worker now, so the page's `hello` after `catalog-changed` does not wait
            // for it to start; with messages waiting, the first of them starts it.
            if waiting.isEmpty { out += start(.opened, info: nil, now: now) }
        }
        guard current.noticeCount != sentNotices else { return out }
        let notices = hub.notices(from: sentNotices)
        sentNotices += notices.count
        return notices.map { .message($0) } + out
    }

    /// Runs the request now if the worker is free, else queues it (or answers `busy`).
    private func submit(_ request: WorkerWire.Request, info: ClientRequestInfo?, now: Double) -> [Outgoing] {
        if inFlight == nil, waiting.isEmpty { return start(request, info: info, now: now) }
        if waiting.push(request, info: info) == .refused {
            return failure(
                code: .busy,
                "\(describedEntry) is still answering earlier messages (\(waiting.count) waiting); this one was dropped, send it again",
                request: info)
        }
        return []
    }

    /// Hands `request` to the worker, starting one (and its `opened`) first when there is none.
    private func start(_ request: WorkerWire.Request, info: ClientRequestInfo?, now: Double) -> [Outgoing] {
        var job: WorkerRunner.Job = [(request, now)]
        if runner == nil {
            guard slots.acquire() else {
                if case .opened = request { return [] }  // the page hears it at its first message
                return failure(
                    code: .tooManyWorkers,
                    "\(slots.limit) preview workers are running, the most this server starts (each may use up to \(WorkerLimits.memoryText)); close another preview page and send this again",
                    request: info)
            }
            let name = connectionName
            let started = WorkerRunner.start(
                binary: hub.current.binary, timeout: Self.requestTimeout,
                log: { ServerLog.line("\(name) \($0)") }, wake: hub.wakeService)
            switch started {
            case .failure(let failure):
                slots.release()
                ServerLog.line("\(connectionName): \(failure.message)")
                if case .opened = request { return [] }
                return self.failure(code: .entryCrashed, "the preview worker could not start: \(failure.message)", request: info)
            case .success(let started):
                runner = started
                if case .opened = request {} else { job.insert((.opened, now), at: 0) }
            }
        }
        inFlight = InFlight(info: info)
        runner?.send(job)
        return []
    }

    /// The worker's answer, if it is in.
    private func collect() -> [Outgoing] {
        guard let running = inFlight, let outcome = runner?.takeOutcome() else { return [] }
        inFlight = nil
        return answer(outcome, request: running.info)
    }

    /// The next waiting message on its way, once the worker is free (a message refused at
    /// once — no worker slot — lets the one after it go).
    private func startWaiting(now: Double) -> [Outgoing] {
        var out: [Outgoing] = []
        while inFlight == nil, let next = waiting.pop() {
            out += start(next.request, info: next.info, now: now)
        }
        return out
    }

    /// Stops the worker (if any) and gives its slot back; the next request starts a fresh one.
    func stopWorker() {
        guard let runner else { return }
        runner.stop()
        self.runner = nil
        inFlight = nil
        workerNextTick = nil
        slots.release()
    }

    var describedEntry: String { entry.map { "“\($0)”" } ?? "the entry" }
}

/// The handler for a `serve --watch` connection: its session runs in a worker process.
public func makeWorkerHandler(hub: WatchHub, packageRoot: String, connection: ConnectionInfo) -> any ConnectionHandler {
    WorkerConnectionHandler(
        hub: hub, packageRoot: packageRoot, connectionName: "worker for \(connection.remoteAddress)",
        slots: hub.workerSlots)
}
