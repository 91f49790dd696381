import PreviewProtocol
import TransitionCatalog

/// `transitions worker`: one preview session for `serve --watch` over `WorkerWire` records on
/// standard input and output. The front runs its own binary this way until the first rebuild,
/// whose `transitions-worker` (Sources/transitions-worker) does the same with less linked in.
public enum PreviewWorker {
    public static func run() -> Int32 {
        WorkerIO.run(session: PreviewSession(registry: TransitionCatalog.registry))
    }
}
