#if canImport(Glibc)
import Glibc
#endif

/// `--open`: asks the desktop to open a URL with `xdg-open`, ignoring every failure (no
/// desktop, no xdg-utils). The child gets an empty signal mask (the server blocks SIGINT and
/// SIGTERM) and no stdout, which belongs to the `Serving …` line.
enum BrowserOpener {
    static func open(_ url: String) {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

        // `sh` backgrounds xdg-open and exits at once, so the server waits for nothing.
        let arguments = ["sh", "-c", "xdg-open \"$0\" >/dev/null 2>&1 </dev/null &", url]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, "sh", nil, &attributes, &argv, environ) == 0 else { return }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
