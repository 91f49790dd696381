import UIKit

/// Fixture for scripts/check-catalog-registry.sh: copied into Catalog/ next to
/// SampleEntry.swift, its id clashes, so the build must fail naming both files.
struct SampleFixtureDuplicateEntry: CatalogEntry {
    let id = "sample-fixture"
    let title = "Sample fixture (duplicate)"
    let summary = "Uses the id of SampleEntry.swift."
    let origin = "scripts/check-catalog-registry.sh"
    let operations: [TransitionOperation] = [.push]
    let parameters: [ParameterSpec] = []

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        CrossfadeEntry().start(operation, in: window, parameters: parameters)
    }
}
