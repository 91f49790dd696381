#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import TestExpectations
import Testing
import PreviewProtocol
@testable import PreviewServer

/// The watcher's logic on a manual clock, and `CatalogSnapshot` against real files.
@Suite("Live reload: watching")
struct LiveReloadWatchTests {
    // MARK: Debouncing (manual clock)

    @Test func aBurstOfSavesIsOneBuildOnceQuiet() {
        var debouncer = RebuildDebouncer(quiet: 0.06, maxWait: 1)
        debouncer.observe(["Catalog/A.swift"], at: 0)
        debouncer.observe(["Catalog/A.swift"], at: 0.02)
        debouncer.observe(["Catalog/B.swift"], at: 0.04)
        #expect(debouncer.takeBuild(at: 0.08) == nil)  // 40 ms since the last save
        expectEqual(debouncer.takeBuild(at: 0.10), ["Catalog/A.swift", "Catalog/B.swift"])
        #expect(debouncer.takeBuild(at: 0.2) == nil)  // nothing left, and a build runs
    }

    @Test func aBurstThatNeverStopsStillBuildsAfterMaxWait() {
        var debouncer = RebuildDebouncer(quiet: 0.06, maxWait: 1)
        var now = 0.0
        var built: [String]?
        while now < 2, built == nil {
            debouncer.observe(["Catalog/A.swift"], at: now)
            built = debouncer.takeBuild(at: now)
            now += 0.05
        }
        expectEqual(built, ["Catalog/A.swift"])
        #expect(now > 1 && now < 1.1)
    }

    @Test func aSaveDuringABuildIsBuiltAfterIt() {
        var debouncer = RebuildDebouncer(quiet: 0.06, maxWait: 1)
        debouncer.observe(["Catalog/A.swift"], at: 0)
        expectEqual(debouncer.takeBuild(at: 0.1), ["Catalog/A.swift"])
        debouncer.observe(["Catalog/A.swift"], at: 0.5)  // saved while the build runs
        #expect(debouncer.takeBuild(at: 0.7) == nil)  // still building
        debouncer.buildFinished()
        expectEqual(debouncer.takeBuild(at: 1.5), ["Catalog/A.swift"])
        debouncer.buildFinished()
        #expect(debouncer.takeBuild(at: 3) == nil)
    }

    @Test func noChangeNoBuild() {
        var debouncer = RebuildDebouncer()
        debouncer.observe([], at: 0)
        #expect(debouncer.takeBuild(at: 5) == nil)
    }

    // MARK: Snapshots of real files

    @Test func editorWritesAreAllSeenAndTempFilesAndOutsideFilesAreNot() throws {
        let root = try TemporaryPackage()
        try root.write("Catalog/Zoom.swift", "let a = 1\n")
        try root.write("Sources/Other.swift", "x\n")
        var snapshot = CatalogSnapshot.scan(packageRoot: root.path)
        expectEqual(snapshot.files.keys.sorted(), ["Catalog/Zoom.swift"])

        func changes() -> [String] {
            let next = CatalogSnapshot.scan(packageRoot: root.path)
            defer { snapshot = next }
            return next.changes(since: snapshot)
        }
        // Outside Catalog/, and editor temp files inside it: nothing.
        try root.write("Sources/Other.swift", "y\n")
        try root.write("Catalog/.Zoom.swift.swp", "swap")
        try root.write("Catalog/Zoom.swift~", "backup")
        try root.write("Catalog/#Zoom.swift#", "autosave")
        try root.write("Catalog/4913", "")
        expectEqual(changes(), [])

        // Write in place with the same size: the modification time tells.
        sleepBriefly()
        try root.write("Catalog/Zoom.swift", "let a = 2\n")
        expectEqual(changes(), ["Catalog/Zoom.swift"])

        // Truncate, then write (two steps, as some editors do).
        sleepBriefly()
        try root.write("Catalog/Zoom.swift", "")
        try root.write("Catalog/Zoom.swift", "let a = 3\n")
        expectEqual(changes(), ["Catalog/Zoom.swift"])

        // Write a temporary file and rename it over the original: a new inode.
        try root.write("Catalog/Zoom.swift.tmp", "let a = 4\n")
        expectEqual(rename(root.path + "/Catalog/Zoom.swift.tmp", root.path + "/Catalog/Zoom.swift"), 0)
        expectEqual(changes(), ["Catalog/Zoom.swift"])

        // A new folder entry with a file, then a delete.
        try root.write("Catalog/Fluid/Fluid.swift", "let b = 1\n")
        expectEqual(changes(), ["Catalog/Fluid", "Catalog/Fluid/Fluid.swift"])
        expectEqual(unlink(root.path + "/Catalog/Fluid/Fluid.swift"), 0)
        expectEqual(changes(), ["Catalog/Fluid/Fluid.swift"])
        expectEqual(changes(), [])
    }

    @Test func ignoredNames() {
        for name in [".Zoom.swift.swp", ".#Zoom.swift", "Zoom.swift~", "#Zoom.swift#", "4913", "a.swx", "a.tmp"] {
            #expect(CatalogSnapshot.isIgnored(name), "\(name)")
        }
        for name in ["Zoom.swift", "README.md", "photo.png", "Fluid Photo"] {
            #expect(!CatalogSnapshot.isIgnored(name), "\(name)")
        }
    }

    private func sleepBriefly() { usleep(10_000) }
}

/// A scratch directory, removed when the value goes away.
final class TemporaryPackage {
    let path: String

    init() throws {
        var template = Array("/tmp/transitions-watch-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw Failure("mkdtemp failed")
        }
        path = String(cString: made)
    }

    deinit {
        withCStrings(["/bin/rm", "-rf", path]) { argv in
            var pid: pid_t = 0
            if posix_spawn(&pid, "/bin/rm", nil, nil, argv, environ) == 0 {
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
        }
    }

    func write(_ relative: String, _ text: String) throws {
        let full = path + "/" + relative
        var directory = full[..<full.lastIndex(of: "/")!]
        var missing: [Substring] = []
        while access(String(directory), F_OK) != 0 {
            missing.append(directory)
            directory = directory[..<directory.lastIndex(of: "/")!]
        }
        for folder in missing.reversed() { mkdir(String(folder), 0o755) }
        let fd = open(full, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw Failure("cannot write \(full)") }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        guard bytes.isEmpty || Glibc.write(fd, bytes, bytes.count) == bytes.count else { throw Failure("short write") }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

@Suite("Live reload: where a trap stopped")
struct TrapPlaceTests {
    @Test func fileIDsMapToCatalogPaths() throws {
        let root = try TemporaryPackage()
        try root.write("Catalog/Trap.swift", "x\n")
        try root.write("Catalog/Fluid Photo/Sub/Animator.swift", "a\nb\nfatalError()\n")
        expectEqual(TrapReport.resolveFileID("TransitionCatalog/Trap.swift", packageRoot: root.path), "Catalog/Trap.swift")
        expectEqual(TrapReport.resolveFileID("Catalog_Fluid_Photo/Animator.swift", packageRoot: root.path), "Catalog/Fluid Photo/Sub/Animator.swift")
        expectEqual(TrapReport.resolveFileID("Swift/Array.swift", packageRoot: root.path), "Swift/Array.swift")
        let report = try #require(TrapReport.parse("Catalog_Fluid_Photo/Animator.swift:3: Fatal error: stop\n", packageRoot: root.path))
        expectEqual(report.diagnostic?.file, "Catalog/Fluid Photo/Sub/Animator.swift")
        expectEqual(report.diagnostic?.source, "fatalError()")
    }
}

@Suite("Live reload: versioned worker binaries")
struct WorkerBinaryTests {
    private func names(_ root: TemporaryPackage) -> [String] {
        guard let handle = opendir(root.path + "/.build/watch") else { return [] }
        defer { closedir(handle) }
        var found: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if name != ".", name != ".." { found.append(name) }
        }
        return found.sorted()
    }

    @Test func eachBuildGetsItsOwnCopyAndOlderOnesGo() throws {
        let root = try TemporaryPackage()
        try root.write("bin/transitions", "#!/bin/sh\necho 1\n")
        try root.write(".build/watch/transitions-1-5", "pid 1 is alive: kept")
        try root.write(".build/watch/transitions-2147483000-3", "no such process: removed")
        let me = getpid()
        let first = try CatalogWatcher.installInitialBinary(packageRoot: root.path, executable: root.path + "/bin/transitions")
        expectEqual(first, root.path + "/.build/watch/transitions-\(me)-0")
        expectEqual(access(first, X_OK), 0)
        expectEqual(BuildDiagnostics.readFile(first, limit: 100), "#!/bin/sh\necho 1\n")
        expectEqual(names(root), ["transitions-1-5", "transitions-\(me)-0"])

        try root.write("bin/transitions", "#!/bin/sh\necho 2\n")
        let second = try CatalogWatcher.install(root.path + "/bin/transitions", packageRoot: root.path, build: 1)
        CatalogWatcher.removeOlderBinaries(packageRoot: root.path, keeping: 1)
        expectEqual(names(root), ["transitions-1-5", "transitions-\(me)-1"])
        expectEqual(BuildDiagnostics.readFile(second, limit: 100), "#!/bin/sh\necho 2\n")
        #expect(throws: CatalogWatcher.InstallError.self) {
            try CatalogWatcher.install(root.path + "/bin/missing", packageRoot: root.path, build: 2)
        }
    }
}

/// The watcher's thread on real files, with a stand-in for `swift` that takes 0.6 s per build,
/// records each build, and fails when `Catalog/Broken.swift` exists.
@Suite("Live reload: the watcher on real files", .serialized)
struct CatalogWatcherTests {
    final class Lines: @unchecked Sendable {
        private let lines = Mutex<[String]>([])
        func append(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    static let fakeSwift = """
        #!/bin/sh
        # swift build --package-path ROOT --product P -c CONFIG [...]: a stand-in.
        root=$3
        echo "$*" >> "$root/builds.log"
        sleep 0.6
        if [ -e "$root/Catalog/Broken.swift" ]; then
            echo "$root/Catalog/Broken.swift:2:9: error: expected expression"
            exit 1
        fi
        mkdir -p "$root/.build/debug"
        printf 'worker' > "$root/.build/debug/transitions-worker"
        """

    private func start(_ root: TemporaryPackage) throws -> (CatalogWatcher, WatchHub, Lines) {
        try root.write("Catalog/Zoom.swift", "let a = 1\n")
        try root.write("bin/swift", Self.fakeSwift)
        chmod(root.path + "/bin/swift", 0o755)
        try root.write("bin/front", "front")
        let hub = WatchHub(binary: root.path + "/bin/front")
        let watcher = CatalogWatcher(packageRoot: root.path, configuration: "debug", hub: hub)
        let lines = Lines()
        watcher.swift = root.path + "/bin/swift"
        watcher.announce = { lines.append($0) }
        watcher.start()
        usleep(250_000)  // the first scan
        return (watcher, hub, lines)
    }

    @Test func burstsAreOneBuildSavesDuringABuildAreBuiltAfterItOthersAreIgnored() throws {
        let root = try TemporaryPackage()
        let (watcher, hub, lines) = try start(root)
        defer { watcher.stop() }

        // A burst of saves in 40 ms (an editor's truncate, write, rename): one build.
        try root.write("Catalog/Zoom.swift", "")
        try root.write("Catalog/Zoom.swift", "let a = 2\n")
        try root.write("Catalog/Zoom.swift.tmp", "let a = 3\n")
        rename(root.path + "/Catalog/Zoom.swift.tmp", root.path + "/Catalog/Zoom.swift")
        #expect(wait { lines.all.count == 1 })
        expectEqual(lines.all.first?.hasPrefix("build 1: Catalog/Zoom.swift changed → rebuilt in "), true)
        // The stand-in writes no plan, so each build is `swift build`, saying why.
        expectEqual(lines.all.first?.contains("(swift build: no build plan in .build)"), true)
        expectEqual(hub.current.build, 1)
        #expect(hub.current.binary.hasSuffix("/.build/watch/transitions-\(getpid())-1"))

        // Outside Catalog/, and editor temp files inside it: no build.
        try root.write("Sources/Other.swift", "x\n")
        try root.write("Catalog/.Zoom.swift.swp", "swap")
        try root.write("Catalog/Zoom.swift~", "backup")
        usleep(600_000)
        expectEqual(lines.all.count, 1)

        // A save while a build runs: built again right after it.
        try root.write("Catalog/Zoom.swift", "let a = 4\n")
        #expect(wait { (BuildDiagnostics.readFile(root.path + "/builds.log", limit: 10_000) ?? "").split(separator: "\n").count == 3 })
        usleep(200_000)  // the build is running now
        try root.write("Catalog/Card.swift", "let b = 1\n")
        #expect(wait { lines.all.count == 3 })
        #expect(lines.all[1].hasPrefix("build 2: Catalog/Zoom.swift changed → rebuilt"))
        #expect(lines.all[2].hasPrefix("build 3: Catalog/Card.swift changed → rebuilt"))

        // A broken file: build-failed with its diagnostics, the last good build still served.
        try root.write("Catalog/Broken.swift", "let x =\nlet y = = 1\n")
        #expect(wait { lines.all.count == 4 })
        #expect(lines.all[3].contains("failed in"))
        #expect(lines.all[3].contains("Catalog/Broken.swift:2:9: expected expression; still serving build 3"))
        expectEqual(hub.current.build, 3)
        let failure = try #require(hub.failure)
        #expect(failure.contains(#""source":"let y = = 1""#))
        let log = BuildDiagnostics.readFile(root.path + "/builds.log", limit: 10_000) ?? ""
        // The warm-up build before any edit, then one per rebuild; only a build that followed an
        // added or removed file re-reads the manifest.
        #expect(log.split(separator: "\n").map { $0.contains("--manifest-cache none") } == [false, false, false, true, true])
        #expect(log.contains("--product transitions-worker -c debug"))
    }
}

/// The watcher with a plan to run: a stand-in `swift` that writes a two-module plan (each
/// module's "compiler" fails while its file says `broken`) and the worker, like SwiftPM.
@Suite("Live reload: the watcher runs the plan directly", .serialized)
struct PlannedWatcherTests {
    static func fakeSwift(_ root: String) -> String {
        func command(_ name: String, inputs: [String], outputs: [String], arguments: [String]) -> String {
            func list(_ items: [String]) -> String { "[" + items.map { "\"\($0)\"" }.joined(separator: ",") + "]" }
            return """
                  "\(name)":
                    tool: shell
                    inputs: \(list(inputs))
                    outputs: \(list(outputs))
                    description: "\(name)"
                    args: \(list(arguments))

                """
        }
        let out = "\(root)/.build/x/debug"
        let plan = "commands:\n"
            + command("C.A.module", inputs: ["\(root)/Catalog/A.swift"], outputs: ["\(out)/A.o"],
                      arguments: ["\(root)/bin/compile", "A", "\(root)/Catalog/A.swift", "\(out)/A.o", "-emit-module"])
            + command("C.B.module", inputs: ["\(root)/Catalog/B.swift"], outputs: ["\(out)/B.o"],
                      arguments: ["\(root)/bin/compile", "B", "\(root)/Catalog/B.swift", "\(out)/B.o", "-emit-module"])
            + command("C.worker.exe", inputs: ["\(out)/A.o", "\(out)/B.o"], outputs: ["\(out)/transitions-worker"],
                      arguments: ["\(root)/bin/link", "\(out)/A.o", "\(out)/B.o", "\(out)/transitions-worker"])
        return """
            #!/bin/sh
            # swift build --package-path ROOT …: plans, then "compiles" both modules and links.
            root=$3
            echo "swift build" >> "$root/builds.log"
            mkdir -p "$root/.build/x/debug"
            ln -sfn "$root/.build/x/debug" "$root/.build/debug"
            cat > "$root/.build/debug.yaml" <<'PLAN'
            \(plan)PLAN
            "$root/bin/compile" A "$root/Catalog/A.swift" "$root/.build/x/debug/A.o" || exit 1
            "$root/bin/compile" B "$root/Catalog/B.swift" "$root/.build/x/debug/B.o" || exit 1
            "$root/bin/link" "$root/.build/x/debug/A.o" "$root/.build/x/debug/B.o" "$root/.build/x/debug/transitions-worker"
            """
    }

    /// A "compiler" whose object is the source's text; it fails on `broken`.
    static let compile = """
        #!/bin/sh
        echo "compile $1" >> "$(dirname "$0")/../builds.log"
        if grep -q broken "$2"; then echo "$2:1:1: error: broken"; exit 1; fi
        cp "$2" "$3"
        """

    /// A "linker" whose binary is its objects' texts.
    static let link = """
        #!/bin/sh
        echo "link" >> "$(dirname "$0")/../builds.log"
        cat "$1" "$2" > "$3"
        """

    @Test func editsRunThePlanAndAFileLeftBrokenIsRebuiltWithTheNextEdit() throws {
        let root = try TemporaryPackage()
        let p = root.path
        try root.write("Catalog/A.swift", "a1\n")
        try root.write("Catalog/B.swift", "b1\n")
        try root.write("bin/swift", Self.fakeSwift(p))
        try root.write("bin/compile", Self.compile)
        try root.write("bin/link", Self.link)
        for tool in ["swift", "compile", "link"] { chmod(p + "/bin/" + tool, 0o755) }
        try root.write("bin/front", "front")
        let hub = WatchHub(binary: p + "/bin/front")
        let watcher = CatalogWatcher(packageRoot: p, configuration: "debug", hub: hub)
        let lines = CatalogWatcherTests.Lines()
        watcher.swift = p + "/bin/swift"
        watcher.announce = { lines.append($0) }
        watcher.start()
        defer { watcher.stop() }
        func log() -> [String] { (BuildDiagnostics.readFile(p + "/builds.log", limit: 100_000) ?? "").split(separator: "\n").map(String.init) }
        func served() -> String { BuildDiagnostics.readFile(hub.current.binary, limit: 1000) ?? "" }
        #expect(wait { log().contains("link") })  // the warm-up swift build

        // An edit of A: its module and the link, not B's, and no swift build.
        try root.write("Catalog/A.swift", "a2\n")
        #expect(wait { lines.all.count == 1 })
        #expect(lines.all[0].contains("(compiler run directly: 2 commands)"), "\(lines.all)")
        expectEqual(served(), "a2\nb1\n")
        #expect(log().filter { $0 == "swift build" }.count == 1)

        // A broken, then B edited: A is still unbuilt, so B's build compiles it again and fails,
        // instead of linking A's last good object as if it were fixed.
        try root.write("Catalog/A.swift", "broken\n")
        #expect(wait { lines.all.count == 2 })
        #expect(lines.all[1].contains("failed in") && lines.all[1].contains("Catalog/A.swift:1:1: broken"), "\(lines.all)")
        try root.write("Catalog/B.swift", "b2\n")
        #expect(wait { lines.all.count == 3 })
        #expect(lines.all[2].hasPrefix("build 3: Catalog/B.swift changed → failed in "), "\(lines.all)")
        expectEqual(served(), "a2\nb1\n", "the last good build still served")

        // A fixed: both modules and the link; the new build has both edits.
        try root.write("Catalog/A.swift", "a3\n")
        #expect(wait { lines.all.count == 4 })
        #expect(lines.all[3].contains("rebuilt in") && lines.all[3].contains("(compiler run directly: 3 commands)"), "\(lines.all)")
        expectEqual(served(), "a3\nb2\n")
        #expect(log().filter { $0 == "swift build" }.count == 1, "never swift build after the warm-up")
    }
}

/// Polls `condition` every 20 ms until it holds or `seconds` pass (the watcher works on a
/// thread of its own); returns whether it held.
func wait(seconds: Double = 15, until condition: () -> Bool) -> Bool {
    let deadline = MonotonicClock.now() + seconds
    while MonotonicClock.now() < deadline {
        if condition() { return true }
        usleep(20_000)
    }
    return condition()
}
