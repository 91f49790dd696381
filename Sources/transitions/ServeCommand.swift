import CommandLineParsing
import PreviewProtocol
import PreviewServer

/// `transitions serve`: the preview page and its WebSocket on one port.
struct ServeCommand: Command {
    static let configuration = CommandConfiguration(
        name: "serve",
        abstract: "Serve the preview page and stream transitions over WebSocket.",
        discussion: """
            Prints `Serving http://ADDRESS:PORT/` once listening, with the address actually \
            bound. SIGINT or SIGTERM close every connection (1001) and exit 0.
            """
    )

    static let parameters: [Parameter<ServeCommand>] = [
        .option(
            "host", \.host, valueName: "address",
            help:
                "Address to listen on: an IP address or localhost. 0.0.0.0 (every IPv4 interface) or :: (every interface) lets other machines in, with a warning."
        ),
        // `--port -1` reaches `checkedListenAddress()`, which refuses it with the range.
        .option("port", \.port, help: "TCP port, 0...65535; 0 picks a free one."),
        .option("web", \.web, valueName: "dir", help: "Directory with the page (default: the package's web/ directory)."),
        .option(
            "allow-origin", \.allowedOrigins, valueName: "origin",
            help: "Another browser origin allowed to open the WebSocket, e.g. http://localhost:5173 (repeatable)."),
        .flag("open", \.openBrowser, help: "Open the page in a browser (xdg-open; failures are ignored)."),
        .flag("echo-endpoint", \.echoEndpoint, help: "Serve /echo (text and binary echo) for conformance tests."),
        .flag(
            "watch", \.watch,
            help:
                "Rebuild when a file under Catalog/ changes and swap the new catalog into open pages; entry code runs in worker processes, so a crash never stops the server (docs/protocol.md, \"Live reload\")."
        ),
        .flag(
            "watch-with-swift-build", \.watchWithSwiftBuild,
            help:
                "With --watch, rebuild with swift build after every change, never by running SwiftPM's last plan directly (slower; for comparing, or if a rebuild ever looks stale)."
        ),
    ]

    var host = "127.0.0.1"
    var port = 8080
    var web: String?
    var allowedOrigins: [String] = []
    var openBrowser = false
    var echoEndpoint = false
    var watch = false
    var watchWithSwiftBuild = false

    /// Checks the options and returns the address to listen on. Called from `run()`, not
    /// `validate()`: a `validate()` error is followed by the usage, which buries the one line
    /// that matters; from `run()` it is just `Error: …` and exit 64.
    func checkedListenAddress() throws -> ListenAddress {
        guard let listen = ListenAddress(parsing: host) else {
            let shown = host.isEmpty ? "an empty value" : "'\(host)'"
            throw ValidationError("--host must be an IP address or localhost (0.0.0.0 or :: to listen on every interface), not \(shown)")
        }
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be in 0...65535, not \(port)")
        }
        if let web { try WebDirectory.check(web, option: "--web") }
        if watchWithSwiftBuild, !watch { throw ValidationError("--watch-with-swift-build needs --watch") }
        for origin in allowedOrigins where !origin.hasPrefix("http://") && !origin.hasPrefix("https://") {
            throw ValidationError("--allow-origin needs an origin like http://localhost:5173, not '\(origin)'")
        }
        return listen
    }

    func run() throws {
        let listen = try checkedListenAddress()
        // Before any thread exists: every thread started later inherits the mask.
        ShutdownSignals.block()

        let webRoot = try web ?? WebDirectory.locate()
        let configuration = ServerConfiguration(
            host: host, port: port, webRoot: webRoot,
            allowedOrigins: allowedOrigins, echoEndpoint: echoEndpoint)
        let live = watch ? try LiveReloadSetup.start() : nil
        live?.watcher.runsPlanDirectly = !watchWithSwiftBuild
        let server = WebSocketServer(
            configuration: configuration,
            handlerFactory: live.map { LiveReloadSetup.handlerFactory(configuration, $0) } ?? Self.handlerFactory(configuration))
        live?.hub.setWaker { [server] in server.wake() }

        let signals = try SignalWaiter { name in
            ServerLog.line("received \(name); shutting down")
            server.stop()
        }
        defer { signals.finish() }
        let open = openBrowser
        try server.run { url in
            ServerLog.announce("Serving \(url)")
            let port = server.boundPort ?? self.port
            if listen.isWildcard {
                ServerLog.line(
                    "warning: --host \(host) listens on \(listen.reach): other machines can open the preview "
                        + "and any Host name is answered; on this machine open \(listen.localURL(port: port))")
            }
            if open { BrowserOpener.open(listen.localURL(port: port)) }
            if let live {
                ServerLog.announce("Watching \(live.watcher.packageRoot)/Catalog (\(live.watcher.configuration) builds)")
                live.watcher.start()
            }
        }
        ServerLog.line("stopped")
    }

    /// `transition-preview` connections get the preview handler; with `--echo-endpoint`,
    /// those on `/echo` get `EchoHandler`, whose commands the transport's live tests use.
    static func handlerFactory(_ configuration: ServerConfiguration) -> ConnectionHandlerFactory {
        let echo = configuration.echoEndpoint
        return { connection in
            if echo, connection.path == WebSocketServer.echoPath { return EchoHandler() }
            return makePreviewHandler(session: .overPackageCatalog(), maxMessageBytes: configuration.maxMessageBytes)
        }
    }
}
