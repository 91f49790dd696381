/// One compiler diagnostic, or the place a trap stopped an entry's code: what the page's
/// diagnostics overlay shows (docs/protocol.md, "Live reload").
public struct SourceDiagnostic: Sendable, Equatable {
    /// The file relative to the package, e.g. `Catalog/Zoom.swift`.
    public var file: String
    public var line: Int
    /// 1-based; 0 when the compiler or the trap gave none.
    public var column: Int
    /// `error`, `warning`, `note`, or `fatal` for a trap.
    public var severity: String
    public var message: String
    /// The source line itself (read from the file), when it could be read.
    public var source: String?

    public init(file: String, line: Int, column: Int, severity: String, message: String, source: String?) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.source = source
    }
}
