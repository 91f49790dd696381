import Foundation
import TestExpectations
import Testing

/// `transitions bench --scene-checks`: a row per catalog entry, every figure a positive time.
/// (Which check is faster is the benchmark's figure, not a test's.)
@Suite("transitions bench --scene-checks")
struct BenchCommandTests {
    @Test("--json: every entry, with four positive times")
    func sceneChecks() throws {
        let result = try transitions("bench", "--scene-checks", "--runs", "1", "--json")
        expectEqual(result.status, 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let ids = rows.compactMap { $0["entry"] as? String }
        #expect(ids.contains("zoom") && ids.contains("crossfade") && ids.count == rows.count)
        for row in rows {
            let figures = ["frameMs", "denseCheckMs", "sessionCheckMs", "setMs"].compactMap { row[$0] as? Double }
            #expect(figures.count == 4 && figures.allSatisfy { $0 > 0 }, "\(row)")
        }
    }

    @Test("--scene-build --json: every entry, a positive time, and no more views with layout state than views")
    func sceneBuild() throws {
        let result = try transitions("bench", "--scene-build", "--runs", "1", "--json")
        expectEqual(result.status, 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(rows.contains { $0["entry"] as? String == "zoom" })
        for row in rows {
            let ms = try #require(row["buildMs"] as? Double), views = try #require(row["views"] as? Int)
            let withState = try #require(row["viewsWithLayoutState"] as? Int)
            #expect(ms > 0 && views > 0 && withState <= views, "\(row)")
        }
    }

    @Test("--layout --json: the constraint screen and the presented grid, each with both times positive")
    func layout() throws {
        let result = try transitions("bench", "--layout", "--runs", "1", "--json")
        expectEqual(result.status, 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        expectEqual(rows.count, 2)
        expectEqual((rows.first?["scene"] as? String)?.contains("200-constraint"), true)
        for row in rows {
            let byHand = try #require(row["handLaidMs"] as? Double), laidOut = try #require(row["layoutMs"] as? Double)
            #expect(byHand > 0 && laidOut > 0, "\(row)")
        }
        let both = try transitions("bench", "--layout", "--scene-build")
        #expect(both.status != 0 && both.stderr.contains("separate benchmarks"))
    }
}
