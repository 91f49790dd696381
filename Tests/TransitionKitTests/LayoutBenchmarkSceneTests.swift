import CatalogKit
import TestExpectations
import Testing
import TransitionKit

/// `transitions bench --layout` compares each layout scene with a hand-laid one; the
/// comparison means something only if both give the same frames. (Timings are the
/// benchmark's, never a test's.)
@Suite("Layout benchmark scenes")
struct LayoutBenchmarkSceneTests {
    @Test("the 200-constraint screen's rows land where the hand-laid rows are")
    func constraintScreen() {
        let solved = LayoutBenchmarkScene.constraintScreen(constraints: true)
        let byHand = LayoutBenchmarkScene.constraintScreen(constraints: false)
        // The heights are installed on the rows, the rest on the root, as UIKit installs them.
        expectEqual(solved.constraints.count + solved.subviews.map(\.constraints.count).reduce(0, +), LayoutBenchmarkScene.rowCount * 4)
        #expect(solved.subviews.count == LayoutBenchmarkScene.rowCount && byHand.subviews.count == LayoutBenchmarkScene.rowCount)
        for (a, b) in zip(solved.subviews, byHand.subviews) {
            #expect(abs(a.frame.minX - b.frame.minX) < 1e-9 && abs(a.frame.minY - b.frame.minY) < 1e-9, "\(a.frame) \(b.frame)")
            #expect(abs(a.frame.width - b.frame.width) < 1e-9 && abs(a.frame.height - b.frame.height) < 1e-9)
        }
        #expect(abs(byHand.subviews.last!.frame.minY - (20 + 49 * 16)) < 1e-9)
    }

    @Test("the presented collection view makes 30 cells at the hand-laid frames, and both runs finish")
    func presentedGrid() throws {
        let grid = LayoutBenchmarkScene.presentRun(collectionView: true)
        let byHand = LayoutBenchmarkScene.presentRun(collectionView: false)
        #expect(grid.state == .completed && byHand.state == .completed)
        let collection = try #require(grid.window.allViews().compactMap { $0 as? CollectionView }.first)
        let cells = collection.visibleCells
        expectEqual(cells.count, LayoutBenchmarkScene.cellCount)
        for (index, cell) in cells.enumerated() {
            let expected = LayoutBenchmarkScene.cellFrame(index)
            #expect(abs(cell.frame.minX - expected.minX) < 1e-9 && abs(cell.frame.minY - expected.minY) < 1e-9, "\(index)")
        }
        let last = grid.frame(at: grid.endTime).layers.count
        let lastByHand = byHand.frame(at: byHand.endTime).layers.count
        // The collection view adds itself and each cell its content view.
        expectEqual(last, lastByHand + 1 + LayoutBenchmarkScene.cellCount)
    }
}
