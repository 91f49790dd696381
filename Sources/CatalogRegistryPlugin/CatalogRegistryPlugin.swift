import Foundation
import PackagePlugin

/// Generates the catalog's registry, and the scenario function of each folder entry.
///
/// - For the catalog target (`Catalog/`): `CatalogRegistry+Generated.swift`, one `Entry()` for
///   each Swift file directly in the folder, so adding a file adds an entry, and one call for
///   each folder entry it depends on (a target whose folder is directly in `Catalog/`).
/// - For a folder entry's target (`Catalog/MyApp/`, a target whose folder sits directly in
///   another target's folder): `CatalogFolder+Generated.swift`, the public function that
///   creates the folder's scenario.
///
/// Inputs and outputs are declared the way swift-openapi-generator's plugin declares them:
/// the command lists every scanned file as an input (and as an argument), and the generated
/// file as its only output. The plugin is asked for its commands on every build, so adding,
/// removing or renaming a file changes the command and re-runs it; editing a file changes an
/// input and re-runs it; a build with no change runs nothing. Files in `Catalog/Shared/` are
/// not inputs: editing shared code never re-runs the indexer.
@main
struct CatalogRegistryPlugin: BuildToolPlugin {
    /// The catalog's own shared code, the one folder of `Catalog/` that is not an entry (the
    /// manifest leaves it out by the same name).
    static let sharedFolder = "Shared"

    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            throw PluginError("CatalogRegistryPlugin applies to Swift targets; \(target.name) is not one")
        }
        let folder = Self.directoryPath(target.directoryURL)
        let parent = Self.directoryPath(target.directoryURL.deletingLastPathComponent())
        if context.package.targets.contains(where: {
            ($0 as? SwiftSourceModuleTarget).map { Self.directoryPath($0.directoryURL) } == parent
        }) {
            let folderFiles = (Self.swiftFiles(of: target) + Self.rewrittenFiles(of: target)).sorted { $0.path < $1.path }
            return try [folderCommand(context: context, target: target)]
                + rewriteCommands(
                    context: context, rewritten: Self.rewrittenFiles(of: target), compiled: Self.swiftFiles(of: target),
                    scope: folderFiles)
        }

        let entryFiles = Self.swiftFiles(of: target).filter { Self.directoryPath($0.deletingLastPathComponent()) == folder }
        // One-file entries Package.swift left out for their rewritten copies: indexed as they
        // are, compiled from the copy (docs/bring-your-own.md, "One-file entries").
        let sources = Set(entryFiles.map { $0.standardizedFileURL.path })
        let rewrittenEntries = Self.swiftFiles(under: target.directoryURL).filter {
            Self.directoryPath($0.deletingLastPathComponent()) == folder && !sources.contains($0.standardizedFileURL.path)
        }
        let copies = try rewriteCommands(
            context: context, rewritten: rewrittenEntries, compiled: entryFiles,
            scope: (entryFiles + rewrittenEntries).sorted { $0.path < $1.path })
        var arguments = (entryFiles + rewrittenEntries).sorted { $0.path < $1.path }.map(\.path)
        var inputs = entryFiles + rewrittenEntries
        var built: Set<String> = []
        let folderTargets = target.dependencies.compactMap { dependency -> SwiftSourceModuleTarget? in
            guard case .target(let dependency) = dependency, let module = dependency as? SwiftSourceModuleTarget,
                Self.directoryPath(module.directoryURL.deletingLastPathComponent()) == folder
            else { return nil }
            return module
        }
        for module in folderTargets.sorted(by: { $0.name < $1.name }) {
            let files = Self.swiftFiles(of: module) + Self.rewrittenFiles(of: module)
            built.insert(Self.directoryPath(module.directoryURL))
            arguments += ["--folder", Self.name(of: module.directoryURL, in: context), module.name] + files.map(\.path)
            inputs += files
        }
        // A folder of Catalog/ that is not a module: it has no Swift file, or SwiftPM reused an
        // evaluation of Package.swift cached before it existed (its files then belong to this
        // target). The indexer reports either.
        let subfolders =
            (try? FileManager.default.contentsOfDirectory(at: target.directoryURL, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        for url in subfolders.sorted(by: { $0.path < $1.path })
        where (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            && !url.lastPathComponent.hasPrefix(".") && url.lastPathComponent != Self.sharedFolder
            && !built.contains(Self.directoryPath(url))
        {
            let stray = Self.swiftFiles(of: target).filter { $0.path.hasPrefix(Self.directoryPath(url) + "/") }
            // Package.swift made no module of a folder whose every Swift file it left out for
            // its Linux copy: a module needs one file of its own.
            let onDisk = Self.swiftFiles(under: url)
            if stray.isEmpty, !onDisk.isEmpty,
                onDisk.allSatisfy({ Self.mayNeedRewrite($0, objcProtocols: Self.objcProtocolNames(in: onDisk)) })
            {
                throw PluginError(
                    "\(Self.name(of: url, in: context))/: every Swift file uses (or mentions, in a comment or a string) "
                        + "@objc, #selector, an @IB attribute or a platform condition (#if os(iOS) …), so each compiles as a rewritten copy and the folder's module would "
                        + "have no file of its own; keep the scenario's file free of them (docs/bring-your-own.md, \"@objc and #selector\")"
                )
            }
            arguments += ["--unbuilt", Self.name(of: url, in: context)] + stray.map(\.path)
            inputs += stray
        }

        let output = context.pluginWorkDirectoryURL.appending(path: "CatalogRegistry+Generated.swift")
        return copies + [
            .buildCommand(
                displayName:
                    "Indexing \(entryFiles.count) catalog \(entryFiles.count == 1 ? "file" : "files") and \(folderTargets.count) \(folderTargets.count == 1 ? "folder" : "folders") of \(target.name)",
                executable: try context.tool(named: "CatalogIndexer").url,
                arguments: ["catalog", "--output", output.path] + arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    /// The command of a folder entry's module: every Swift file of the folder (subfolders
    /// included) and its `.swift-language-mode`.
    private func folderCommand(context: PluginContext, target: SwiftSourceModuleTarget) throws -> Command {
        let files = (Self.swiftFiles(of: target) + Self.rewrittenFiles(of: target)).sorted { $0.path < $1.path }
        let name = Self.name(of: target.directoryURL, in: context)
        var arguments = ["folder", "--folder", name, target.name] + files.map(\.path)
        var inputs = files
        let prefix = "CATALOG_FOLDER_LANGUAGE_MODE_"
        if let condition = target.compilationConditions.first(where: { $0.hasPrefix(prefix) }) {
            arguments += ["--built-as", condition.dropFirst(prefix.count).replacingOccurrences(of: "_", with: ".")]
        }
        let modeFile = target.directoryURL.appending(path: ".swift-language-mode")
        if FileManager.default.fileExists(atPath: modeFile.path) {
            arguments += ["--language-mode-file", modeFile.path]
            inputs.append(modeFile)
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "CatalogFolder+Generated.swift")
        return .buildCommand(
            displayName: "Indexing \(files.count) \(files.count == 1 ? "file" : "files") of the folder entry \(target.name)",
            executable: try context.tool(named: "CatalogIndexer").url,
            arguments: arguments + ["--output", output.path],
            inputFiles: inputs,
            outputFiles: [output]
        )
    }

    /// The commands that write the Linux copy of each file of a folder entry, or one-file entry,
    /// that uses Objective-C interop, a platform condition or a clock read (`@objc`,
    /// `#selector`, `#if os(iOS)`, `Date()` …): `Name+Linux.swift`, which the module compiles in
    /// place of `Name.swift` (docs/bring-your-own.md, "@objc and #selector"). Package.swift
    /// excludes such a file from the module, so it is found on disk (`rewritten`), not among the
    /// target's sources (`compiled`). A file among the sources that needs the copy means SwiftPM
    /// reused an evaluation of Package.swift cached before the file did. `scope`: every file of
    /// the folder (or every one-file entry), whose `@objc protocol`s a file may conform to.
    private func rewriteCommands(context: PluginContext, rewritten: [URL], compiled: [URL], scope: [URL]) throws -> [Command] {
        let protocols = Self.objcProtocolNames(in: scope)
        for file in compiled where Self.mayNeedRewrite(file, objcProtocols: protocols) {
            throw PluginError(
                "\(Self.name(of: file, in: context)) uses @objc, #selector, an @IB attribute, a platform condition or a clock read, "
                    + "so the build compiles a rewritten copy of it instead, but SwiftPM reused an evaluation of Package.swift cached "
                    + "before it did; run `swift package purge-cache` and `rm .build/debug.yaml`, then build again"
            )
        }
        let tool = try context.tool(named: "CatalogIndexer").url
        return rewritten.map { file in
            let output = context.pluginWorkDirectoryURL.appending(path: file.deletingPathExtension().lastPathComponent + "+Linux.swift")
            // Every file in scope is an input: a class here may conform to an `@objc protocol`
            // another file declares (docs/bring-your-own.md, "Optional requirements").
            return .buildCommand(
                displayName: "Rewriting \(Self.name(of: file, in: context)) for Linux (@objc, #selector, #if os, clock reads)",
                executable: tool,
                arguments: ["rewrite", "--output", output.path, file.path, "--folder-files"] + scope.map(\.path),
                inputFiles: scope,
                outputFiles: [output]
            )
        }
    }

    /// Whether a Swift file may use Objective-C interop: the substring test of Package.swift and of
    /// `ObjCRewriter.mayNeedRewrite` (RewriteRuleInStepTests checks the three are one test).
    private static func mayNeedRewrite(_ file: URL, objcProtocols: [String]) -> Bool {
        guard let data = FileManager.default.contents(atPath: file.path) else { return false }
        let source = String(decoding: data, as: UTF8.self)
        return source.contains("@objc") || source.contains("@nonobjc") || source.contains("@IB") || source.contains("#selector")
            || source.contains("#keyPath")
            || source.split(separator: "\n").contains { line in
                (line.contains("#if") || line.contains("#elseif"))
                    && (line.contains("os(") || line.contains("targetEnvironment(") || line.contains("arch("))
            }
            || (source.contains("import Foundation") && (source.contains("Timer") || source.contains("RunLoop")))
            || source.contains("Date()") || source.contains("Date.now") || source.contains("timeIntervalSinceNow")
            || source.contains("systemUptime") || source.contains("Time.now()") || source.contains("Clock.now")
            || source.contains("CFAbsoluteTimeGetCurrent")
            || source.contains("import os") || source.contains("import OSLog") || source.contains("import AV")
            || source.contains("import CoreMedia") || source.contains("import UIKit.") || source.contains("import ObjectiveC")
            || objcProtocols.contains { source.contains($0) }
    }

    /// The names of the folder's `@objc protocol`s: on a line holding `protocol NAME` that holds
    /// `@objc` or follows a line that does (`OptionalProtocol.objcProtocolNames`; RewriteRuleInStepTests keeps the copies in step).
    private static func objcProtocolNames(in files: [URL]) -> [String] {
        files.flatMap { file -> [String] in
            guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
            var names: [String] = []
            var previous = ""
            for line in String(decoding: data, as: UTF8.self).components(separatedBy: "\n") {
                defer { previous = line }
                guard line.contains("@objc") || previous.contains("@objc"), let range = line.range(of: "protocol ") else { continue }
                let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { names.append(String(name)) }
            }
            return names
        }
    }

    /// The Swift files of a folder entry that Package.swift left out of its sources so the
    /// module compiles their Linux copies: every `.swift` file under the folder (hidden
    /// files and folders aside, as the manifest does) that is not a source of the target.
    private static func rewrittenFiles(of target: SwiftSourceModuleTarget) -> [URL] {
        let sources = Set(swiftFiles(of: target).map { $0.standardizedFileURL.path })
        return swiftFiles(under: target.directoryURL).filter { !sources.contains($0.standardizedFileURL.path) }
    }

    /// Every `.swift` file under a folder, hidden files and folders aside.
    private static func swiftFiles(under folder: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder.standardizedFileURL, includingPropertiesForKeys: [.isDirectoryKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator
        where url.pathExtension == "swift" && (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    private static func swiftFiles(of target: SwiftSourceModuleTarget) -> [URL] {
        target.sourceFiles(withSuffix: "swift").filter { $0.type == .source }.map(\.url).sorted { $0.path < $1.path }
    }

    /// A folder as messages name it: relative to the package (`Catalog/MyApp`).
    private static func name(of url: URL, in context: PluginContext) -> String {
        let package = directoryPath(context.package.directoryURL) + "/"
        let path = directoryPath(url)
        return path.hasPrefix(package) ? String(path.dropFirst(package.count)) : path
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
