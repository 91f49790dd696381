#if canImport(Glibc)
import Glibc
#endif
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
        #expect(debouncer.takeBuild(at: 0.10) == ["Catalog/A.swift", "Catalog/B.swift"])
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
        #expect(built == ["Catalog/A.swift"])
        #expect(now > 1 && now < 1.1)
    }

    @Test func aSaveDuringABuildIsBuiltAfterIt() {
        var debouncer = RebuildDebouncer(quiet: 0.06, maxWait: 1)
        debouncer.observe(["Catalog/A.swift"], at: 0)
        #expect(debouncer.takeBuild(at: 0.1) == ["Catalog/A.swift"])
        debouncer.observe(["Catalog/A.swift"], at: 0.5)  // saved while the build runs
        #expect(debouncer.takeBuild(at: 0.7) == nil)  // still building
        debouncer.buildFinished()
        #expect(debouncer.takeBuild(at: 1.5) == ["Catalog/A.swift"])
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
        #expect(snapshot.files.keys.sorted() == ["Catalog/Zoom.swift"])

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
        #expect(changes() == [])

        // Write in place with the same size: the modification time tells.
        sleepBriefly()
        try root.write("Catalog/Zoom.swift", "let a = 2\n")
        #expect(changes() == ["Catalog/Zoom.swift"])

        // Truncate, then write (two steps, as some editors do).
        sleepBriefly()
        try root.write("Catalog/Zoom.swift", "")
        try root.write("Catalog/Zoom.swift", "let a = 3\n")
        #expect(changes() == ["Catalog/Zoom.swift"])

        // Write a temporary file and rename it over the original: a new inode.
        try root.write("Catalog/Zoom.swift.tmp", "let a = 4\n")
        #expect(rename(root.path + "/Catalog/Zoom.swift.tmp", root.path + "/Catalog/Zoom.swift") == 0)
        #expect(changes() == ["Catalog/Zoom.swift"])

        // A new folder entry with a file, then a delete.
        try root.write("Catalog/Fluid/Fluid.swift", "let b = 1\n")
        #expect(changes() == ["Catalog/Fluid", "Catalog/Fluid/Fluid.swift"])
        #expect(unlink(root.path + "/Catalog/Fluid/Fluid.swift") == 0)
        #expect(changes() == ["Catalog/Fluid/Fluid.swift"])
        #expect(changes() == [])
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
        #expect(TrapReport.resolveFileID("TransitionCatalog/Trap.swift", packageRoot: root.path) == "Catalog/Trap.swift")
        #expect(TrapReport.resolveFileID("Catalog_Fluid_Photo/Animator.swift", packageRoot: root.path) == "Catalog/Fluid Photo/Sub/Animator.swift")
        #expect(TrapReport.resolveFileID("Swift/Array.swift", packageRoot: root.path) == "Swift/Array.swift")
        let report = try #require(TrapReport.parse("Catalog_Fluid_Photo/Animator.swift:3: Fatal error: stop\n", packageRoot: root.path))
        #expect(report.diagnostic?.file == "Catalog/Fluid Photo/Sub/Animator.swift")
        #expect(report.diagnostic?.source == "fatalError()")
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
        #expect(first == root.path + "/.build/watch/transitions-\(me)-0")
        #expect(access(first, X_OK) == 0)
        #expect(BuildDiagnostics.readFile(first, limit: 100) == "#!/bin/sh\necho 1\n")
        #expect(names(root) == ["transitions-1-5", "transitions-\(me)-0"])

        try root.write("bin/transitions", "#!/bin/sh\necho 2\n")
        let second = try CatalogWatcher.install(root.path + "/bin/transitions", packageRoot: root.path, build: 1)
        CatalogWatcher.removeOlderBinaries(packageRoot: root.path, keeping: 1)
        #expect(names(root) == ["transitions-1-5", "transitions-\(me)-1"])
        #expect(BuildDiagnostics.readFile(second, limit: 100) == "#!/bin/sh\necho 2\n")
        #expect(throws: CatalogWatcher.InstallError.self) {
            try CatalogWatcher.install(root.path + "/bin/missing", packageRoot: root.path, build: 2)
        }
    }
}
