import TransitionKit

/// The CLI's JSON documents (`curve --json`) as a value tree, written by the engine's one
/// `JSONWriter` with sorted keys. Numbers are exact here (Swift's shortest round-trip
/// `description`), not the wire's six decimals: a curve's stiffness or settling time is the
/// figure someone copies into code. Non-finite numbers, which JSON cannot hold, are null.
enum JSON {
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])
    case null

    func rendered() -> String {
        var writer = JSONWriter(capacity: 1024)
        write(into: &writer)
        return writer.string
    }

    func write(into writer: inout JSONWriter) {
        switch self {
        case .number(let x):
            if x.isFinite { writer.raw(Array("\(x)".utf8)) } else { writer.null() }
        case .string(let s):
            writer.value(s)
        case .null:
            writer.null()
        case .array(let items):
            writer.beginArray()
            for item in items { item.write(into: &writer) }
            writer.endArray()
        case .object(let members):
            writer.beginObject()
            for key in members.keys.sorted() {
                writer.key(key)
                members[key]!.write(into: &writer)
            }
            writer.endObject()
        }
    }
}
