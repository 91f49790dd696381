#if canImport(Glibc)
import Glibc
#endif

/// Where to listen, from the configured host.
struct ListenAddress {
    let host: String
    /// The `iface` for lws (an address), or `nil` for all interfaces.
    let interface: String?
    let isIPv4Only: Bool

    init(host: String) {
        self.host = host
        switch host {
        case "localhost": (interface, isIPv4Only) = ("127.0.0.1", true)
        case "", "0.0.0.0": (interface, isIPv4Only) = (nil, true)
        case "::", "[::]": (interface, isIPv4Only) = (nil, false)
        default:
            let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
            (interface, isIPv4Only) = (bare, !bare.contains(":"))
        }
    }

    func browserURL(port: Int) -> String {
        switch interface {
        case nil: return "http://127.0.0.1:\(port)/"
        case let address? where address.contains(":"): return "http://[\(address)]:\(port)/"
        case let address?: return "http://\(address):\(port)/"
        }
    }

    /// Why binding failed, found by trying the same bind (lws only logs it).
    func failureExplanation(port: Int) -> String {
        let shown = interface.map { $0.contains(":") ? "[\($0)]" : $0 } ?? "*"
        let reason: String
        switch probeBind(port: port) {
        case EADDRINUSE: reason = "port \(port) is already in use (another server is running?)"
        case EACCES: reason = "permission denied for port \(port)"
        case EADDRNOTAVAIL: reason = "\(host) is not an address of this machine"
        case let code? where code != 0: reason = String(cString: strerror(code))
        default: reason = "libwebsockets could not create the server"
        }
        return "cannot listen on \(shown):\(port): \(reason)"
    }

    /// errno of binding a plain socket like lws would, or 0 if that works now.
    private func probeBind(port: Int) -> Int32? {
        guard isIPv4Only else { return nil }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port)).bigEndian
        guard inet_pton(AF_INET, interface ?? "0.0.0.0", &address.sin_addr) == 1 else { return EADDRNOTAVAIL }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return result == 0 ? 0 : errno
    }
}
