import PreviewProtocol

/// A connection of `serve --watch`: its preview session runs in a worker process (the last
/// good build), and the handler only forwards — the client's messages and ticks to the
/// worker, the worker's answers (bytes it does not parse) to the socket — plus the watcher's
/// notices. When a build succeeds it swaps in a worker of the new build; when the worker dies
/// it answers with `entry-crashed` and starts a fresh one at the next message.
final class WorkerConnectionHandler: ConnectionHandler {
    /// The longest a worker may take over one request before it is killed.
    static let requestTimeout = 10.0

    let hub: WatchHub
    let packageRoot: String
    let connectionName: String
    private var worker: WorkerProcess?
    private var workerBuild: Int
    private var workerNextTick: Double?
    private var sentNotices: Int
    /// The entry of the last `select`, to name it when the worker crashes.
    private var entry: String?

    init(hub: WatchHub, packageRoot: String, connectionName: String) {
        self.hub = hub
        self.packageRoot = packageRoot
        self.connectionName = connectionName
        let current = hub.current
        workerBuild = current.build
        sentNotices = current.noticeCount
    }

    func opened(now: Double) -> [Outgoing] {
        // A page that connects while the catalog does not compile sees why at once.
        var out: [Outgoing] = hub.failure.map { [.message($0)] } ?? []
        out += forward(.opened, now: now, request: nil)
        return out
    }

    func received(text: String, now: Double) -> [Outgoing] {
        var out = catchUp(now: now)
        let info = ClientRequestInfo(text: text)
        if let selected = info?.entry { entry = selected }
        out += forward(.text(text), now: now, request: info)
        return out
    }

    func receivedInvalid(_ problem: InvalidMessage, now: Double) -> [Outgoing] {
        switch problem {
        case .binary(let count): forward(.binary(byteCount: count), now: now, request: nil)
        case .tooLarge(let count): forward(.tooLarge(byteCount: count), now: now, request: nil)
        }
    }

    func tick(now: Double) -> [Outgoing] {
        var out = catchUp(now: now)
        if let next = workerNextTick, next <= now + TickSchedule.tolerance {
            out += forward(.tick, now: now, request: nil)
        }
        return out
    }

    var nextTick: Double? {
        let current = hub.current
        if current.build != workerBuild || current.noticeCount != sentNotices { return 0 }
        return workerNextTick
    }

    func closed() {
        worker?.stop()
        worker = nil
    }

    // MARK: Private

    /// Swaps in a worker of the newest build (the page re-selects on `catalog-changed`) and
    /// passes on the notices not yet sent.
    private func catchUp(now: Double) -> [Outgoing] {
        let current = hub.current
        if current.build != workerBuild {
            worker?.stop()
            worker = nil
            workerNextTick = nil
            workerBuild = current.build
            _ = startWorker(binary: current.binary, now: now)
        }
        guard current.noticeCount != sentNotices else { return [] }
        let notices = hub.notices(from: sentNotices)
        sentNotices += notices.count
        return notices.map { .message($0) }
    }

    private func startWorker(binary: String, now: Double) -> Result<WorkerProcess, WorkerProcess.SpawnFailure> {
        let name = connectionName
        let result = WorkerProcess.spawn(binary: binary) { ServerLog.line("\(name) \($0)") }
        if case .success(let started) = result {
            worker = started
            // The session's own opening (nothing today); its answer is part of the swap.
            _ = started.request(.opened, now: now, timeout: Self.requestTimeout)
        }
        return result
    }

    private func forward(_ request: WorkerWire.Request, now: Double, request info: ClientRequestInfo?) -> [Outgoing] {
        if worker == nil || worker?.isRunning == false {
            if case .failure(let failure) = startWorker(binary: hub.current.binary, now: now) {
                ServerLog.line("\(connectionName): \(failure.message)")
                return [.message(LiveReloadMessages.entryFailed(
                    code: "entry-crashed", message: "the preview worker could not start: \(failure.message)",
                    request: info, entry: entry, diagnostics: []))]
            }
            if case .opened = request { return [] }
        }
        guard let worker else { return [] }
        switch worker.request(request, now: now, timeout: Self.requestTimeout) {
        case .replied(let out, let next):
            workerNextTick = next
            return out
        case .died(let out, let how, let stderr):
            self.worker = nil
            workerNextTick = nil
            let trap = TrapReport.parse(stderr, packageRoot: packageRoot)
            let what = entry.map { "“\($0)”" } ?? "the entry"
            let reason = trap?.message ?? "the worker stopped: \(how)"
            ServerLog.line("\(connectionName): the worker running \(what) crashed (\(how)): \(reason)")
            return out + [.message(LiveReloadMessages.entryFailed(
                code: "entry-crashed", message: "\(what) crashed: \(reason)",
                request: info, entry: entry, diagnostics: trap?.diagnostic.map { [$0] } ?? []))]
        case .timedOut(let out, _):
            self.worker = nil
            workerNextTick = nil
            let what = entry.map { "“\($0)”" } ?? "the entry"
            ServerLog.line("\(connectionName): the worker running \(what) took over \(Int(Self.requestTimeout)) s; stopped it")
            return out + [.message(LiveReloadMessages.entryFailed(
                code: "entry-timed-out", message: "\(what) ran for over \(Int(Self.requestTimeout)) s without answering; it was stopped",
                request: info, entry: entry, diagnostics: []))]
        }
    }
}

/// The handler for a `serve --watch` connection: its session runs in a worker process.
public func makeWorkerHandler(hub: WatchHub, packageRoot: String, connection: ConnectionInfo) -> any ConnectionHandler {
    WorkerConnectionHandler(hub: hub, packageRoot: packageRoot, connectionName: "worker for \(connection.remoteAddress)")
}
