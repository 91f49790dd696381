import PreviewProtocol
import TransitionCatalog

// `transitions-worker`: what `serve --watch` rebuilds after a Catalog/ change and runs, one
// process per page (docs/protocol.md, "How it works: the front and its workers"). It links
// only the preview session and the catalog, so an incremental build skips the server and the
// command-line tool. Arguments are ignored (the front passes `worker`).
#if canImport(Glibc)
    import Glibc
#endif

exit(WorkerIO.run(session: PreviewSession(registry: TransitionCatalog.registry)))
