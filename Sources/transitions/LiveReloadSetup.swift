import CommandLineParsing
import PreviewProtocol
import PreviewServer

#if canImport(Glibc)
    import Glibc
#endif

/// `serve --watch`: the front's watcher and hub, set up from where this binary was built.
enum LiveReloadSetup {
    struct Live {
        let hub: WatchHub
        let watcher: CatalogWatcher
    }

    /// Finds the package this binary was built from (the one to rebuild), copies the binary
    /// to the first versioned worker path, and prepares the watcher (started once listening).
    static func start() throws -> Live {
        guard let executable = realpath("/proc/self/exe", nil) else {
            throw ValidationError("--watch: cannot find this executable (/proc/self/exe)")
        }
        let path = String(cString: executable)
        free(executable)
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        guard let root = packageRoot(above: directory) else {
            throw ValidationError("--watch needs the binary inside a package's .build (found \(path)); run it as .build/debug/transitions")
        }
        // The build configuration is the folder the binary sits in: …/debug or …/release.
        let configuration = directory.hasSuffix("/release") ? "release" : "debug"
        // Workers write to pipes the front may close at any time (a swap, a crash).
        signal(SIGPIPE, SIG_IGN)
        let binary: String
        do {
            binary = try CatalogWatcher.installInitialBinary(packageRoot: root, executable: path)
        } catch {
            throw ValidationError("--watch: \(error.message)")
        }
        let hub = WatchHub(binary: binary)
        return Live(hub: hub, watcher: CatalogWatcher(packageRoot: root, configuration: configuration, hub: hub))
    }

    static func handlerFactory(_ configuration: ServerConfiguration, _ live: Live) -> ConnectionHandlerFactory {
        let echo = configuration.echoEndpoint
        let hub = live.hub
        let root = live.watcher.packageRoot
        return { connection in
            if echo, connection.path == WebSocketServer.echoPath { return EchoHandler() }
            return makeWorkerHandler(hub: hub, packageRoot: root, connection: connection)
        }
    }

    /// The nearest directory above `start` with a Package.swift and a Catalog/ folder.
    private static func packageRoot(above start: String) -> String? {
        var directory = start
        while !directory.isEmpty, directory != "/" {
            var info = stat()
            if stat(directory + "/Package.swift", &info) == 0, stat(directory + "/Catalog", &info) == 0 { return directory }
            directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)])
        }
        return nil
    }
}

/// `transitions worker`: one preview session over `WorkerWire` records on stdio for `serve
/// --watch` (not for people). The front runs its own binary this way until the first rebuild,
/// whose `transitions-worker` (Sources/transitions-worker) does the same with less linked in.
struct WorkerCommand: Command {
    static let configuration = CommandConfiguration(
        name: "worker",
        abstract: "Run one preview session over standard input and output for serve --watch.",
        shouldDisplay: false)

    func run() throws {
        let status = WorkerIO.run(session: .overPackageCatalog())
        if status != 0 { throw ExitCode(status) }
    }
}
