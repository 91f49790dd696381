import UIKit

/// The catalog's entries, in id order. The list itself is generated from the files and the
/// folder entries in `Catalog/` at build time (`CatalogRegistry+Generated.swift`, see
/// docs/adding-an-entry.md).
public enum TransitionCatalog {
    public static let registry = CatalogRegistry(generatedCatalogEntries())
}
