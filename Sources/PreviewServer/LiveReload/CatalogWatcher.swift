import PreviewProtocol
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// `serve --watch`'s watcher: a thread of its own that polls `Catalog/`, debounces changes,
/// rebuilds incrementally, and hands each good build to the connections through `WatchHub`.
/// It never runs catalog code itself.
public final class CatalogWatcher: @unchecked Sendable {
    public let packageRoot: String
    public let configuration: String
    let hub: WatchHub
    /// How often `Catalog/` is scanned.
    public var interval = 0.1
    public var debouncer = RebuildDebouncer()
    /// Where `announce` lines go (standard output: one line per rebuild).
    public var announce: (String) -> Void = { ServerLog.announce($0) }
    /// The `swift` to build with (tests put a stand-in here).
    public var swift = "swift"
    /// Whether a content edit runs SwiftPM's last plan directly (`PlannedRebuild`) rather
    /// than `swift build` (`serve --watch-with-swift-build` turns it off).
    public var runsPlanDirectly = true
    private var build = 0
    private let isStopped = Mutex(false)

    public init(packageRoot: String, configuration: String, hub: WatchHub) {
        self.packageRoot = packageRoot
        self.configuration = configuration
        self.hub = hub
    }

    /// The directory versioned worker binaries are copied into.
    public var binaryDirectory: String { packageRoot + "/.build/watch" }

    /// Copies the binary the front runs (the build it was started from) to the first
    /// versioned path, so the next build cannot overwrite what workers run. Returns the path.
    public static func installInitialBinary(packageRoot: String, executable: String) throws(InstallError) -> String {
        let path = try install(executable, packageRoot: packageRoot, build: 0)
        removeOlderBinaries(packageRoot: packageRoot, keeping: 0)
        return path
    }

    public struct InstallError: Error {
        public let message: String
    }

    /// Ends the watching thread after its current scan or build (tests; the server's watcher
    /// runs until the process exits).
    public func stop() { isStopped.withLock { $0 = true } }

    /// Starts the watching thread; it runs until `stop()` or the process exits.
    public func start() {
        let box = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        pthread_create(
            &thread, nil,
            { raw in
                let watcher = Unmanaged<CatalogWatcher>.fromOpaque(raw!).takeRetainedValue()
                watcher.loop()
                return nil
            }, box)
        pthread_detach(thread)
    }

    private func loop() {
        var snapshot = CatalogSnapshot.scan(packageRoot: packageRoot)
        warmUp()
        var structural = false
        while !isStopped.withLock({ $0 }) {
            usleep(UInt32(interval * 1_000_000))
            let now = MonotonicClock.now()
            let next = CatalogSnapshot.scan(packageRoot: packageRoot)
            let changes = next.changes(since: snapshot)
            if changes.contains(where: { (snapshot.files[$0] == nil) != (next.files[$0] == nil) }) { structural = true }
            snapshot = next
            debouncer.observe(changes, at: now)
            guard let files = debouncer.takeBuild(at: now) else { continue }
            rebuild(files, freshManifest: structural)
            structural = false
            debouncer.buildFinished()
        }
    }

    /// Files edited since the last good build (absolute paths): a rebuild that runs SwiftPM's
    /// plan itself must bring all of them up to date, not only the latest save's.
    private var unbuilt: Set<String> = []
    /// Whether a `swift build` of the worker has succeeded since the watcher started, so
    /// SwiftPM's plan and its outputs match the catalog the watcher has seen.
    private var planIsCurrent = false
    private let plans = PlanCache()
    private var planPath: String { packageRoot + "/.build/" + configuration + ".yaml" }

    /// One `swift build` of the worker before the first edit, pages not told: it brings the
    /// plan and its outputs up to date with the catalog as it is now (the front may have been
    /// built as another product, or before a file changed), and pays once what the first
    /// edit would otherwise pay (re-emitting modules whose interface changed).
    ///
    /// When it fails, the catalog as it is does not compile: pages hear it (`build-failed`,
    /// build 0, with the diagnostics) and the log names the first error, as after an edit —
    /// otherwise the reason would surface only at the next edit's failure.
    private func warmUp() {
        let (result, replanned) = buildReplanningIfStale(freshManifest: false)
        if replanned { ServerLog.line("watch: SwiftPM's plan came from a stale evaluation of Package.swift; removed it and built again") }
        planIsCurrent = result.succeeded
        if result.succeeded, runsPlanDirectly { _ = plans.plan(at: planPath) }  // read now, not at the first save
        guard !result.succeeded else {
            ServerLog.line("watch: swift build of \(CatalogBuild.product) done in \(LogText.seconds(result.seconds)) s")
            return
        }
        let first = reportFailure(result, build: 0, files: [])
        ServerLog.line(
            "watch: swift build of \(CatalogBuild.product) failed in \(LogText.seconds(result.seconds)) s: \(first); every rebuild runs swift build until one succeeds"
        )
        announce(
            "build 0: the catalog as it is → failed in \(LogText.seconds(result.seconds)) s: \(first); serving the build the server started with"
        )
    }

    /// `swift build`, and once more after removing SwiftPM's plan when the build stopped on
    /// the stale-cache error: a plan made from a stale evaluation of Package.swift (a folder
    /// copied in after a bare `swift build` or `swift run` planned without it) stays until it
    /// is removed, even for a fresh evaluation. This is what the error asks a person to do;
    /// `purge-cache` is not needed, the second build never reads the cached evaluation
    /// (docs/adding-an-entry.md, "A new folder and SwiftPM's cache").
    private func buildReplanningIfStale(freshManifest: Bool) -> (CatalogBuild, replanned: Bool) {
        let first = CatalogBuild.run(packageRoot: packageRoot, configuration: configuration, freshManifest: freshManifest, swift: swift)
        guard !first.succeeded, CatalogBuild.stoppedOnStaleManifest(first.output) else { return (first, false) }
        unlink(planPath)
        let again = CatalogBuild.run(packageRoot: packageRoot, configuration: configuration, freshManifest: true, swift: swift)
        return (CatalogBuild(succeeded: again.succeeded, output: again.output, seconds: first.seconds + again.seconds), true)
    }

    /// Sends `build-failed` with the build's diagnostics to every page; returns what a log line
    /// says of them (`2 error(s) — file:line:column: message`).
    private func reportFailure(_ result: CatalogBuild, build number: Int, files: [String]) -> String {
        let diagnostics = BuildDiagnostics.parse(result.output, packageRoot: packageRoot)
        let tail = String(result.output.suffix(4000))
        hub.post(
            ServerMessages.buildFailed(
                build: number, seconds: result.seconds, files: files,
                diagnostics: diagnostics, output: tail), failure: true)
        let errors = diagnostics.filter { $0.severity == "error" }
        let first = errors.first.map { " — \($0.file):\($0.line):\($0.column): \($0.message)" } ?? ""
        return "\(errors.count) error(s)\(first)"
    }

    /// The build after an edit: SwiftPM's plan run directly when the edit cannot change the
    /// plan (`PlannedRebuild`), otherwise `swift build`. Returns the build and how it was made.
    private func compile(_ files: [String], freshManifest: Bool) -> (CatalogBuild, how: String) {
        unbuilt.formUnion(files.map { packageRoot + "/" + $0 })
        var how = ""
        if !runsPlanDirectly {
            how = "swift build"
        } else if planIsCurrent, !freshManifest {
            switch PlannedRebuild.run(
                plans.plan(at: planPath), packageRoot: packageRoot, configuration: configuration,
                product: CatalogBuild.product, changed: unbuilt)
            {
            case .built(let result, let commands):
                if result.succeeded { unbuilt = [] }
                return (result, "compiler run directly: \(commands) command\(commands == 1 ? "" : "s")")
            case .refused(let reason):
                how = "swift build: \(reason)"
            }
        } else {
            how = freshManifest ? "swift build: files added or removed" : "swift build: no good swift build yet"
        }
        // An edit that changes what Package.swift makes of a file (its first or last `@objc`,
        // `#if os(iOS)` or clock read flips it to or from the rewritten copy) changes no
        // folder, so SwiftPM would keep its plan and the build would stop with the stale-cache
        // error: drop the plan (`.build/<configuration>.yaml`) and evaluate the manifest afresh,
        // as that error tells a person to (docs/adding-an-entry.md, "A new folder and SwiftPM's cache").
        var fresh = freshManifest
        if let plan = plans.plan(at: planPath), let reason = PlannedRebuild.manifestWouldChange(plan, unbuilt) {
            unlink(planPath)
            fresh = true
            // Files added or removed already say why the plan goes (and a removed file is
            // simply unreadable); the flip is the reason only when nothing else is.
            if !freshManifest { how = "swift build, planned afresh: \(reason)" }
        }
        let (result, replanned) = buildReplanningIfStale(freshManifest: fresh)
        if replanned { how = "swift build, planned afresh: SwiftPM's plan came from a stale evaluation of Package.swift" }
        if result.succeeded {
            unbuilt = []
            planIsCurrent = true
        }
        return (result, how)
    }

    /// One rebuild: `build-started`, the build, then the swap or `build-failed`.
    ///
    /// A build that fails while a file under `Catalog/` changed during it is not reported: the
    /// compiler may have read the file half-written ("input file … was modified during the
    /// build"), so the failure may be nobody's; the change is already the next build's, which
    /// follows at once (issue #21: 30 saves 150 ms apart sent three `build-failed` without a
    /// diagnostic to every page).
    func rebuild(_ files: [String], freshManifest: Bool) {
        build += 1
        let number = build
        hub.post(ServerMessages.buildStarted(build: number, files: files))
        let before = CatalogSnapshot.scan(packageRoot: packageRoot)
        let (result, how) = compile(files, freshManifest: freshManifest)
        let what = Self.describe(files)
        let seconds = LogText.seconds(result.seconds)
        if result.succeeded {
            do {
                let binary = try Self.install(
                    packageRoot + "/.build/" + configuration + "/" + CatalogBuild.product, packageRoot: packageRoot, build: number)
                hub.swap(
                    build: number, binary: binary,
                    notice: ServerMessages.catalogChanged(build: number, seconds: result.seconds, files: files))
                announce("build \(number): \(what) → rebuilt in \(seconds) s (\(how)); pages reloading")
                Self.removeOlderBinaries(packageRoot: packageRoot, keeping: number)
            } catch {
                announce("build \(number): \(what) → built in \(seconds) s but not swapped in: \(error.message)")
            }
            return
        }
        let changedMeanwhile = CatalogSnapshot.scan(packageRoot: packageRoot).changes(since: before)
        if !changedMeanwhile.isEmpty {
            announce("build \(number): \(what) → superseded: \(Self.describe(changedMeanwhile)) while it ran; building again")
            return
        }
        let first = reportFailure(result, build: number, files: files)
        announce("build \(number): \(what) → failed in \(seconds) s (\(how)): \(first); still serving build \(hub.current.build)")
    }

    /// `Catalog/Zoom.swift changed`, `3 files changed (Catalog/A.swift, …)`.
    static func describe(_ files: [String]) -> String {
        switch files.count {
        case 0: "nothing changed"
        case 1: "\(files[0]) changed"
        default: "\(files.count) files changed (\(files.prefix(3).joined(separator: ", "))\(files.count > 3 ? ", …" : ""))"
        }
    }

    /// Copies `source` to `.build/watch/transitions-<pid>-<build>` (a copy, not a link: the
    /// linker may rewrite its output in place; the front's pid in the name, so two watching
    /// servers of one package never share or delete each other's copies) and returns the path.
    static func install(_ source: String, packageRoot: String, build: Int) throws(InstallError) -> String {
        let directory = packageRoot + "/.build/watch"
        mkdir(packageRoot + "/.build", 0o755)
        mkdir(directory, 0o755)
        let target = directory + "/\(prefix)\(build)"
        let partial = target + ".partial"
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw InstallError(message: "cannot read \(source) (errno \(errno))") }
        defer { close(input) }
        let output = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard output >= 0 else { throw InstallError(message: "cannot write \(partial) (errno \(errno))") }
        var info = stat()
        fstat(input, &info)
        var remaining = Int(info.st_size)
        var failed = false
        while remaining > 0 {
            let sent = sendfile(output, input, nil, remaining)
            if sent < 0, errno == EINTR { continue }
            if sent <= 0 {
                failed = true
                break
            }
            remaining -= sent
        }
        close(output)
        guard !failed, rename(partial, target) == 0 else {
            unlink(partial)
            throw InstallError(message: "cannot copy \(source) to \(target) (errno \(errno))")
        }
        return target
    }

    /// `transitions-<pid>-`: this front's copies.
    static var prefix: String { "transitions-\(getpid())-" }

    /// Deletes this front's copies of builds before `keeping` (running workers keep their
    /// file open; Linux frees it when they exit), and copies left by fronts that are gone.
    static func removeOlderBinaries(packageRoot: String, keeping: Int) {
        let directory = packageRoot + "/.build/watch"
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if name.hasPrefix(prefix), let number = Int(name.dropFirst(prefix.count)), number < keeping {
                unlink(directory + "/" + name)
                continue
            }
            // The copies of a front that is gone (killed before it could clean up).
            let parts = name.split(separator: "-")
            if parts.count == 3, parts[0] == "transitions", let pid = Int32(parts[1]), pid != getpid(),
                kill(pid, 0) != 0, errno == ESRCH
            {
                unlink(directory + "/" + name)
            }
        }
    }
}
