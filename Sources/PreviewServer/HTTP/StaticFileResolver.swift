#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps a request path to a file inside the web root, and refuses everything else.
///
/// libwebsockets' own file mounts follow symlinks wherever they point, so the server does not
/// use them: it resolves every request itself and serves only a regular file whose canonical
/// path (`realpath`, all symlinks resolved) lies inside the canonical web root. `RequestTarget`
/// has already percent-decoded the path once; this type does not decode again (no double
/// decoding), rejects any `..` or hidden (`.name`) segment, and then checks containment, which
/// is what makes symlinks pointing outside harmless.
struct StaticFileResolver: Sendable {
    enum Resolution: Equatable {
        case file(path: String, contentType: String)
        /// The path tries to leave the web root (`..`, a symlink outside): 403.
        case forbidden
        /// Nothing servable there: 404.
        case notFound
    }

    /// The web root, canonical (`realpath`) and without a trailing slash.
    let root: String

    /// Fails when the web root does not exist or is not a directory (each said as such: a file
    /// passed by mistake is not "missing").
    init(webRoot: String) throws(ServerError) {
        guard let canonical = Self.realPath(webRoot) else {
            throw ServerError(.webRootMissing, "web directory \(webRoot) does not exist")
        }
        guard Self.isDirectory(canonical) else {
            throw ServerError(.webRootMissing, "web directory \(webRoot) is not a directory")
        }
        root = canonical == "/" ? "" : canonical
    }

    func resolve(_ requestPath: String) -> Resolution {
        guard !requestPath.utf8.contains(0) else { return .forbidden }
        var segments: [Substring] = []
        for segment in requestPath.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == ".." || segment.contains("\\") { return .forbidden }
            if segment.hasPrefix(".") { return .notFound }
            segments.append(segment)
        }
        var candidate = root + "/" + segments.joined(separator: "/")
        if segments.isEmpty || Self.isDirectory(candidate) {
            candidate += candidate.hasSuffix("/") ? "index.html" : "/index.html"
        }
        guard let canonical = Self.realPath(candidate) else { return .notFound }
        guard canonical.hasPrefix(root + "/") else { return .forbidden }
        guard Self.isRegularFile(canonical) else { return .notFound }
        return .file(path: canonical, contentType: MediaTypes.contentType(forPath: canonical))
    }

    // MARK: File system

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isDirectory(_ path: String) -> Bool { fileType(path) == S_IFDIR }
    static func isRegularFile(_ path: String) -> Bool { fileType(path) == S_IFREG }

    private static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }
}
