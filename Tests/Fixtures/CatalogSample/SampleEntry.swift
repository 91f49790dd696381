// No import line: the catalog compiles as if every file began with `import UIKit`
// (docs/bring-your-own.md), so this file builds as it is.

/// Fixture for scripts/check-catalog-registry.sh, which copies it into Catalog/ for one build:
/// a new file with an entry must show up in `transitions list` with no other change.
struct SampleFixtureEntry: CatalogEntry {
    let id = "sample-fixture"
    let title = "Sample fixture"
    let summary = "Added by the registry check; never committed to Catalog/."
    let origin = "scripts/check-catalog-registry.sh"
    let operations: [TransitionOperation] = [.push, .pop]
    let parameters: [ParameterSpec] = []

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        CrossfadeEntry().start(operation, in: window, parameters: parameters)
    }
}
