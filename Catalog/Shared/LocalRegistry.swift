import TransitionKit

// Interim list until the build-tool plugin generates it from the files in Catalog/.
func generatedCatalogEntries() -> [any CatalogEntry] {
    [ZoomEntry(), ScaleFadeEntry(), SnapshotDetailEntry(), FlipEntry()]
}
