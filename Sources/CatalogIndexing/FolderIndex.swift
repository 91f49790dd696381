/// The scenario of a folder entry — the one type among the folder's files that conforms to
/// `CatalogEntry` — and what is wrong with the folder.
///
/// A folder entry (`Catalog/MyApp/`) holds an app's files: animators, interaction
/// controllers, transitioning delegates, helpers, and the scenario that starts the app's
/// transition. It is a module of its own, so its types never clash with another folder's.
/// The rules:
///
/// - The folder's files together declare exactly one scenario: none, or two, is an error
///   naming the folder. Its other files declare no entry, and need not.
/// - The scenario follows the rules of every entry ([CatalogIndex]): creatable as `Name()`
///   from another file, its id a literal of lowercase letters, digits and `-`.
public struct FolderIndex: Sendable {
    public let folder: CatalogIndex.Folder
    /// The scenario; nil when the folder breaks a rule.
    public private(set) var entry: CatalogIndex.Entry?
    /// The file that declares the scenario, and the line of its id when it is a literal.
    public private(set) var scenarioPath: String?
    public private(set) var idLine: Int?
    public private(set) var diagnostics: [CatalogDiagnostic] = []

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public init(_ folder: CatalogIndex.Folder) {
        self.folder = folder
        let files = folder.files.sorted(by: CatalogIndex.fileOrder)
        var found: [(TypeDeclaration, CatalogIndex.File)] = []
        for file in files {
            found += EntryRules.candidates(in: DeclarationScanner.scan(file.contents), of: file, diagnostics: &diagnostics)
                .map { ($0, file) }
        }
        guard let (scenario, file) = found.first else {
            if !hasErrors {
                let path = files.first?.path ?? folder.name
                diagnostics.append(
                    CatalogDiagnostic(
                        .error, path: path, line: 1,
                        "\(folder.name)/ declares no scenario (a type conforming to CatalogEntry) in its \(Self.count(files.count, "file"))"
                    ))
                diagnostics.append(
                    CatalogDiagnostic(
                        .note, path: path, line: 1,
                        "a folder in Catalog/ is one app's files and the scenario that starts its transition; the catalog's own shared code goes in Catalog/Shared/"
                    ))
            }
            return
        }
        guard found.count == 1 else {
            let (second, secondFile) = found[1]
            let list = found.map { "\($0.0.name) in \($0.1.name)" }.joined(separator: ", ")
            diagnostics.append(
                CatalogDiagnostic(
                    .error, path: secondFile.path, line: second.line,
                    "\(folder.name)/ declares \(found.count) scenarios (\(list)); a folder entry declares exactly one"))
            return
        }
        guard !hasErrors, let checked = EntryRules.check(scenario, in: file, diagnostics: &diagnostics) else { return }
        entry = CatalogIndex.Entry(typeName: checked.typeName, id: checked.id?.value, fileName: file.name, folder: folder.name)
        scenarioPath = file.path
        idLine = checked.id?.line
    }

    private static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}
