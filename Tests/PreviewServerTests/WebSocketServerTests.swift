import Foundation
import Synchronization
import Testing
@testable import PreviewServer

/// The transport in-process on 127.0.0.1 port 0: `run()` on a thread, `stop()` from the test.
@Suite("WebSocketServer", .serialized)
struct WebSocketServerTests {
    private static func webRoot() throws -> String {
        let web = FileManager.default.temporaryDirectory.appendingPathComponent("web-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: web, withIntermediateDirectories: true)
        try "<h1>in-process</h1>".write(to: web.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        return web.path
    }

    /// One HTTP/1.0 GET over a plain socket; returns the whole response.
    private static func get(port: Int, path: String) throws -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        try #require(connected == 0)
        let request = Array("GET \(path) HTTP/1.0\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            response += buffer[0..<count]
        }
        return String(decoding: response, as: UTF8.self)
    }

    @Test func runsOnAnEphemeralPortAndStopsFromAnotherThread() async throws {
        let configuration = ServerConfiguration(port: 0, webRoot: try Self.webRoot())
        let server = WebSocketServer(configuration: configuration) { _ in EchoHandler() }
        let announced = Mutex<String?>(nil)
        let finished = Worker {
            do {
                try server.run { url in announced.withLock { $0 = url } }
            } catch {
                Issue.record("run failed: \(error)")
            }
        }
        var port: Int?
        for _ in 0..<200 where port == nil {
            try await Task.sleep(for: .milliseconds(10))
            port = server.boundPort
        }
        let bound = try #require(port)
        #expect(bound > 0)
        #expect(announced.withLock { $0 } == "http://127.0.0.1:\(bound)/")
        let response = try Self.get(port: bound, path: "/")
        #expect(response.hasPrefix("HTTP/1.0 200") || response.hasPrefix("HTTP/1.1 200"))
        #expect(response.contains("<h1>in-process</h1>"))

        server.stop()
        for _ in 0..<200 where !finished.isFinished {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(finished.isFinished)
        #expect(throws: ServerError.self) { try server.run() }  // one run per server
    }

    /// A library user passing `host: ""` gets an error, not a server on every interface (the
    /// CLI refuses such a host itself, before this point).
    @Test func aHostThatIsNotAnAddressCannotListen() async throws {
        let server = WebSocketServer(configuration: ServerConfiguration(host: "", port: 0, webRoot: try Self.webRoot())) { _ in
            EchoHandler()
        }
        let outcome = Mutex<String?>(nil)
        let finished = Worker {
            do {
                try server.run { url in outcome.withLock { $0 = "listening at \(url)" } }
                outcome.withLock { $0 = $0 ?? "returned" }
            } catch {
                outcome.withLock { $0 = "\(error)" }
            }
        }
        for _ in 0..<300 where !finished.isFinished && outcome.withLock({ $0 }) == nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        server.stop()
        let result = try #require(outcome.withLock { $0 })
        #expect(result.hasPrefix("serve: cannot-listen:") && result.contains("not an IP address"), "\(result)")
        #expect(server.boundPort == nil)
    }

    @Test func aMissingWebRootIsAConfigurationError() {
        let server = WebSocketServer(configuration: ServerConfiguration(port: 0, webRoot: "/no/such/dir")) { _ in EchoHandler() }
        #expect(throws: ServerError(.webRootMissing, "web directory /no/such/dir does not exist")) { try server.run() }
    }
}

/// A thread that runs `body` once and records when it has returned.
private final class Worker: Sendable {
    private let done = Mutex(false)
    private let body: @Sendable () -> Void

    var isFinished: Bool { done.withLock { $0 } }

    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
        var thread = pthread_t()
        pthread_create(&thread, nil, { argument in
            guard let argument else { return nil }
            let worker = Unmanaged<Worker>.fromOpaque(argument).takeRetainedValue()
            worker.body()
            worker.done.withLock { $0 = true }
            return nil
        }, Unmanaged.passRetained(self).toOpaque())
        pthread_detach(thread)
    }
}
