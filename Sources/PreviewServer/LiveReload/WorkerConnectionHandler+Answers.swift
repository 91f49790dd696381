import PreviewProtocol

// What a `serve --watch` connection tells its page about its worker: the worker's answer, or
// why there is none (a crash, the timeout, a limit, a full queue).

extension WorkerConnectionHandler {
    /// The page's view of a finished request: the worker's answer, or `entry-crashed` /
    /// `entry-timed-out` (naming the limit the worker hit, if it did) after what it sent.
    func answer(_ outcome: WorkerProcess.Outcome, request info: ClientRequestInfo?) -> [Outgoing] {
        switch outcome {
        case .replied(let out, let next):
            workerNextTick = next
            return out
        case .died(let out, let how, let stderr, let signal):
            stopWorker()
            let trap = TrapReport.parse(stderr, packageRoot: packageRoot)
            let reason =
                WorkerLimits.explanation(stderr: stderr, signal: signal).map { limit in
                    trap.map { "\(limit): \($0.message)" } ?? limit
                } ?? trap?.message ?? "the worker stopped: \(how)"
            ServerLog.line("\(connectionName): the worker running \(describedEntry) crashed (\(how)): \(reason)")
            return out
                + failure(
                    code: .entryCrashed, "\(describedEntry) crashed: \(reason)", request: info,
                    diagnostics: trap?.diagnostic.map { [$0] } ?? [])
        case .timedOut(let out, _):
            stopWorker()
            ServerLog.line("\(connectionName): the worker running \(describedEntry) took over \(Int(Self.requestTimeout)) s; stopped it")
            return out
                + failure(
                    code: .entryTimedOut, "\(describedEntry) ran for over \(Int(Self.requestTimeout)) s without answering; it was stopped",
                    request: info)
        }
    }

    /// An `error` about the connection's entry, answering `request` (its `id` and `type`).
    func failure(
        code: ErrorCode, _ message: String, request: ClientRequestInfo?,
        diagnostics: [SourceDiagnostic] = []
    ) -> [Outgoing] {
        [
            .message(
                ServerMessages.entryFailed(
                    code: code, message: message, request: request, entry: entry,
                    diagnostics: diagnostics))
        ]
    }
}
