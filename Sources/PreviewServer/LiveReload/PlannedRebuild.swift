import CatalogIndexing
import PreviewProtocol

#if canImport(Glibc)
    import Glibc
#endif

/// `serve --watch`'s fast rebuild after a content edit: the stale part of SwiftPM's own
/// plan (`BuildPlan`), run directly — the catalog plugin's indexer, the compiler for each
/// module whose inputs changed, the link — skipping SwiftPM's start and planning (0.4 s idle)
/// and the debugger's AST wraps (docs/performance.md, "Live reload"). A command runs only when
/// an input really changed (an output written again unchanged does not count), and a folder
/// entry's edit does not recompile the catalog's own module when only the registry reads it.
///
/// It refuses, and the watcher runs `swift build`, whenever SwiftPM would plan differently:
/// a file added, removed or renamed (a new file list), a file the plan does not read, a file
/// whose `@objc` use or `import ScenarioKit` changed what Package.swift makes of its folder.
/// The compiler commands are SwiftPM's own, arguments unchanged, so the compiler's
/// incremental state stays SwiftPM's: the next `swift build` carries on from it.
enum PlannedRebuild {
    enum Outcome {
        case built(CatalogBuild, commands: Int)
        /// Why the plan cannot do it; the caller runs `swift build`.
        case refused(String)
    }

    /// `changed`: absolute paths of the files edited since the last good build; `plan`:
    /// SwiftPM's plan for `configuration` (`.build/debug.yaml`), nil when there is none.
    static func run(
        _ plan: BuildPlan?, packageRoot: String, configuration: String, product: String,
        changed: Set<String>
    ) -> Outcome {
        let started = MonotonicClock.now()
        guard let plan else { return .refused("no build plan in .build") }
        guard let directory = realpath(packageRoot + "/.build/" + configuration, nil) else {
            return .refused("no .build/\(configuration)")
        }
        let binary = String(cString: directory) + "/" + product
        free(directory)
        if let reason = manifestWouldChange(plan, changed) { return .refused(reason) }
        // SwiftPM's own lock on its scratch directory (`flock` of `.build/.lock`): a
        // `swift build` or `swift test` in another terminal and this rebuild wait for each
        // other instead of writing the same outputs at once.
        let lock = open(packageRoot + "/.build/.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        defer { if lock >= 0 { close(lock) } }
        if lock >= 0 { while flock(lock, LOCK_EX) != 0, errno == EINTR {} }
        let commands: [BuildPlan.Command]
        switch plan.commands(toBuild: binary, reading: changed) {
        case .success(let planned): commands = planned
        case .failure(let refusal): return .refused(refusal.description)
        }
        var output = ""
        let registryOnly = Set(commands.filter(readsFolderModulesOnlyThroughTheRegistry).map(\.name))
        let (ran, failed) = BuildPlan.walk(
            commands, changed: changed,
            ignores: { command, input in
                isFolderModule(input) && registryOnly.contains(command.name)
            },
            run: { command in
                guard !command.arguments.isEmpty else { return [] }
                let before = command.outputs.map(CatalogSnapshot.Stamp.init(path:))
                switch ChildProcess.run(command.arguments) {
                case .failure(let error):
                    output += "cannot start \(command.arguments[0]): \(error)\n"
                    return nil
                case .success(let finished):
                    output += compilerText(finished.output)
                    guard finished.succeeded else { return nil }
                    return Set(zip(command.outputs, before).filter { CatalogSnapshot.Stamp(path: $0.0) != $0.1 }.map(\.0))
                }
            })
        return .built(CatalogBuild(succeeded: !failed, output: output, seconds: MonotonicClock.now() - started), commands: ran.count)
    }

    /// A folder entry's module (`…/Modules/Catalog_Zoom.swiftmodule`).
    static func isFolderModule(_ path: String) -> Bool {
        path.hasSuffix(".swiftmodule")
            && path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...].hasPrefix("Catalog_")
    }

    /// Whether `command` compiles the catalog's own module and reads the folder entries'
    /// modules only where the generated registry calls each one's `catalogFolderScenario()`:
    /// then a folder edit need not recompile it. That function's signature never changes
    /// (`() -> any CatalogEntry`, written by CatalogIndexer), so the catalog's objects link
    /// against the folder's new ones as they are — the folder's code runs new. When the edit
    /// changes the registry itself (a scenario renamed), the registry's new text makes the
    /// command stale on its own. A catalog file that imports a folder module itself (and so
    /// could depend on its types' layout) turns the shortcut off.
    static func readsFolderModulesOnlyThroughTheRegistry(_ command: BuildPlan.Command) -> Bool {
        guard command.isModuleCompile, command.inputs.contains(where: { $0.hasSuffix("/CatalogRegistry+Generated.swift") }) else {
            return false
        }
        return !command.inputs.contains { input in
            input.hasSuffix(".swift") && !input.hasSuffix("/CatalogRegistry+Generated.swift")
                && (BuildDiagnostics.readFile(input, limit: 16 << 20)?.contains("import Catalog_") ?? true)
        }
    }

    /// What Package.swift decides from a file's text, checked against the plan made from the
    /// text it had: whether the file is compiled as written or as the plugin's rewritten copy
    /// (`@objc`, `#selector` …), and whether its module depends on ScenarioKit.
    static func manifestWouldChange(_ plan: BuildPlan, _ changed: Set<String>) -> String? {
        let compiles = plan.commands.filter(\.isModuleCompile)
        for path in changed.sorted() {
            guard path.hasSuffix(".swift") else { return "\(path) is not a Swift file" }
            guard let source = BuildDiagnostics.readFile(path, limit: 16 << 20) else { return "cannot read \(path)" }
            let direct = compiles.first { $0.inputs.contains(path) }
            if ObjCRewriter.mayNeedRewrite(source) != (direct == nil) {
                return "\(path) \(direct == nil ? "no longer needs" : "now needs") the @objc rewrite"
            }
            let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) + "/"
            let module = direct ?? compiles.first { $0.inputs.contains { $0.hasPrefix(folder) } }
            if source.contains("import ScenarioKit"),
                let module, !module.inputs.contains(where: { $0.hasSuffix("/ScenarioKit.swiftmodule") })
            {
                return "\(path) now imports ScenarioKit"
            }
        }
        return nil
    }

    /// The compiler's messages as people read them. SwiftPM passes `-parseable-output`, so
    /// the driver writes records — a byte count on a line of its own, then that many bytes of
    /// JSON — and each finished job's text is the record's `output`. Anything else (the
    /// linker's errors, a plugin's lines) is kept as it came.
    static func compilerText(_ raw: String) -> String {
        var text = ""
        var rest = Substring(raw)
        while !rest.isEmpty {
            let end = rest.firstIndex(of: "\n") ?? rest.endIndex
            let line = rest[..<end]
            let afterLine = end == rest.endIndex ? end : rest.index(after: end)
            if let count = Int(line), count > 0, count <= rest.utf8.count {
                let body = rest.utf8[afterLine...]
                if body.count >= count {
                    let recordEnd = body.index(body.startIndex, offsetBy: count)
                    if let record = JSONValue(parsing: String(decoding: body[..<recordEnd], as: UTF8.self)) {
                        if let output = record[member: "output"]?.string { text += output }
                        rest = rest[recordEnd...].drop(while: { $0 == "\n" })
                        continue
                    }
                }
            }
            text += line + "\n"
            rest = rest[afterLine...]
        }
        return text
    }
}
