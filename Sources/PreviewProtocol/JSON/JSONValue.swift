/// A client message's JSON, as `JSONParser` read it. Public for the server's other JSON
/// input (SwiftPM's build plan and the compiler's parseable output), so the package has one
/// JSON reader.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    /// Members by name; when a name repeats, the last one counts.
    case object([String: JSONValue])

    /// Reads one JSON text (RFC 8259, as strictly as client messages); nil if it is not JSON.
    public init?(parsing text: String) {
        guard let value = try? JSONParser.parse(text) else { return nil }
        self = value
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// The member `name` of an object; nil for other values.
    public subscript(member name: String) -> JSONValue? {
        if case .object(let members) = self { return members[name] }
        return nil
    }
}

/// A number literal: its text exactly as the client wrote it, and its value.
///
/// The text is kept because an `id` is echoed as sent (`1.0` stays `1.0`, `1e2` stays `1e2`),
/// and because only the text can say whether a literal was too large for a Double: the value
/// of `1e309` is `+∞`, which the fields that read numbers refuse with `not-finite`.
public struct JSONNumber: Equatable, Sendable {
    /// Always matches JSON's number grammar (the parser only makes numbers from such text).
    let text: String
    /// The nearest Double; ±∞ when the literal is beyond Double's range, ±0 below it.
    let value: Double

    init(text: String) {
        self.text = text
        // Swift's Double(String) is strtod: it takes every JSON number, overflow included.
        value = Double(text) ?? .nan
    }

    /// Whether the literal is a whole number, decided on its digits, not on the rounded value:
    /// `1e2` and `1.0` are whole, `0.5` and `1e-400` (whose Double is 0) are not.
    var isWhole: Bool {
        var digits: [UInt8] = []
        var integerDigits = 0
        var exponent = 0
        var inFraction = false
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits.append(byte)
                if !inFraction { integerDigits += 1 }
            case UInt8(ascii: "."):
                inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                let negative = utf8.first == UInt8(ascii: "-")
                if utf8.first == UInt8(ascii: "-") || utf8.first == UInt8(ascii: "+") { utf8.removeFirst() }
                for digit in utf8 {
                    // Clamped: a message has at most 64 KiB of digits to shift.
                    exponent = Swift.min(exponent * 10 + Int(digit - UInt8(ascii: "0")), 1_000_000)
                }
                if negative { exponent = -exponent }
                utf8 = utf8[utf8.endIndex...]
            default:
                break  // the sign
            }
        }
        // Digits at or after the decimal point (moved by the exponent) must all be zero.
        let point = Swift.max(0, integerDigits + exponent)
        return digits.dropFirst(point).allSatisfy { $0 == UInt8(ascii: "0") }
    }
}
