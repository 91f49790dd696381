// No import line: the catalog compiles as if every file began with `import UIKit`
// (docs/bring-your-own.md), so this file builds as it is.

/// Fixture for scripts/check-catalog-registry.sh, which copies it into Catalog/ for one build:
/// a new file with an entry must show up in `transitions list` with no other change.
/// Written as Swift 5 app code (a mutable global, a protocol type without `any`), which Swift 6
/// mode rejects: one-file entries compile as folder entries do.
var sampleFixtureStarts = 0
private weak var sampleFixtureDelegate: UIViewControllerTransitioningDelegate?

struct SampleFixtureEntry: CatalogEntry {
    let id = "sample-fixture"
    let title = "Sample fixture"
    let summary = "Added by the registry check; never committed to Catalog/."
    let origin = "scripts/check-catalog-registry.sh"
    let operations: [TransitionOperation] = [.push, .pop]
    let parameters: [ParameterSpec] = []

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        sampleFixtureStarts += 1
        _ = sampleFixtureDelegate
        CrossfadeEntry().start(operation, in: window, parameters: parameters)
    }
}
