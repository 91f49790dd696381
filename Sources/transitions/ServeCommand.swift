import ArgumentParser
import PreviewServer

/// `transitions serve`: the preview page and its WebSocket on one port.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the preview page and stream transitions over WebSocket.",
        discussion: """
            Prints `Serving http://HOST:PORT/` once listening. SIGINT or SIGTERM close every \
            connection (1001) and exit 0.
            """
    )

    @Option(help: "Address to listen on; 0.0.0.0 listens on every IPv4 interface.")
    var host = "127.0.0.1"

    @Option(help: "TCP port; 0 picks a free one.")
    var port = 8080

    @Option(name: .customLong("web"), help: ArgumentHelp(
        "Directory with the page (default: the package's web/ directory).", valueName: "dir"))
    var web: String?

    @Option(name: .customLong("allow-origin"), help: ArgumentHelp(
        "Another browser origin allowed to open the WebSocket, e.g. http://localhost:5173 (repeatable).",
        valueName: "origin"))
    var allowedOrigins: [String] = []

    @Flag(name: .customLong("open"), help: "Open the page in a browser (xdg-open; failures are ignored).")
    var openBrowser = false

    @Flag(name: .customLong("echo-endpoint"), help: "Serve /echo (text and binary echo) for conformance tests.")
    var echoEndpoint = false

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be in 0...65535, not \(port)")
        }
        for origin in allowedOrigins where !origin.hasPrefix("http://") && !origin.hasPrefix("https://") {
            throw ValidationError("--allow-origin needs an origin like http://localhost:5173, not '\(origin)'")
        }
    }

    func run() throws {
        // First, before any thread exists: every thread started later inherits the mask.
        ShutdownSignals.block()

        let webRoot = try web ?? WebDirectory.locate()
        let configuration = ServerConfiguration(
            host: host, port: port, webRoot: webRoot,
            allowedOrigins: allowedOrigins, echoEndpoint: echoEndpoint)
        let server = WebSocketServer(configuration: configuration, handlerFactory: Self.handlerFactory(configuration))

        let signals = try SignalWaiter { name in
            ServerLog.line("received \(name); shutting down")
            server.stop()
        }
        defer { signals.finish() }
        let open = openBrowser
        try server.run { url in
            ServerLog.announce("Serving \(url)")
            if open { BrowserOpener.open(url) }
        }
        ServerLog.line("stopped")
    }

    /// `transition-preview` connections get the preview handler; with `--echo-endpoint`,
    /// those on `/echo` get `EchoHandler`, whose commands the transport's live tests use.
    static func handlerFactory(_ configuration: ServerConfiguration) -> ConnectionHandlerFactory {
        let echo = configuration.echoEndpoint
        return { connection in
            if echo, connection.path == WebSocketServer.echoPath { return EchoHandler() }
            return makePreviewHandler(for: connection, maxMessageBytes: configuration.maxMessageBytes)
        }
    }
}
