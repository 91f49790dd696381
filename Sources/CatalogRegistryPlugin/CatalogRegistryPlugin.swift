import Foundation
import PackagePlugin

/// Generates `CatalogRegistry+Generated.swift` for the catalog target: one `Entry()` for each
/// Swift file directly in the target's folder (`Catalog/`), so adding a file adds an entry.
///
/// Inputs and outputs are declared the way swift-openapi-generator's plugin declares them:
/// the command lists every scanned file as an input (and as an argument), and the generated
/// file as its only output. The plugin is asked for its commands on every build, so adding,
/// removing or renaming a file changes the command and re-runs it; editing a file changes an
/// input and re-runs it; a build with no change runs nothing. Files in subfolders
/// (`Catalog/Shared/`) are not inputs: editing shared code never re-runs the indexer.
@main
struct CatalogRegistryPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            throw PluginError("CatalogRegistryPlugin applies to Swift targets; \(target.name) is not one")
        }
        let folder = Self.directoryPath(target.directoryURL)
        let entryFiles = target.sourceFiles(withSuffix: "swift")
            .filter { $0.type == .source && Self.directoryPath($0.url.deletingLastPathComponent()) == folder }
            .map(\.url)
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "CatalogRegistry+Generated.swift")
        return [
            .buildCommand(
                displayName: "Indexing \(entryFiles.count) catalog \(entryFiles.count == 1 ? "file" : "files") of \(target.name)",
                executable: try context.tool(named: "CatalogIndexer").url,
                arguments: ["--output", output.path] + entryFiles.map(\.path),
                inputFiles: entryFiles,
                outputFiles: [output]
            )
        ]
    }

    /// A folder's path without a trailing slash, so the same folder always compares equal.
    private static func directoryPath(_ url: URL) -> String {
        var path = url.standardizedFileURL.path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
