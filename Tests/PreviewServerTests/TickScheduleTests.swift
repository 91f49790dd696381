import TestExpectations
import Testing
@testable import PreviewServer

// `#expect` cannot call mutating members (the cached earliest is computed lazily).
private func earliest(_ ticks: inout TickSchedule) -> Double? { ticks.earliest() }
private func hasDue(_ ticks: inout TickSchedule, _ now: Double) -> Bool { ticks.hasDue(at: now) }
private func take(_ ticks: inout TickSchedule, _ now: Double) -> [(id: Int, deadline: Double)] { ticks.takeDue(at: now) }

@Suite("TickSchedule")
struct TickScheduleTests {
    @Test func theEarliestFollowsEveryChange() {
        var ticks = TickSchedule()
        #expect(earliest(&ticks) == nil)
        ticks.schedule(1, at: 5)
        ticks.schedule(2, at: 3)
        ticks.schedule(3, at: 4)
        expectEqual(earliest(&ticks), 3)
        ticks.schedule(2, at: 9)  // the earliest moves later
        expectEqual(earliest(&ticks), 4)
        ticks.remove(3)  // the earliest goes away
        expectEqual(earliest(&ticks), 5)
        ticks.schedule(4, at: 1)  // a new earliest
        expectEqual(earliest(&ticks), 1)
        ticks.schedule(4, at: nil)
        expectEqual(earliest(&ticks), 5)
        ticks.removeAll()
        #expect(earliest(&ticks) == nil && ticks.isEmpty)
    }

    @Test func takeDueReturnsTicksWithinTheToleranceSoonestFirstAndKeepsTheRest() {
        var ticks = TickSchedule()
        ticks.schedule(7, at: 10.0005)  // within the tolerance after 10
        ticks.schedule(3, at: 9.5)
        ticks.schedule(5, at: 9.5)      // a tie: the lower id first
        ticks.schedule(1, at: 10.0015)  // beyond the tolerance
        ticks.schedule(2, at: 12)
        #expect(hasDue(&ticks, 10))
        let due = ticks.takeDue(at: 10)
        expectEqual(due.map(\.id), [3, 5, 7])
        expectEqual(due.map(\.deadline), [9.5, 9.5, 10.0005])
        expectEqual(ticks.count, 2)
        expectEqual(earliest(&ticks), 10.0015)
        #expect(!hasDue(&ticks, 10))
        #expect(take(&ticks, 10).isEmpty)
        expectEqual(take(&ticks, 10.001).map(\.id), [1])
    }

    @Test func nothingIsDueBeforeTheTolerance() {
        var ticks = TickSchedule()
        ticks.schedule(1, at: 1)
        #expect(!hasDue(&ticks, 1 - TickSchedule.tolerance * 2))
        #expect(hasDue(&ticks, 1 - TickSchedule.tolerance))
    }

    /// The schedule against a plain recomputation, over a long pseudo-random sequence of
    /// changes: the cached earliest must never go stale.
    @Test func theCachedEarliestMatchesARecomputation() {
        var ticks = TickSchedule()
        var model: [Int: Double] = [:]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        for step in 0..<5_000 {
            let id = Int(next() % 20)
            switch next() % 4 {
            case 0:
                ticks.remove(id)
                model[id] = nil
            case 1 where step % 7 == 0:
                let now = Double(next() % 1000) / 10
                let due = ticks.takeDue(at: now)
                let expected = model.filter { $0.value <= now + TickSchedule.tolerance }
                expectEqual(Set(due.map(\.id)), Set(expected.keys))
                for id in expected.keys { model[id] = nil }
            default:
                let deadline = Double(next() % 1000) / 10
                ticks.schedule(id, at: deadline)
                model[id] = deadline
            }
            expectEqual(earliest(&ticks), model.values.min())
        }
    }
}
