#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import PreviewServer

@Suite("WriteFailure")
struct WriteFailureTests {
    @Test func writeFailuresFromAVanishedClientAreNotErrors() {
        for code in [EPIPE, ECONNRESET, ENOTCONN, ETIMEDOUT] {
            #expect(WriteFailure(errno: code) == .peerGone, "\(WriteFailure.name(of: code))")
        }
        #expect(WriteFailure(errno: EBADF) == .error(EBADF))
        #expect(WriteFailure.name(of: EPIPE) == "EPIPE")
        #expect(WriteFailure.name(of: 9999) == "errno 9999")
    }
}
