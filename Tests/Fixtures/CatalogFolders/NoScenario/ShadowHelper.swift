import UIKit

/// Fixture for scripts/check-catalog-registry.sh: a folder of an app's helpers with no
/// scenario. `CatalogEntry` in this comment and in the string below does not count, so the
/// build must fail naming the folder.
enum ShadowHelper {
    static let note = "struct Fake: CatalogEntry {}"
    static let radius: CGFloat = 8
}
