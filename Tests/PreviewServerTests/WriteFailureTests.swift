#if canImport(Glibc)
import Glibc
#endif
import TestExpectations
import Testing
@testable import PreviewServer

@Suite("WriteFailure")
struct WriteFailureTests {
    @Test func writeFailuresFromAVanishedClientAreNotErrors() {
        for code in [EPIPE, ECONNRESET, ENOTCONN, ETIMEDOUT] {
            expectEqual(WriteFailure(errno: code), .peerGone, "\(WriteFailure.name(of: code))")
        }
        expectEqual(WriteFailure(errno: EBADF), .error(EBADF))
        expectEqual(WriteFailure.name(of: EPIPE), "EPIPE")
        expectEqual(WriteFailure.name(of: 9999), "errno 9999")
    }
}
