import Foundation
import Testing

/// What one run of the `transitions` binary printed, and how it exited.
struct CommandResult {
    let status: Int32
    let stdout: String
    let stderr: String

    /// stdout parsed as a JSON object.
    func jsonObject() throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
        return try #require(value as? [String: Any], "stdout is not a JSON object: \(stdout)")
    }
}

struct BinaryNotFound: Error, CustomStringConvertible {
    let searched: [String]
    var description: String {
        "the transitions binary was not found next to the test bundle (looked in \(searched.joined(separator: ", "))); "
            + "build it with `swift build` first"
    }
}

/// The `transitions` executable SwiftPM built beside the test bundle: the bundle's own
/// folder on Linux, the products folder above the .xctest bundle on macOS.
func transitionsBinary() throws -> URL {
    let bundle = Bundle.main.bundleURL
    let folders = [bundle, bundle.deletingLastPathComponent(),
                   Bundle.main.executableURL?.deletingLastPathComponent()].compactMap { $0 }
    let candidates = folders.map { $0.appendingPathComponent("transitions") }
    if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
        return found
    }
    throw BinaryNotFound(searched: folders.map(\.path))
}

/// Runs `transitions` with these arguments and waits for it.
func transitions(_ arguments: String...) throws -> CommandResult {
    try transitions(arguments: arguments)
}

/// `input`: what the command reads on standard input (nothing, when nil). `timeout`: seconds
/// after which the command gets SIGTERM, so a command that should have refused to start (a
/// server) fails its test instead of hanging it.
func transitions(arguments: [String], input: String? = nil, timeout: Double? = nil) throws -> CommandResult {
    let process = Process()
    process.executableURL = try transitionsBinary()
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    if let input {
        let pipe = Pipe()
        process.standardInput = pipe
        pipe.fileHandleForWriting.write(Data(input.utf8))  // small: fits the pipe's buffer
        try pipe.fileHandleForWriting.close()
    } else {
        process.standardInput = FileHandle.nullDevice
    }
    process.standardOutput = out
    process.standardError = err
    try process.run()
    if let timeout {
        let running = ProcessBox(process)
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
            if running.process.isRunning { running.process.terminate() }
        }
    }
    // stderr is drained on another thread while stdout is read here, so a chatty child
    // never blocks on a full pipe.
    let errorData = DataBox()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { errorData.data = err.fileHandleForReading.readDataToEndOfFile() }
    let outputData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return CommandResult(status: process.terminationStatus,
                         stdout: String(decoding: outputData, as: UTF8.self),
                         stderr: String(decoding: errorData.data, as: UTF8.self))
}

/// Written by one reader thread, read after `DispatchGroup.wait()`: the group orders the two.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}

/// The child, for the timeout's closure; `Process` is thread-safe for `isRunning` and
/// `terminate()`, but not marked `Sendable`.
private final class ProcessBox: @unchecked Sendable {
    let process: Process
    init(_ process: Process) { self.process = process }
}
