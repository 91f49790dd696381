#if canImport(Glibc)
    import Glibc
#endif

/// One build of the catalog for `serve --watch` (`swift build` of the worker product, or
/// `PlannedRebuild`'s part of SwiftPM's plan), its output captured.
struct CatalogBuild {
    let succeeded: Bool
    let output: String
    let seconds: Double

    /// The product rebuilt: the worker alone (the session and the catalog), not the server
    /// or the command-line tool, which do not change when the catalog does.
    static let product = "transitions-worker"

    /// Runs `swift build --package-path ROOT --product transitions-worker -c CONFIGURATION` and
    /// waits for it. `freshManifest` adds `--manifest-cache none`: Package.swift lists
    /// Catalog/'s folders (one module each), and SwiftPM's cached evaluation of it would not
    /// see a folder or file added or removed since.
    /// Whether a failed build stopped because SwiftPM planned it from a stale evaluation of
    /// Package.swift: the registry's own errors (a folder that is not a module yet, a file
    /// newer than the evaluation, a changed language mode) or SwiftPM's for a folder gone.
    /// A fresh evaluation alone does not cure it while SwiftPM keeps the plan it made then
    /// (docs/adding-an-entry.md, "A new folder and SwiftPM's cache").
    static func stoppedOnStaleManifest(_ output: String) -> Bool {
        output.contains("SwiftPM reused an evaluation of Package.swift cached") || output.contains("invalid custom path 'Catalog/")
    }

    static func run(packageRoot: String, configuration: String, freshManifest: Bool, swift: String = "swift") -> CatalogBuild {
        let started = MonotonicClock.now()
        var arguments = [swift, "build", "--package-path", packageRoot, "--product", product, "-c", configuration]
        if freshManifest { arguments += ["--manifest-cache", "none"] }
        switch ChildProcess.run(arguments) {
        case .success(let finished):
            return CatalogBuild(succeeded: finished.succeeded, output: finished.output, seconds: MonotonicClock.now() - started)
        case .failure(let error):
            return CatalogBuild(succeeded: false, output: "cannot start \(swift): \(error)", seconds: 0)
        }
    }
}
