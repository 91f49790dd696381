import PreviewProtocol
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One worker process and the thread that waits for it, so the service thread never does.
///
/// Entry code may loop, sleep or crunch for seconds; the front's one service thread holds
/// every page's socket, so it must never wait for a worker's answer (issue #21: one looping
/// entry froze every page for 10 s per message). The service thread hands a job to `send`
/// and returns to its other connections; this runner's thread writes the job to the worker,
/// waits for the whole answer (at most the request timeout), leaves it in the mailbox and
/// wakes the service loop (`lws_cancel_service`), whose next pass collects it with
/// `takeOutcome()`. One job at a time: the connection's handler queues the rest.
final class WorkerRunner: @unchecked Sendable {
    /// Requests sent in order as one job (a fresh worker's `opened` and the message that
    /// started it); the outcome gathers every answer, up to the first that fails.
    typealias Job = [(request: WorkerWire.Request, now: Double)]

    private struct Mailbox {
        var job: Job?
        var outcome: WorkerProcess.Outcome?
        var isStopping = false
    }

    let pid: pid_t
    private let process: WorkerProcess
    private let timeout: Double
    private let wake: @Sendable () -> Void
    private let mailbox = Mutex(Mailbox())
    /// Rung for each job and for `stop()`; the thread sleeps on it in between.
    private let doorbell: UnsafeMutablePointer<sem_t>

    private init(process: WorkerProcess, timeout: Double, wake: @escaping @Sendable () -> Void) {
        self.process = process
        pid = process.pid
        self.timeout = timeout
        self.wake = wake
        doorbell = .allocate(capacity: 1)
        sem_init(doorbell, 0, 0)
    }

    /// Starts `binary worker` and its thread.
    static func start(
        binary: String, timeout: Double, log: @escaping (String) -> Void,
        wake: @escaping @Sendable () -> Void
    ) -> Result<WorkerRunner, WorkerProcess.SpawnFailure> {
        switch WorkerProcess.spawn(binary: binary, log: log) {
        case .failure(let failure):
            return .failure(failure)
        case .success(let process):
            let runner = WorkerRunner(process: process, timeout: timeout, wake: wake)
            var thread = pthread_t()
            let box = Unmanaged.passRetained(runner).toOpaque()  // the thread's reference
            let status = pthread_create(
                &thread, nil,
                { raw in
                    Unmanaged<WorkerRunner>.fromOpaque(raw!).takeRetainedValue().loop()
                    return nil
                }, box)
            guard status == 0 else {
                Unmanaged<WorkerRunner>.fromOpaque(box).release()
                process.stop()
                return .failure(WorkerProcess.SpawnFailure("pthread_create: errno \(status)"))
            }
            pthread_detach(thread)
            return .success(runner)
        }
    }

    /// Hands the thread a job. The caller sends one job at a time: the next only after it has
    /// taken this one's outcome.
    func send(_ job: Job) {
        mailbox.withLock { $0.job = job }
        sem_post(doorbell)
    }

    /// The finished job's outcome, once; `nil` while it runs.
    func takeOutcome() -> WorkerProcess.Outcome? {
        mailbox.withLock { mailbox in
            defer { mailbox.outcome = nil }
            return mailbox.outcome
        }
    }

    var hasOutcome: Bool { mailbox.withLock { $0.outcome != nil } }

    /// Kills the worker (a running job ends at once) and lets the thread reap it and exit.
    /// Returns without waiting; an outcome not yet taken is dropped.
    func stop() {
        mailbox.withLock { $0.isStopping = true }
        process.interrupt()
        sem_post(doorbell)
    }

    // MARK: The runner's thread

    private func loop() {
        while true {
            while sem_wait(doorbell) != 0, errno == EINTR {}
            let (job, stopping) = mailbox.withLock { mailbox in
                defer { mailbox.job = nil }
                return (mailbox.job, mailbox.isStopping)
            }
            if stopping { break }
            guard let job else { continue }
            let outcome = run(job)
            let stopped = mailbox.withLock { mailbox in
                if !mailbox.isStopping { mailbox.outcome = outcome }
                return mailbox.isStopping
            }
            if stopped { break }
            wake()
        }
        process.stop()
        sem_destroy(doorbell)
        doorbell.deallocate()
    }

    private func run(_ job: Job) -> WorkerProcess.Outcome {
        var collected: [Outgoing] = []
        var next: Double?
        for (request, now) in job {
            switch process.request(request, now: now, timeout: timeout) {
            case .replied(let out, let nextTick):
                collected += out
                next = nextTick
            case .died(let out, let how, let stderr, let signal):
                return .died(collected + out, how: how, stderr: stderr, signal: signal)
            case .timedOut(let out, let stderr):
                return .timedOut(collected + out, stderr: stderr)
            }
        }
        return .replied(collected, nextTick: next)
    }
}
