/// A problem with a catalog file, printed the way the Swift compiler prints its own
/// (`/path/Catalog/Foo.swift:1: error: …`) so that SwiftPM, editors and IDEs show it at the file.
public struct CatalogDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var path: String
    public var line: Int
    public var message: String

    public init(_ severity: Severity, path: String, line: Int, _ message: String) {
        self.severity = severity
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String { "\(path):\(line): \(severity.rawValue): \(message)" }
}
