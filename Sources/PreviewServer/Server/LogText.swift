/// Text helpers for log lines.
enum LogText {
    /// Client-controlled text for a log line: bounded and without control characters.
    static func printable(_ text: String) -> String {
        let clean = text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : String($0) }.joined()
        return clean.count > 120 ? String(clean.prefix(120)) + "…" : clean
    }

    /// Seconds with one decimal, e.g. `12.3`.
    static func seconds(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
