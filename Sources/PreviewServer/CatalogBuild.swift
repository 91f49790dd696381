#if canImport(Glibc)
import Glibc
#endif

/// One `swift build` of the package's `transitions` product, its output captured.
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
    static func run(packageRoot: String, configuration: String, freshManifest: Bool, swift: String = "swift") -> CatalogBuild {
        let started = MonotonicClock.now()
        var arguments = [swift, "build", "--package-path", packageRoot, "--product", product, "-c", configuration]
        if freshManifest { arguments += ["--manifest-cache", "none"] }
        var output = [Int32](repeating: -1, count: 2)
        guard makePipe(&output) == 0 else {
            return CatalogBuild(succeeded: false, output: "cannot start swift build: pipe failed (errno \(errno))", seconds: 0)
        }
        let spawned = ChildProcess.spawn(swift, arguments: arguments, searchPath: true,
                                         streams: [0: .null, 1: .descriptor(output[1]), 2: .descriptor(output[1])])
        close(output[1])
        guard case .success(let pid) = spawned else {
            close(output[0])
            let reason = if case .failure(let error) = spawned { "\(error)" } else { "unknown" }
            return CatalogBuild(succeeded: false, output: "cannot start \(swift): \(reason)", seconds: 0)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(output[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            // Keep the last 1 MiB: a broken build of a big catalog can print a lot.
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > 1 << 20 { bytes.removeFirst(bytes.count - (1 << 20)) }
        }
        close(output[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitedCleanly = status & 0x7f == 0 && (status >> 8) & 0xff == 0
        return CatalogBuild(succeeded: exitedCleanly, output: String(decoding: bytes, as: UTF8.self),
                            seconds: MonotonicClock.now() - started)
    }
}
