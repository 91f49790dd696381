import PreviewProtocol

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the compiler's diagnostics out of what `swift build` printed.
///
/// The compiler starts every diagnostic with `PATH:LINE:COLUMN: SEVERITY: MESSAGE` (Swift 6
/// follows it with a drawing of the source, which is skipped; the source line is read from the
/// file instead, so any output style works). Errors and warnings are kept, notes dropped;
/// duplicates (SwiftPM can print one twice) collapse; the result is grouped by file, files in
/// the order the compiler named them, each file's diagnostics by line and column.
public enum BuildDiagnostics {
    public static func parse(
        _ output: String, packageRoot: String, readSource: (String, Int) -> String? = BuildDiagnostics.sourceLine
    ) -> [SourceDiagnostic] {
        var seen = Set<String>()
        var files: [String] = []
        var byFile: [String: [SourceDiagnostic]] = [:]
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let parsed = parseLine(String(line)) else { continue }
            guard parsed.severity == "error" || parsed.severity == "warning" else { continue }
            let key = "\(parsed.path):\(parsed.line):\(parsed.column):\(parsed.severity):\(parsed.message)"
            guard seen.insert(key).inserted else { continue }
            let relative = relativePath(parsed.path, to: packageRoot)
            let diagnostic = SourceDiagnostic(
                file: relative, line: parsed.line, column: parsed.column, severity: parsed.severity,
                message: parsed.message,
                source: readSource(parsed.path.hasPrefix("/") ? parsed.path : packageRoot + "/" + parsed.path, parsed.line))
            if byFile[relative] == nil { files.append(relative) }
            byFile[relative, default: []].append(diagnostic)
        }
        return files.flatMap { file in
            byFile[file, default: []].sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        }
    }

    /// `PATH:LINE:COLUMN: SEVERITY: MESSAGE`, or `nil` for any other line.
    static func parseLine(_ line: String) -> (path: String, line: Int, column: Int, severity: String, message: String)? {
        for severity in ["error", "warning", "note"] {
            guard let marker = line.firstRange(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound]
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let number = Int(parts[parts.count - 2]),
                number > 0
            else { continue }
            let path = parts.dropLast(2).joined(separator: ":")
            guard !path.isEmpty, !path.contains(" ") || path.hasPrefix("/") else { continue }
            return (path, number, column, severity, String(line[marker.upperBound...]))
        }
        return nil
    }

    /// `path` relative to the package when it is inside it; as given otherwise.
    public static func relativePath(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Line `number` (1-based) of the file, without its newline; `nil` if unreadable.
    public static func sourceLine(_ path: String, _ number: Int) -> String? {
        guard let text = readFile(path, limit: 4 << 20) else { return nil }
        var current = 1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number { return String(line.hasSuffix("\r") ? line.dropLast() : line) }
            current += 1
        }
        return nil
    }

    /// A whole (small) file as text.
    static func readFile(_ path: String, limit: Int) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Where a trap stopped the worker, from what Swift printed on its standard error:
/// `Catalog/Trap.swift:12: Fatal error: boom` (fatalError, preconditions, `!` on nil print
/// their file and line) or just `Fatal error: Index out of range` (runtime traps).
public enum TrapReport {
    public static func parse(
        _ stderr: String, packageRoot: String, readSource: (String, Int) -> String? = BuildDiagnostics.sourceLine
    )
        -> (message: String, diagnostic: SourceDiagnostic?)?
    {
        for line in stderr.split(separator: "\n").reversed() {
            guard let marker = line.firstRange(of: "Fatal error") else { continue }
            let text = String(line[marker.lowerBound...])
            let location = line[..<marker.lowerBound].trimmingSuffix(": ")
            let parts = location.split(separator: ":")
            if parts.count >= 2, let number = Int(parts[parts.count - 1]) {
                let printed = parts.dropLast().joined(separator: ":")
                let path = printed.hasPrefix("/") ? printed : resolveFileID(printed, packageRoot: packageRoot)
                let relative = BuildDiagnostics.relativePath(path, to: packageRoot)
                let source = readSource(path.hasPrefix("/") ? path : packageRoot + "/" + path, number)
                return (text, SourceDiagnostic(file: relative, line: number, column: 0, severity: "fatal", message: text, source: source))
            }
            return (text, nil)
        }
        return nil
    }
}

extension TrapReport {
    /// Swift 6 prints a trap's place as `#fileID`, `Module/File.swift`: the catalog's module
    /// `TransitionCatalog` is `Catalog/`, a folder entry's module `Catalog_<Name>` is its folder
    /// `Catalog/<Name>/` (the file may sit in a subfolder). Anything else is returned as given.
    static func resolveFileID(_ id: String, packageRoot: String) -> String {
        guard let slash = id.firstIndex(of: "/") else { return id }
        let module = String(id[..<slash])
        let file = String(id[id.index(after: slash)...])
        if module == "TransitionCatalog" { return "Catalog/" + file }
        guard module.hasPrefix("Catalog_") else { return id }
        let snapshot = CatalogSnapshot.scan(packageRoot: packageRoot)
        let candidates = snapshot.files.keys.filter { path in
            let parts = path.split(separator: "/")
            return parts.count >= 3 && moduleName(String(parts[1])) == module && parts.last.map(String.init) == file
        }
        return candidates.min() ?? id
    }

    /// Package.swift's `CatalogFolder.module`: `Catalog_` and the folder's name with every
    /// character other than an ASCII letter, digit or `_` made a `_`.
    static func moduleName(_ folder: String) -> String {
        "Catalog_"
            + String(
                String.UnicodeScalarView(
                    folder.unicodeScalars.map {
                        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") ? $0 : "_"
                    }))
    }
}

extension Substring {
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self
    }
}
