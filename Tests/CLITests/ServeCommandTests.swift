import Foundation
import TestExpectations
import Testing

/// `serve` refuses bad options before it listens: exit 64 and one line naming the option,
/// without the usage (the line that matters would drown in it).
@Suite("serve: bad input")
struct ServeCommandTests {
    private func expectRefused(_ arguments: [String], saying message: String) throws {
        // Never more than a second or two: a server that starts anyway is stopped and fails.
        let result = try transitions(arguments: ["serve"] + arguments, timeout: 10)
        expectEqual(result.status, 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("Usage:"), "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(arguments): nothing was served, yet: \(result.stdout)")
    }

    /// `--host ""` (an unset variable in a script) used to listen on every interface while the
    /// URL said 127.0.0.1, with the Host check off.
    @Test("a host that is not an IP address or localhost", arguments: [
        "", " ", "evil.example", "eth0", "localhost.", "127.0.0.1:8080", "[127.0.0.1]", "0", "::1%lo",
    ])
    func badHost(host: String) throws {
        let shown = host.isEmpty ? "an empty value" : "'\(host)'"
        try expectRefused(["--host", host, "--port", "0"],
                          saying: "Error: --host must be an IP address or localhost (0.0.0.0 or :: to listen on every interface), not \(shown)")
    }

    /// `-1` used to be read as an option, so the message was "Missing value for '--port'".
    @Test("a port outside 0...65535, negative ones included", arguments: ["-1", "-8080", "65536", "99999999"])
    func badPort(port: String) throws {
        try expectRefused(["--port", port], saying: "Error: --port must be in 0...65535, not \(port)")
    }

    @Test("--watch-with-swift-build without --watch")
    func swiftBuildWithoutWatch() throws {
        try expectRefused(["--port", "0", "--watch-with-swift-build"], saying: "Error: --watch-with-swift-build needs --watch")
    }

    @Test("--web: a file is not a directory, a missing path does not exist")
    func badWeb() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("web-\(UUID().uuidString).html")
        try Data("<h1>a file</h1>".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try expectRefused(["--port", "0", "--web", file.path], saying: "Error: --web '\(file.path)' is not a directory")
        try expectRefused(["--port", "0", "--web", "/no/such/web"], saying: "Error: --web '/no/such/web' does not exist")
    }
}
