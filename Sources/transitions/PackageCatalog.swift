import PreviewProtocol
import TransitionCatalog

/// The catalog this tool previews: the package's own. The libraries take a catalog as an
/// argument — PreviewServer never imports one — so the executables choose it: here for
/// `transitions`, in Sources/transitions-worker/main.swift for the worker `serve --watch`
/// rebuilds.
extension PreviewSession {
    /// A session over the package's catalog: a page's (`serve`), a worker's, a benchmark's.
    static func overPackageCatalog() -> PreviewSession { PreviewSession(registry: TransitionCatalog.registry) }
}
