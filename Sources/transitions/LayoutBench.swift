import CatalogKit
import TransitionKit

/// `transitions bench --layout`: what Auto Layout and a collection view cost against the
/// hand-laid scenes they replace, measured in the same run (docs/performance.md, "Layout").
/// Each row is the mean milliseconds of one build: the 200-constraint screen laid out, and
/// the 30-cell collection view screen presented and recorded to the end.
enum LayoutBench {
    struct Row {
        let scene: String
        let handLaidMs: Double
        let layoutMs: Double
    }

    static func run(repetitions: Int) -> [Row] {
        [
            Row(
                scene: "\(LayoutBenchmarkScene.rowCount * 4)-constraint screen, layoutIfNeeded()",
                handLaidMs: milliseconds(repetitions) { blackHole(LayoutBenchmarkScene.constraintScreen(constraints: false)) },
                layoutMs: milliseconds(repetitions) { blackHole(LayoutBenchmarkScene.constraintScreen(constraints: true)) }),
            Row(
                scene: "present a \(LayoutBenchmarkScene.cellCount)-cell collection view screen, recorded",
                handLaidMs: milliseconds(repetitions) { blackHole(LayoutBenchmarkScene.presentRun(collectionView: false)) },
                layoutMs: milliseconds(repetitions) { blackHole(LayoutBenchmarkScene.presentRun(collectionView: true)) }),
        ]
    }
}
