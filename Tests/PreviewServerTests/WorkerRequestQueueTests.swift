#if canImport(Glibc)
import Glibc
#endif
import PreviewProtocol
import TestExpectations
import Testing
@testable import PreviewServer

@Suite("WorkerRequestQueue and WorkerLimits")
struct WorkerRequestQueueTests {
    private func push(_ queue: inout WorkerRequestQueue, _ text: String) -> WorkerRequestQueue.Admission {
        queue.push(.text(text), info: ClientRequestInfo(text: text))
    }

    @Test func seeksWithoutAnIDWaitAsOneButOtherMessagesKeepTheirOrder() {
        var queue = WorkerRequestQueue(limit: 8)
        expectEqual(push(&queue, #"{"type":"select","entry":"a"}"#), .queued)
        expectEqual(push(&queue, #"{"type":"seek","progress":0.1}"#), .queued)
        expectEqual(push(&queue, #"{"type":"seek","progress":0.2}"#), .coalesced)
        expectEqual(push(&queue, #"{"type":"seek","progress":0.3,"id":7}"#), .queued)  // owed an answer
        expectEqual(push(&queue, #"{"type":"seek","progress":0.4}"#), .queued)
        expectEqual(push(&queue, #"{"type":"ping","id":1}"#), .queued)
        expectEqual(push(&queue, #"{"type":"seek","progress":0.5}"#), .queued)
        var order: [String] = []
        while let next = queue.pop() {
            if case .text(let text) = next.request { order.append(text) }
        }
        #expect(order == [#"{"type":"select","entry":"a"}"#, #"{"type":"seek","progress":0.2}"#,
                          #"{"type":"seek","progress":0.3,"id":7}"#, #"{"type":"seek","progress":0.4}"#,
                          #"{"type":"ping","id":1}"#, #"{"type":"seek","progress":0.5}"#])
    }

    @Test func pastTheLimitMessagesAreRefusedButASeekStillReplacesTheLastOne() {
        var queue = WorkerRequestQueue(limit: 2)
        expectEqual(push(&queue, #"{"type":"ping","id":1}"#), .queued)
        expectEqual(push(&queue, #"{"type":"seek","progress":0.1}"#), .queued)
        expectEqual(push(&queue, #"{"type":"ping","id":2}"#), .refused)
        expectEqual(push(&queue, #"{"type":"seek","progress":0.9}"#), .coalesced)
        expectEqual(queue.count, 2)
    }

    @Test func aWorkerThatRanOutOfMemoryOrCPUIsExplainedByItsLimit() {
        #expect(WorkerLimits.explanation(stderr: "Could not allocate memory.\n", signal: SIGABRT)
                == "it reached its memory limit (512 MiB)")
        expectEqual(WorkerLimits.explanation(stderr: "", signal: SIGXCPU), "it used up its CPU-time limit (600 s)")
        #expect(WorkerLimits.explanation(stderr: "Fatal error: boom\n", signal: SIGILL) == nil)
    }

    @Test func theCPULimitIsAPositiveWholeNumberOfSecondsOrTheDefault() {
        expectEqual(WorkerLimits.cpuSeconds(configured: "1"), 1)
        expectEqual(WorkerLimits.cpuSeconds(configured: "45"), 45)
        for ignored in [nil, "", "0", "-3", "1.5", "ten", " 5"] {
            expectEqual(WorkerLimits.cpuSeconds(configured: ignored), 600)
        }
    }

    @Test func slotsAreCountedUpToTheLimit() {
        let slots = WorkerSlots(limit: 2)
        #expect(slots.acquire() && slots.acquire())
        #expect(!slots.acquire())
        slots.release()
        #expect(slots.acquire())
        expectEqual(slots.inUse, 2)
    }

    @Test func aWorkerGetsTheMemoryAndCPULimits() throws {
        var pipeFDs: [Int32] = [-1, -1]
        try #require(makePipe(&pipeFDs) == 0)
        defer { close(pipeFDs[1]) }
        // A child that waits for its input to close, to read the limits of.
        let spawned = ChildProcess.spawn("/bin/sh", arguments: ["sh", "-c", "read line"], streams: [0: .descriptor(pipeFDs[0])])
        close(pipeFDs[0])
        guard case .success(let pid) = spawned else { Issue.record("spawn failed"); return }
        #expect(WorkerLimits.apply(to: pid) == nil)
        let limits = readFile("/proc/\(pid)/limits")
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let data = limits.split(separator: "\n").first { $0.hasPrefix("Max data size") } ?? ""
        let cpu = limits.split(separator: "\n").first { $0.hasPrefix("Max cpu time") } ?? ""
        expectEqual(data.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).first, "\(WorkerLimits.memoryBytes)")
        expectEqual(cpu.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).first, "\(WorkerLimits.cpuSeconds)")
    }

    private func readFile(_ path: String) -> String {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return "" }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
