/// The catalog entries found in the files of `Catalog/`, and what is wrong with them.
///
/// The rules (docs/adding-an-entry.md, "How the catalog finds your entry"):
///
/// - Every `.swift` file directly in `Catalog/` declares exactly one type — `struct`,
///   `class`, `final class`, `enum` or `actor` — whose own inheritance clause names
///   `CatalogEntry`. The build tool passes only those files; files in subfolders such as
///   `Catalog/Shared/` are shared code and are never scanned.
/// - Comments and string literals are removed before matching: a `CatalogEntry` in a
///   comment or a string does not count, nor does a protocol refining it.
/// - The entry must be reachable from another file and creatable as `Name()`: not
///   `private`/`fileprivate`, not generic, not declared inside a function. A conformance
///   added in an extension is not seen, so it is reported.
/// - The id is read from `let id = "…"` or `var id: String { "…" }` (also with `return` or
///   `get { … }`) in the type's body. Ids are lowercase letters, digits and `-`, and unique
///   across files. An id that needs the code to run is a warning: the runtime check
///   `CatalogRegistry.problems` still catches duplicates.
///
/// Files are taken in file-name order (byte order), so entries, diagnostics and the
/// generated source are the same on every machine.
public struct CatalogIndex: Sendable {
    /// One Swift file: the path diagnostics name, and its text.
    public struct File: Sendable {
        public var path: String
        public var contents: String

        public init(path: String, contents: String) {
            self.path = path
            self.contents = contents
        }

        /// The last path component, as the messages name files.
        public var name: String {
            String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path))
        }
    }

    /// An entry the registry will create.
    public struct Entry: Equatable, Sendable {
        /// The name the generated code calls (`Outer.Inner` when nested).
        public var typeName: String
        /// Nil when the id can only be known at run time.
        public var id: String?
        public var fileName: String

        public init(typeName: String, id: String?, fileName: String) {
            self.typeName = typeName
            self.id = id
            self.fileName = fileName
        }
    }

    public private(set) var entries: [Entry] = []
    public private(set) var diagnostics: [CatalogDiagnostic] = []

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public init(files: [File]) {
        let ordered = files.sorted {
            $0.name == $1.name ? $0.path.utf8.lexicographicallyPrecedes($1.path.utf8)
                : $0.name.utf8.lexicographicallyPrecedes($1.name.utf8)
        }
        var ids: [String: String] = [:]  // id → the file that used it first
        for file in ordered {
            if let entry = index(file, ids: &ids) { entries.append(entry) }
        }
    }

    /// The one entry of a file, with every rule checked; nil when the file breaks one.
    private mutating func index(_ file: File, ids: inout [String: String]) -> Entry? {
        let declarations = DeclarationScanner.scan(file.contents)
        func report(_ severity: CatalogDiagnostic.Severity, _ line: Int, _ message: String) {
            diagnostics.append(CatalogDiagnostic(severity, path: file.path, line: line, message))
        }

        let extensions = declarations.filter { $0.keyword == .extension && $0.inherited.contains("CatalogEntry") }
        for declaration in extensions {
            report(.error, declaration.line,
                   "\(declaration.name) conforms to CatalogEntry in an extension; declare the conformance on the type itself (struct \(declaration.name): CatalogEntry) so the catalog can find it")
        }
        let candidates = declarations.filter(\.isCatalogEntry)
        guard let entry = candidates.first else {
            if extensions.isEmpty {
                report(.error, 1, "\(file.name) declares no catalog entry (a type conforming to CatalogEntry)")
                report(.note, 1, "every file directly in Catalog/ declares one entry; shared code goes in Catalog/Shared/")
            }
            return nil
        }
        guard candidates.count == 1 else {
            report(.error, candidates[1].line,
                   "\(file.name) declares \(candidates.count) catalog entries (\(candidates.map(\.name).joined(separator: ", "))); a file in Catalog/ declares exactly one")
            return nil
        }
        guard extensions.isEmpty else { return nil }

        guard let typeName = entry.qualifiedName else {
            report(.error, entry.line, "\(entry.name) is declared inside a function or closure; declare the catalog entry where other files can see it")
            return nil
        }
        if entry.isFilePrivate {
            report(.error, entry.line, "\(entry.name) is private; the generated registry, in another file, must be able to call \(typeName)()")
            return nil
        }
        if entry.isGeneric {
            report(.error, entry.line, "\(entry.name) is generic; the registry creates every entry as \(typeName)(), so an entry must be a concrete type")
            return nil
        }

        switch entry.id {
        case .literal(let id, let line):
            guard !id.isEmpty, id.utf8.allSatisfy(Self.isIDByte) else {
                report(.error, line, "the id '\(id)' of \(entry.name) must be lowercase letters, digits and '-'")
                return nil
            }
            if let first = ids[id] {
                report(.error, line, "the id '\(id)' is used by both \(first) and \(file.name)")
                return nil
            }
            ids[id] = file.name
            return Entry(typeName: typeName, id: id, fileName: file.name)
        case .computed(let line):
            report(.warning, line, "the id of \(entry.name) can't be read from the source (write let id = \"…\"); duplicate ids will only be caught at run time by CatalogRegistry.problems")
        case .missing:
            report(.warning, entry.line, "\(entry.name) declares no id in its body; duplicate ids will only be caught at run time by CatalogRegistry.problems")
        }
        return Entry(typeName: typeName, id: nil, fileName: file.name)
    }

    private static func isIDByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-")
    }
}
