/// The one rule for catalog entry ids, checked in two places that share no other code: at
/// build time by the indexer (CatalogIndexing, for ids the source spells out) and at run time
/// by `CatalogRegistry.problems` (CatalogKit, for ids only the running code knows). A module of
/// its own so that neither has to depend on the other: the build tool stays free of the engine,
/// and the catalog layer free of the build tool.
public enum EntryID {
    /// ASCII lowercase letters, digits and `-`, not empty: ids appear in URLs, file names and
    /// CLI arguments unescaped.
    public static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.allSatisfy(isIDByte)
    }

    static func isIDByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-")
    }
}
