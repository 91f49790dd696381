import CatalogRules

/// The catalog entries found in the files of `Catalog/` and in its folder entries, and what
/// is wrong with them.
///
/// The rules (docs/adding-an-entry.md, "How the catalog finds your entry"):
///
/// - Every `.swift` file directly in `Catalog/` declares exactly one type — `struct`,
///   `class`, `final class`, `enum` or `actor` — whose own inheritance clause names
///   `CatalogEntry`. The build tool passes only those files; `Catalog/Shared/` is shared
///   code and is never scanned.
/// - Every other folder of `Catalog/` is a folder entry, a module of its own: its files
///   together declare exactly one such type, its scenario ([FolderIndex]). The folder's own
///   build reports its problems; this index only checks that its id is unique.
/// - Comments and string literals are removed before matching: a `CatalogEntry` in a
///   comment or a string does not count, nor does a protocol refining it.
/// - The entry must be reachable from another file and creatable as `Name()`: not
///   `private`/`fileprivate`, not generic, not declared inside a function. A conformance
///   added in an extension is not seen, so it is reported.
/// - The id is read from `let id = "…"` or `var id: String { "…" }` (also with `return` or
///   `get { … }`) in the type's body. Ids are lowercase letters, digits and `-`, and unique
///   across files and folders. An id that needs the code to run is a warning: the runtime
///   check `CatalogRegistry.problems` still catches duplicates.
///
/// Files are taken in file-name order and folders in folder-name order (byte order), so
/// entries, diagnostics and the generated source are the same on every machine.
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

    /// A folder entry: a folder of `Catalog/` compiled as a module of its own.
    public struct Folder: Sendable {
        /// The folder as messages name it, relative to the package: `Catalog/MyApp`.
        public var name: String
        /// Its module, which the generated registry imports: `Catalog_MyApp`.
        public var module: String
        /// Every Swift file of the folder, subfolders included.
        public var files: [File]

        public init(name: String, module: String, files: [File]) {
            self.name = name
            self.module = module
            self.files = files
        }
    }

    /// A folder entry as the registry names it: its folder and its module.
    public struct FolderModule: Equatable, Sendable {
        public var name: String
        public var module: String

        public init(name: String, module: String) {
            self.name = name
            self.module = module
        }
    }

    /// A folder of `Catalog/` that the build did not make a module: it holds no Swift file,
    /// or SwiftPM used an evaluation of `Package.swift` cached before the folder existed (then
    /// its files were compiled into the catalog target, and are listed here).
    public struct UnbuiltFolder: Sendable {
        public var name: String
        public var files: [File]

        public init(name: String, files: [File]) {
            self.name = name
            self.files = files
        }
    }

    /// An entry the registry will create.
    public struct Entry: Equatable, Sendable {
        /// The name the generated code calls (`Outer.Inner` when nested).
        public var typeName: String
        /// Nil when the id can only be known at run time.
        public var id: String?
        public var fileName: String
        /// The folder entry it is the scenario of (`Catalog/MyApp`); nil for a file directly
        /// in `Catalog/`.
        public var folder: String?

        public init(typeName: String, id: String?, fileName: String, folder: String? = nil) {
            self.typeName = typeName
            self.id = id
            self.fileName = fileName
            self.folder = folder
        }

        /// How messages name where it is declared: `Zoom.swift`, `Catalog/MyApp/Scenario.swift`.
        public var source: String { folder.map { "\($0)/\(fileName)" } ?? fileName }
    }

    /// The entries of the files directly in `Catalog/`.
    public private(set) var entries: [Entry] = []
    /// The folder entries, in folder-name order: the registry adds the scenario of each.
    public private(set) var folderModules: [FolderModule] = []
    public private(set) var diagnostics: [CatalogDiagnostic] = []

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public init(files: [File], folders: [Folder] = [], unbuiltFolders: [UnbuiltFolder] = []) {
        var ids: [String: String] = [:]  // id → the source that used it first
        for file in files.sorted(by: Self.fileOrder) {
            if let entry = index(file, ids: &ids) { entries.append(entry) }
        }
        for folder in folders.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            folderModules.append(FolderModule(name: folder.name, module: folder.module))
            // The folder's own build reports what is wrong inside it; here only its id counts.
            let index = FolderIndex(folder)
            guard let entry = index.entry, let id = entry.id, let path = index.scenarioPath else { continue }
            if let first = ids[id] {
                diagnostics.append(
                    CatalogDiagnostic(
                        .error, path: path, line: index.idLine ?? 1,
                        "the id '\(id)' is used by both \(first) and \(entry.source)"))
            } else {
                ids[id] = entry.source
            }
        }
        for folder in unbuiltFolders.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            diagnostics.append(Self.unbuilt(folder))
        }
    }

    /// File-name order, then path order for files of the same name.
    static func fileOrder(_ a: File, _ b: File) -> Bool {
        a.name == b.name ? a.path.utf8.lexicographicallyPrecedes(b.path.utf8) : a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
    }

    private static func unbuilt(_ folder: UnbuiltFolder) -> CatalogDiagnostic {
        guard let file = folder.files.sorted(by: fileOrder).first else {
            return CatalogDiagnostic(
                .error, path: folder.name, line: 1,
                "\(folder.name)/ holds no Swift file; a folder in Catalog/ is a folder entry, an app's Swift files and one scenario (a type conforming to CatalogEntry)"
            )
        }
        return CatalogDiagnostic(
            .error, path: file.path, line: 1,
            "\(folder.name)/ is not a module yet: SwiftPM reused an evaluation of Package.swift cached before the folder existed; run `swift package purge-cache` and `rm .build/debug.yaml`, then build again"
        )
    }

    /// The one entry of a file, with every rule checked; nil when the file breaks one.
    private mutating func index(_ file: File, ids: inout [String: String]) -> Entry? {
        var reported: [CatalogDiagnostic] = []
        defer { diagnostics += reported }
        let declarations = DeclarationScanner.scan(file.contents)
        let candidates = EntryRules.candidates(in: declarations, of: file, diagnostics: &reported)
        guard let entry = candidates.first else {
            if !declarations.contains(where: { $0.keyword == .extension && $0.inherited.contains("CatalogEntry") }) {
                reported.append(
                    CatalogDiagnostic(
                        .error, path: file.path, line: 1,
                        "\(file.name) declares no catalog entry (a type conforming to CatalogEntry)"))
                reported.append(
                    CatalogDiagnostic(
                        .note, path: file.path, line: 1,
                        "every file directly in Catalog/ declares one entry; shared code goes in Catalog/Shared/"))
            }
            return nil
        }
        guard candidates.count == 1 else {
            reported.append(
                CatalogDiagnostic(
                    .error, path: file.path, line: candidates[1].line,
                    "\(file.name) declares \(candidates.count) catalog entries (\(candidates.map(\.name).joined(separator: ", "))); a file in Catalog/ declares exactly one"
                ))
            return nil
        }
        guard !reported.contains(where: { $0.severity == .error }),
            let found = EntryRules.check(entry, in: file, diagnostics: &reported)
        else { return nil }
        if let id = found.id {
            if let first = ids[id.value] {
                reported.append(
                    CatalogDiagnostic(
                        .error, path: file.path, line: id.line,
                        "the id '\(id.value)' is used by both \(first) and \(file.name)"))
                return nil
            }
            ids[id.value] = file.name
        }
        return Entry(typeName: found.typeName, id: found.id?.value, fileName: file.name)
    }
}

enum EntryRules {
    /// The types of a file that conform to `CatalogEntry`; an extension adding the
    /// conformance is reported.
    static func candidates(
        in declarations: [TypeDeclaration], of file: CatalogIndex.File,
        diagnostics: inout [CatalogDiagnostic]
    ) -> [TypeDeclaration] {
        for declaration in declarations where declaration.keyword == .extension && declaration.inherited.contains("CatalogEntry") {
            diagnostics.append(
                CatalogDiagnostic(
                    .error, path: file.path, line: declaration.line,
                    "\(declaration.name) conforms to CatalogEntry in an extension; declare the conformance on the type itself (struct \(declaration.name): CatalogEntry) so the catalog can find it"
                ))
        }
        return declarations.filter(\.isCatalogEntry)
    }

    /// The name the registry calls and the id read from the source (nil when it can't be
    /// read, which is a warning); nil when the entry can't be created from another file or
    /// its id is malformed.
    static func check(
        _ entry: TypeDeclaration, in file: CatalogIndex.File, diagnostics: inout [CatalogDiagnostic]
    )
        -> (typeName: String, id: (value: String, line: Int)?)?
    {
        func report(_ severity: CatalogDiagnostic.Severity, _ line: Int, _ message: String) {
            diagnostics.append(CatalogDiagnostic(severity, path: file.path, line: line, message))
        }
        guard let typeName = entry.qualifiedName else {
            report(
                .error, entry.line,
                "\(entry.name) is declared inside a function or closure; declare the catalog entry where other files can see it")
            return nil
        }
        if entry.isFilePrivate {
            report(
                .error, entry.line, "\(entry.name) is private; the generated registry, in another file, must be able to call \(typeName)()")
            return nil
        }
        if entry.isGeneric {
            report(
                .error, entry.line,
                "\(entry.name) is generic; the registry creates every entry as \(typeName)(), so an entry must be a concrete type")
            return nil
        }
        switch entry.id {
        case .literal(let id, let line):
            guard EntryID.isValid(id) else {
                report(.error, line, "the id '\(id)' of \(entry.name) must be lowercase letters, digits and '-'")
                return nil
            }
            return (typeName, (id, line))
        case .computed(let line):
            report(
                .warning, line,
                "the id of \(entry.name) can't be read from the source (write let id = \"…\"); duplicate ids will only be caught at run time by CatalogRegistry.problems"
            )
        case .missing:
            report(
                .warning, entry.line,
                "\(entry.name) declares no id in its body; duplicate ids will only be caught at run time by CatalogRegistry.problems")
        }
        return (typeName, nil)
    }
}
