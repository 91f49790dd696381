import PreviewServer

#if canImport(Glibc)
    import Glibc
#endif

/// `--open`: asks the desktop to open a URL with `xdg-open`, ignoring every failure (no
/// desktop, no xdg-utils). The child gets an empty signal mask (the server blocks SIGINT and
/// SIGTERM) and no stdout, which belongs to the `Serving …` line.
enum BrowserOpener {
    static func open(_ url: String) {
        // `sh` backgrounds xdg-open and exits at once, so the server waits for nothing.
        let arguments = ["sh", "-c", "xdg-open \"$0\" >/dev/null 2>&1 </dev/null &", url]
        guard case .success(let pid) = ChildProcess.spawn("sh", arguments: arguments, searchPath: true) else { return }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
