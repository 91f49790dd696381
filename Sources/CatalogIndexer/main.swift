// CatalogIndexer: the tool CatalogRegistryPlugin runs before TransitionCatalog compiles.
//
//     CatalogIndexer --output <CatalogRegistry+Generated.swift> <Catalog/A.swift> <Catalog/B.swift> …
//
// Reads the files it is given (the plugin passes those directly in Catalog/), prints the
// diagnostics in the compiler's `path:line: severity: message` form, and writes the
// generated registry. Any error exits 1 and writes nothing, which fails the build.
import CatalogIndexing
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("CatalogIndexer: \(message)\n".utf8))
    exit(2)
}

var arguments = CommandLine.arguments.dropFirst()
guard arguments.first == "--output", arguments.count >= 2 else {
    fail("usage: CatalogIndexer --output <file.swift> [<Catalog/Entry.swift> …]")
}
arguments.removeFirst()
let output = URL(fileURLWithPath: arguments.removeFirst())

var files: [CatalogIndex.File] = []
for path in arguments {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    files.append(CatalogIndex.File(path: path, contents: String(decoding: data, as: UTF8.self)))
}

let index = CatalogIndex(files: files)
for diagnostic in index.diagnostics {
    // stdout, where SwiftPM shows a build command's output (and Xcode parses it).
    print(diagnostic)
}
guard !index.hasErrors else { exit(1) }

do {
    try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(index.generatedSource.utf8).write(to: output, options: .atomic)
} catch {
    fail("cannot write \(output.path): \(error)")
}
