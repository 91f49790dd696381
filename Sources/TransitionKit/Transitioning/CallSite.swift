/// Where in the app's code a call was made: captured with `#filePath` / `#line` as defaulted
/// arguments of the UIKit calls apps make (`completeTransition`, `UIView.animate`, `present`),
/// so a finding can name the user's file and line. A folder file compiled from a rewritten
/// copy (ObjCRewriter) reports its original path, through the copy's `#sourceLocation`.
public struct CallSite: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The path from the project's root when the file is in `Catalog/` or `Tests/`
    /// (`Catalog/MyApp/ZoomAnimator.swift`), otherwise the file's name.
    public let file: String
    public let line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `nil` for the engine's own code (`Sources/`): a finding names app code only.
    public init?(filePath: String, line: Int) {
        let parts = filePath.split(separator: "/", omittingEmptySubsequences: false)
        if let index = parts.lastIndex(where: { $0 == "Catalog" || $0 == "Tests" }) {
            file = parts[index...].joined(separator: "/")
        } else if parts.contains("Sources") {
            return nil
        } else {
            file = parts.last.map(String.init) ?? filePath
        }
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}
