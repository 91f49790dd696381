#if canImport(Glibc)
import Glibc
#endif
import TestExpectations
import Testing
@testable import PreviewServer

@Suite("FileDescriptorLimit")
struct FileDescriptorLimitTests {
    @Test func lwsGetsTheLimitForItsTablesAndTheSoftLimitThenReachesTheHardOne() throws {
        var limit = rlimit()
        try #require(getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0)
        let original = limit
        defer {
            var restore = original
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &restore)
            FileDescriptorLimit.ownFloor.store(0, ordering: .relaxed)
        }
        limit.rlim_cur = Swift.min(1024, limit.rlim_max)
        try #require(setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0)

        let plan = FileDescriptorLimit.prepare()
        expectEqual(plan.limit, Int(Swift.min(FileDescriptorLimit.wanted, original.rlim_max)))
        expectEqual(FileDescriptorLimit.raiseToHard(), Int(original.rlim_max))
    }

    @Test func lwsLeavesAnEighthButAtLeast16AndTheServersOwnLiveAboveItsSockets() {
        expectEqual(FileDescriptorLimit.Plan(limit: 64), FileDescriptorLimit.Plan(limit: 64))
        expectEqual(FileDescriptorLimit.Plan(limit: 64).lwsSockets, 48)
        expectEqual(FileDescriptorLimit.Plan(limit: 64).ownFloor, 56)
        expectEqual(FileDescriptorLimit.Plan(limit: 16_384).lwsSockets, 14_336)
    }

    @Test func aDescriptorIsMovedAboveTheFloorAndTheLowOneClosed() {
        // (Running out up there is the live 503 test's: the limit is the whole process's.)
        let low = open("/dev/null", O_RDONLY)
        let moved = FileDescriptorLimit.move(low, above: 300)
        #expect(moved >= 300)
        #expect(fcntl(low, F_GETFD) == -1 || low == moved)
        #expect(fcntl(moved, F_GETFD) & FD_CLOEXEC != 0)
        close(moved)
        expectEqual(FileDescriptorLimit.move(-1, above: 300), -1)
    }
}
