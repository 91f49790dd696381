#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import PreviewServer

@Suite("FileDescriptorLimit")
struct FileDescriptorLimitTests {
    @Test func aLowSoftLimitIsRaisedForViewersButNotToAnUnboundedHardLimit() throws {
        var limit = rlimit()
        try #require(getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0)
        let original = limit
        defer { var restore = original; _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &restore) }
        limit.rlim_cur = Swift.min(1024, limit.rlim_max)
        try #require(setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0)

        let raised = FileDescriptorLimit.raise()
        #expect(raised == Int(Swift.min(FileDescriptorLimit.wanted, original.rlim_max)))
        var now = rlimit()
        _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &now)
        #expect(Int(now.rlim_cur) == raised)
    }
}
