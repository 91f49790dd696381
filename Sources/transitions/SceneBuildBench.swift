import CatalogKit
import TransitionCatalog
@_spi(LayoutStatistics) import TransitionKit

/// `transitions bench --scene-build`: what making each catalog entry's run costs (building
/// its screens, starting the transition, the end-of-turn layout passes, recording to the
/// end), and how many of the window's views carry Auto Layout state afterwards
/// (docs/performance.md, "Scene build and layout state"). Layout passes walk every tree a
/// subview was added to, so their cost shows here, not in a frame.
enum SceneBuildBench {
    struct Row {
        let entry: String
        let buildMs: Double
        let views: Int
        let viewsWithLayoutState: Int
    }

    static func run(repetitions: Int) -> [Row] {
        TransitionCatalog.registry.entries.compactMap { entry -> Row? in
            let operation = entry.operations[0]
            guard let sample = try? CatalogRun.make(entry: entry, operation: operation) else { return nil }
            let views = sample.window.allViews()
            let ms = milliseconds(repetitions) { blackHole(try? CatalogRun.make(entry: entry, operation: operation)) }
            return Row(
                entry: entry.id, buildMs: ms, views: views.count,
                viewsWithLayoutState: views.filter(\.hasLayoutState).count)
        }
    }
}
