import CatalogKit
import Foundation
import TestExpectations
import Testing
import TransitionKit
@testable import TransitionCatalog

/// The checkerboard entry (issue #22, item 6): tiles whose contents are snapshot images cut
/// by `contentsRect`, culled while turned away, flipping in a wave, ending in a
/// `CATransaction` completion block.
@Suite("Checkerboard entry")
struct CheckerboardEntryTests {
    static func run(_ operation: TransitionOperation) throws -> TransitionRun {
        let entry = try #require(TransitionCatalog.registry.entry(id: "checkerboard"))
        return try CatalogRun.make(entry: entry, operation: operation, device: .iPhoneX)
    }

    static func fields(_ layer: LayerFrame) -> String { String(decoding: layer.drawing, as: UTF8.self) }

    @Test("tiles show their square of the snapshots; back faces are culled; completion in the transaction's block")
    func push() throws {
        let run = try Self.run(.push)
        // 4 columns of 93.75 pt; 9 rows (812 / 93.75 rounded); the wave spans 11 steps of 0.04 s.
        let end = 0.5 + 11 * 0.04
        #expect(abs((run.completionTime ?? 0) - end) < 1e-9)
        expectEqual(run.context.transitionWasCancelled, false)
        let start = run.frame(at: 0.001)
        let fronts = start.layers(role: "fromTile")
        expectEqual(fronts.count, 36)
        #expect(fronts.allSatisfy { $0.hasContent && Self.fields($0).contains(#""doubleSided":false"#) })
        #expect(Self.fields(fronts[0]).contains(#""contentsRect":[0,0,0.25,0.111111]"#), "\(Self.fields(fronts[0]))")
        // Each back tile starts half a turn round: its quad's corners run anticlockwise.
        for back in start.layers(role: "toTile") {
            let q = back.quad
            let area = (q.topRight.x - q.topLeft.x) * (q.bottomLeft.y - q.topLeft.y)
                - (q.bottomLeft.x - q.topLeft.x) * (q.topRight.y - q.topLeft.y)
            #expect(area < 0, "back tile faces away at the start")
        }
        // Mid-run the wave has turned the trailing corner's tiles and not yet the last ones.
        let mid = run.frame(at: 0.6)
        let turned = mid.layers(role: "toTile").filter { layer in
            let q = layer.quad
            return (q.topRight.x - q.topLeft.x) > 0
        }
        #expect(turned.count > 0 && turned.count < 36)
        #expect(run.frame(at: end + 0.01).layers(role: "fromTile").isEmpty, "the board is gone after completion")
        let scene = SceneDescription(run: run)
        var json = JSONWriter()
        json.beginObject()
        scene.writeFields(into: &json)
        json.endObject()
        #expect(json.string.contains(#""pictures":[{"size":[375,812]"#))
        #expect(json.string.contains(#""role":"fromTile""#) && json.string.contains(#""kind":"snapshot","picture":1"#))
        #expect(run.timeline.unmodelled.isEmpty, "\(run.timeline.unmodelled)")
    }

    @Test("the snapshots are of the screens at the start: the old screen's cards, the new screen's panel")
    func snapshotsOfBothScreens() throws {
        let run = try Self.run(.pop)
        let scene = SceneDescription(run: run)
        let tile = try #require(scene.layers.first { $0.role == "toTile" })
        guard case .snapshot(let content, _) = tile.content else {
            Issue.record("a tile without snapshot content")
            return
        }
        // Popping back to the first screen: the to-tiles show its four cards.
        #expect(content.picture.layers.filter { $0.role.hasPrefix("card") }.count == 4)
        expectEqual(content.rect, CGRect(x: 0, y: 0, width: 375, height: 812))
    }
}
