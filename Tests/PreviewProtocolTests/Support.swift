import PreviewProtocol
import TransitionCatalog

extension PreviewSession {
    /// A session over the package's catalog, which these tests drive (the session itself takes
    /// any catalog; the executables choose this one).
    static func overCatalog() -> PreviewSession { PreviewSession(registry: TransitionCatalog.registry) }
}
