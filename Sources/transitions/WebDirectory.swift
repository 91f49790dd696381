import CommandLineParsing
import PreviewServer

#if canImport(Glibc)
    import Glibc
#endif

/// Finds the package's `web/` directory when `--web` is not given (Foundation-free, so the
/// server does not pay Foundation's memory).
enum WebDirectory {
    /// Searches upward from the current directory for a package (`Package.swift`) with a `web/`
    /// directory, then upward from the executable (which lives in `.build/…` of the package).
    static func locate() throws -> String {
        let starts = [currentDirectory(), executableDirectory()].compactMap { $0 }
        for start in starts {
            if let found = search(upwardFrom: start) { return found }
        }
        throw ServerError(
            .webRootMissing,
            """
            no web/ directory found next to a Package.swift above \(starts.joined(separator: " or ")); \
            pass --web DIR
            """)
    }

    /// A directory given on the command line: says which of "missing" and "not a directory"
    /// it is, naming the option.
    static func check(_ path: String, option: String) throws {
        switch fileType(path) {
        case S_IFDIR?: return
        case nil: throw ValidationError("\(option) '\(path)' does not exist")
        default: throw ValidationError("\(option) '\(path)' is not a directory")
        }
    }

    private static func search(upwardFrom start: String) -> String? {
        var directory = start
        while true {
            let web = directory == "/" ? "/web" : directory + "/web"
            let manifest = directory == "/" ? "/Package.swift" : directory + "/Package.swift"
            if fileType(manifest) == S_IFREG, fileType(web) == S_IFDIR { return web }
            guard let slash = directory.lastIndex(of: "/"), directory != "/" else { return nil }
            directory = slash == directory.startIndex ? "/" : String(directory[..<slash])
        }
    }

    private static func currentDirectory() -> String? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(cString: path)
    }

    /// The directory of the running executable, symlinks resolved.
    private static func executableDirectory() -> String? {
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(resolved) }
        let executable = String(cString: resolved)
        guard let slash = executable.lastIndex(of: "/") else { return nil }
        return String(executable[..<slash])
    }

    /// `S_IFREG`, `S_IFDIR`, … of what `path` names (symlinks followed), or `nil`.
    private static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }
}
