import UIKit

// Fixture for scripts/check-catalog-registry.sh: shared code put directly in Catalog/ by
// mistake. It names CatalogEntry only in this comment and in a string, which do not count,
// so the build must fail naming this file.
enum SampleFixtureHelpers {
    static let note = "struct Fake: CatalogEntry {}"
    static let size = CGSize(width: 375, height: 812)
}
