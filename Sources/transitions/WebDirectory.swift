import Foundation
import PreviewServer

/// Finds the package's `web/` directory when `--web` is not given.
enum WebDirectory {
    /// Searches upward from the current directory for a package (`Package.swift`) with a `web/`
    /// directory, then upward from the executable (which lives in `.build/…` of the package).
    static func locate() throws -> String {
        var starts = [FileManager.default.currentDirectoryPath]
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            starts.append(executable.deletingLastPathComponent().path)
        }
        for start in starts {
            if let found = search(upwardFrom: URL(fileURLWithPath: start)) { return found }
        }
        throw ServerError(.webRootMissing, """
            no web/ directory found next to Package.swift above \(starts.joined(separator: " or ")); \
            pass --web DIR
            """)
    }

    private static func search(upwardFrom start: URL) -> String? {
        var directory = start.standardizedFileURL
        while true {
            let web = directory.appendingPathComponent("web")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path),
               FileManager.default.fileExists(atPath: web.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return web.path
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }
}
