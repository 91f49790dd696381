import TransitionKit

/// The catalog's entries, in id order. The list itself is generated from the files in
/// `Catalog/` at build time (`CatalogRegistry+Generated.swift`).
public enum TransitionCatalog {
    /// Built once and only read afterwards: entries are descriptions, and every run gets fresh
    /// objects from `makeTransition(_:)`. `CatalogEntry` does not require `Sendable` (entries
    /// may be classes), hence the `nonisolated(unsafe)`.
    nonisolated(unsafe) public static let registry = CatalogRegistry(generatedCatalogEntries())
}
