import Synchronization

/// What the watcher thread tells the connections of `serve --watch`: the binary new workers
/// run (the last good build) and the notices every page gets (`build-started`,
/// `build-failed`, `catalog-changed`). Connections read it on the service thread when woken.
public final class WatchHub: Sendable {
    struct State {
        var build = 0
        var binary: String
        /// Every notice so far, in order; each connection remembers how many it has sent.
        var notices: [String] = []
        /// The last `build-failed`, sent to pages that connect while the catalog is broken.
        var failure: String?
    }

    private let state: Mutex<State>
    /// The live workers of every connection, against `WorkerLimits.maxWorkers`.
    let workerSlots = WorkerSlots()
    /// Wakes the service loop (`WebSocketServer.wake`), set once the server exists.
    private let waker = Mutex<(@Sendable () -> Void)?>(nil)

    public init(binary: String) {
        state = Mutex(State(binary: binary))
    }

    public func setWaker(_ wake: @escaping @Sendable () -> Void) { waker.withLock { $0 = wake } }

    /// A build started or failed: every page hears of it.
    public func post(_ notice: String, failure: Bool = false) {
        state.withLock {
            $0.notices.append(notice)
            if failure { $0.failure = notice }
        }
        wake()
    }

    /// A build succeeded: new workers run `binary`; pages get `notice` after their swap.
    public func swap(build: Int, binary: String, notice: String) {
        state.withLock {
            $0.build = build
            $0.binary = binary
            $0.notices.append(notice)
            $0.failure = nil
        }
        wake()
    }

    var current: (build: Int, binary: String, noticeCount: Int) {
        state.withLock { ($0.build, $0.binary, $0.notices.count) }
    }

    /// The notices from index `from` on, and the failure a page that just connected should see.
    func notices(from index: Int) -> [String] {
        state.withLock { Array($0.notices[min(index, $0.notices.count)...]) }
    }

    var failure: String? { state.withLock { $0.failure } }

    private func wake() { waker.withLock { $0 }?() }

    /// Wakes the service loop from any thread: a worker's answer is in (`WorkerRunner`).
    var wakeService: @Sendable () -> Void { { [self] in wake() } }
}
