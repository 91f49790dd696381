// CatalogIndexer: the tool CatalogRegistryPlugin runs before the catalog and each of its
// folder entries compiles.
//
//     CatalogIndexer catalog --output <CatalogRegistry+Generated.swift> <Catalog/A.swift> …
//         [--folder <Catalog/MyApp> <Catalog_MyApp> <Catalog/MyApp/X.swift> …] …
//         [--unbuilt <Catalog/NewApp> [<Catalog/NewApp/X.swift> …]] …
//     CatalogIndexer folder --output <CatalogFolder+Generated.swift> --folder <Catalog/MyApp> <Catalog_MyApp>
//         [--built-as <language mode>] [--language-mode-file <Catalog/MyApp/.swift-language-mode>]
//         <Catalog/MyApp/X.swift> …
//     CatalogIndexer rewrite --output <Catalog/MyApp/X+Linux.swift> <Catalog/MyApp/X.swift>
//         [--folder-files <Catalog/MyApp/Y.swift> …]
//
// `catalog` reads the files directly in Catalog/ and the files of every folder entry (for
// their ids) and writes the catalog's registry; `folder` reads one folder entry's files and
// writes the function of its module that creates its scenario; `rewrite` writes the copy of a
// file using @objc or #selector that its module compiles instead (ObjCRewriter). Both print the diagnostics in
// the compiler's `path:line: severity: message` form. Any error exits 1 and writes nothing,
// which fails the build.
import CatalogIndexing
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("CatalogIndexer: \(message)\n".utf8))
    exit(2)
}

func read(_ path: String) -> CatalogIndex.File {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    return CatalogIndex.File(path: path, contents: String(decoding: data, as: UTF8.self))
}

/// The arguments as groups: the words before the first option, then each option with the
/// words up to the next one.
func groups(_ arguments: ArraySlice<String>) -> [(option: String?, values: [String])] {
    var groups: [(option: String?, values: [String])] = [(nil, [])]
    for argument in arguments {
        if argument.hasPrefix("--") { groups.append((argument, [])) } else { groups[groups.count - 1].values.append(argument) }
    }
    return groups
}

let usage = "usage: CatalogIndexer catalog|folder --output <file.swift> … (see Sources/CatalogIndexer/main.swift)"
let mode = CommandLine.arguments.dropFirst().first
var output: URL?
var diagnostics: [CatalogDiagnostic] = []
var source: String?

switch mode {
case "catalog":
    var files: [CatalogIndex.File] = []
    var folders: [CatalogIndex.Folder] = []
    var unbuilt: [CatalogIndex.UnbuiltFolder] = []
    for (option, values) in groups(CommandLine.arguments.dropFirst(2)) {
        switch option {
        case nil: guard values.isEmpty else { fail(usage) }
        case "--output":
            guard let path = values.first else { fail(usage) }
            output = URL(fileURLWithPath: path)
            files += values.dropFirst().map(read)
        case "--folder":
            guard values.count >= 2 else { fail(usage) }
            folders.append(CatalogIndex.Folder(name: values[0], module: values[1], files: values.dropFirst(2).map(read)))
        case "--unbuilt":
            guard let name = values.first else { fail(usage) }
            unbuilt.append(CatalogIndex.UnbuiltFolder(name: name, files: values.dropFirst().map(read)))
        default: fail(usage)
        }
    }
    let index = CatalogIndex(files: files, folders: folders, unbuiltFolders: unbuilt)
    diagnostics = index.diagnostics
    source = index.hasErrors ? nil : index.generatedSource
case "folder":
    var name: String?
    var module: String?
    var files: [CatalogIndex.File] = []
    var builtAs: String?
    var modeFile: String?
    for (option, values) in groups(CommandLine.arguments.dropFirst(2)) {
        switch option {
        case nil: guard values.isEmpty else { fail(usage) }
        case "--output":
            guard values.count == 1 else { fail(usage) }
            output = URL(fileURLWithPath: values[0])
        case "--folder":
            guard values.count >= 2 else { fail(usage) }
            (name, module) = (values[0], values[1])
            files = values.dropFirst(2).map(read)
        case "--built-as": builtAs = values.first
        case "--language-mode-file": modeFile = values.first
        default: fail(usage)
        }
    }
    guard let name, let module else { fail(usage) }
    let index = FolderIndex(CatalogIndex.Folder(name: name, module: module, files: files))
    diagnostics =
        index.diagnostics
        + FolderLanguageMode.diagnostics(
            folder: name, file: modeFile.map { read($0) }.map { ($0.path, $0.contents) }, builtAs: builtAs)
    source = diagnostics.contains { $0.severity == .error } ? nil : index.generatedSource
case "rewrite":
    // The folder's other files: the optional protocols they declare (a class here may conform).
    var original: CatalogIndex.File?
    var folderFiles: [CatalogIndex.File] = []
    for (option, values) in groups(CommandLine.arguments.dropFirst(2)) {
        switch option {
        case nil: guard values.isEmpty else { fail(usage) }
        case "--output":
            guard values.count == 2 else { fail(usage) }
            output = URL(fileURLWithPath: values[0])
            original = read(values[1])
        case "--folder-files": folderFiles = values.map(read)
        default: fail(usage)
        }
    }
    guard let original else { fail(usage) }
    let protocols = folderFiles.filter { $0.path != original.path }.flatMap { OptionalProtocol.find(in: $0.contents) }
    // The path the compiler would have printed for the file itself.
    source = ObjCRewriter.rewrittenCopy(
        of: original.contents, originalPath: URL(fileURLWithPath: original.path).standardizedFileURL.path,
        folderProtocols: protocols)
default:
    fail(usage)
}

for diagnostic in diagnostics {
    // stdout, where SwiftPM shows a build command's output (and Xcode parses it).
    print(diagnostic)
}
guard let output else { fail(usage) }
guard let source else { exit(1) }
do {
    // The same text is not written again: its unchanged time tells the build (SwiftPM's, and
    // `serve --watch`'s PlannedRebuild) that what compiles it need not run.
    if FileManager.default.contents(atPath: output.path) == Data(source.utf8) { exit(0) }
    try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(source.utf8).write(to: output, options: .atomic)
} catch {
    fail("cannot write \(output.path): \(error)")
}
