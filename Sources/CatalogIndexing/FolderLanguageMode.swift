/// The Swift language mode a folder entry compiles in: 5, the mode most apps are still
/// written in, unless the folder holds a `.swift-language-mode` file saying `6` (or `4`,
/// `4.2`; Xcode's spelling `6.0`, `5.0`, `4.0` works too). `Package.swift` reads the file and sets the folder module's mode; this checks the
/// file, and that the build used what it says (SwiftPM caches the manifest's evaluation, so
/// a changed file can go unseen).
public enum FolderLanguageMode {
    public static let fileName = ".swift-language-mode"
    public static let defaultMode = "5"
    /// The modes a Swift 6 compiler accepts.
    public static let modes = ["4", "4.2", "5", "6"]

    /// The mode a `.swift-language-mode` file's text asks for (nil: no file): Xcode's `6.0`
    /// is `6`. Package.swift's `CatalogFolder.languageMode` parses the file with the same
    /// expression and the same list of modes (RewriteRuleInStepTests checks them token for token).
    static func mode(asked file: String?) -> String {
        file.map { $0.hasSuffix(".0") ? String($0.dropLast(2)) : $0 } ?? "5"
    }

    /// - Parameters:
    ///   - folder: the folder as messages name it (`Catalog/MyApp`).
    ///   - file: the path and text of its `.swift-language-mode`, if it has one.
    ///   - builtAs: the mode the build compiled the folder in, when known.
    public static func diagnostics(folder: String, file: (path: String, contents: String)?, builtAs: String?) -> [CatalogDiagnostic] {
        let written = file.map { $0.contents.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let asked = mode(asked: written)
        if let file, let written, !modes.contains(asked) {
            return [
                CatalogDiagnostic(
                    .error, path: file.path, line: 1,
                    "\(folder)/\(fileName) says '\(written)'; write the Swift language mode the folder's code was written for: 5 or 6 (or 4, 4.2)"
                )
            ]
        }
        guard let builtAs, builtAs != asked else { return [] }
        return [
            CatalogDiagnostic(
                .error, path: file?.path ?? folder, line: 1,
                "\(folder)/ asks for Swift \(asked)\(file == nil ? " (it has no \(fileName))" : "") but was built as Swift \(builtAs): SwiftPM reused an evaluation of Package.swift cached before the change; run `swift package purge-cache` and `rm .build/debug.yaml`, then build again"
            )
        ]
    }
}
