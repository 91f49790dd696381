import TransitionKit

/// A tiny JSON writer, so numbers come out exactly as Swift's shortest round-trip
/// `description` (which Foundation's encoders do not promise) and keys always sorted.
enum JSON {
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])
    case null

    /// Pretty-printed with two-space indents and sorted keys. Non-finite numbers, which JSON
    /// cannot hold, are written as null.
    func rendered(indent: Int = 0) -> String {
        let inner = String(repeating: "  ", count: indent + 1), outer = String(repeating: "  ", count: indent)
        switch self {
        case let .number(x):
            return x.isFinite ? "\(x)" : "null"
        case let .string(s):
            return Self.quoted(s)
        case .null:
            return "null"
        case let .array(items):
            if items.isEmpty { return "[]" }
            return "[\n" + items.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(outer)]"
        case let .object(members):
            if members.isEmpty { return "{}" }
            let body = members.keys.sorted().map { key in
                inner + Self.quoted(key) + ": " + members[key]!.rendered(indent: indent + 1)
            }
            return "{\n" + body.joined(separator: ",\n") + "\n\(outer)}"
        }
    }

    /// Escaping is TransitionKit's, shared with every other JSON the project writes.
    static func quoted(_ s: String) -> String {
        var writer = JSONWriter(capacity: s.utf8.count + 8)
        writer.value(s)
        return writer.string
    }
}
