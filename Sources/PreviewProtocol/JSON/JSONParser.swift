/// A strict JSON (RFC 8259) reader for client messages.
///
/// Why not `JSONSerialization`: on Linux it accepts text that is not JSON (`{"type":"ping",}`,
/// `[1,2,]`), it refuses a number too large for a Double (`1e309`) as if it were a syntax error,
/// so the protocol's `not-finite` could never be sent, and it turns every number into a Double,
/// so an `id` written `1.0` or `1e2` could not be echoed as sent. This reader takes exactly
/// RFC 8259's grammar and keeps each number's text (`JSONNumber`).
///
/// What it refuses, each with the byte offset: trailing commas, `NaN` / `Infinity` and other
/// bare words, leading zeros, `+1`, `.5`, unescaped control characters in strings, lone UTF-16
/// surrogates in `\u` escapes, text after the value, and nesting deeper than `maxDepth` (no
/// message needs more than 3 levels; the limit keeps the recursion's stack use small).
struct JSONParser {
    struct SyntaxError: Error, Equatable {
        let message: String
    }

    static let maxDepth = 32

    private let bytes: [UInt8]
    private var index = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(text)
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.unexpected(expecting: "the end of the message") }
        return value
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
        skipWhitespace()
        guard let byte = peek else { throw failure("the message ends where a value should be") }
        switch byte {
        case ASCII.openBrace: return try object(depth: depth + 1)
        case ASCII.openBracket: return try array(depth: depth + 1)
        case ASCII.quote: return .string(try string())
        case UInt8(ascii: "t"):
            try word("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try word("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try word("null")
            return .null
        case ASCII.minus, ASCII.zero...ASCII.nine: return .number(try number())
        default: throw notANumberWord() ?? unexpected(expecting: "a value")
        }
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth <= Self.maxDepth else { throw failure("objects and arrays nest deeper than \(Self.maxDepth) levels") }
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek == ASCII.closeBrace {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek == ASCII.quote else {
                if peek == ASCII.closeBrace { throw failure("a trailing comma before '}' is not JSON") }
                throw unexpected(expecting: "a member name in double quotes")
            }
            let name = try string()
            skipWhitespace()
            guard peek == ASCII.colon else { throw unexpected(expecting: "':' after the member name") }
            index += 1
            members[name] = try value(depth: depth)
            skipWhitespace()
            switch peek {
            case ASCII.comma: index += 1
            case ASCII.closeBrace:
                index += 1
                return .object(members)
            default: throw unexpected(expecting: "',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth <= Self.maxDepth else { throw failure("objects and arrays nest deeper than \(Self.maxDepth) levels") }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == ASCII.closeBracket {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if peek == ASCII.closeBracket { throw failure("a trailing comma before ']' is not JSON") }
            elements.append(try value(depth: depth))
            skipWhitespace()
            switch peek {
            case ASCII.comma: index += 1
            case ASCII.closeBracket:
                index += 1
                return .array(elements)
            default: throw unexpected(expecting: "',' or ']'")
            }
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, kept as text.
    private mutating func number() throws(SyntaxError) -> JSONNumber {
        let start = index
        if peek == ASCII.minus { index += 1 }
        guard let first = peek, ASCII.isDigit(first) else { throw notANumberWord(from: start) ?? unexpected(expecting: "a digit") }
        index += 1
        if first == ASCII.zero, let next = peek, ASCII.isDigit(next) {
            throw failure("a number must not start with 0 followed by digits")
        }
        skipDigits()
        if peek == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek, ASCII.isDigit(digit) else { throw unexpected(expecting: "a digit after '.'") }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == ASCII.minus || peek == UInt8(ascii: "+") { index += 1 }
            guard let digit = peek, ASCII.isDigit(digit) else { throw unexpected(expecting: "a digit in the exponent") }
            skipDigits()
        }
        return JSONNumber(text: String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func string() throws(SyntaxError) -> String {
        index += 1
        let start = index
        // Most strings have no escapes: one scan, one copy.
        while let byte = peek, byte != ASCII.backslash {
            if byte == ASCII.quote {
                index += 1
                return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
            }
            guard byte >= 0x20 else { throw failure("a control character (byte \(byte)) in a string must be escaped") }
            index += 1
        }
        var utf8 = Array(bytes[start..<index])
        while let byte = peek {
            switch byte {
            case ASCII.quote:
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case ASCII.backslash:
                try escape(into: &utf8)
            case 0..<0x20:
                throw failure("a control character (byte \(byte)) in a string must be escaped")
            default:
                utf8.append(byte)
                index += 1
            }
        }
        throw failure("a string is not closed")
    }

    /// One escape sequence (at `\`), appended as UTF-8.
    private mutating func escape(into utf8: inout [UInt8]) throws(SyntaxError) {
        index += 1
        guard let byte = peek else { throw failure("a string is not closed") }
        index += 1
        switch byte {
        case ASCII.quote, ASCII.backslash, UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hexQuad()
            if (0xD800...0xDBFF).contains(code) {
                guard peek == ASCII.backslash, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw failure("a \\u escape of a high surrogate must be followed by its low surrogate")
                }
                index += 2
                let low = try hexQuad()
                guard (0xDC00...0xDFFF).contains(low) else { throw failure("\\u escapes pair a high surrogate with a non-low one") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(code) {
                throw failure("a \\u escape is a lone low surrogate")
            }
            // Not a surrogate (checked above), so always a scalar.
            UTF8.encode(Unicode.Scalar(code)!) { utf8.append($0) }
        default:
            index -= 1
            throw unexpected(expecting: "an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
        }
    }

    private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = ASCII.hexValue(byte) else { throw unexpected(expecting: "4 hex digits after \\u") }
            code = code << 4 | digit
            index += 1
        }
        return code
    }

    private mutating func word(_ word: StaticString) throws(SyntaxError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
            UnsafeBufferPointer(start: word.utf8Start, count: count).elementsEqual(bytes[index..<(index + count)])
        else { throw notANumberWord() ?? unexpected(expecting: "a value") }
        index += count
    }

    // MARK: Scanning

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func skipDigits() {
        while let byte = peek, ASCII.isDigit(byte) { index += 1 }
    }

    // MARK: Errors

    private func failure(_ message: String) -> SyntaxError {
        SyntaxError(message: "\(message) (byte \(index))")
    }

    private func unexpected(expecting expected: String) -> SyntaxError {
        guard let byte = peek else { return failure("the message ends where \(expected) should be") }
        let shown = (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
        return failure("\(shown) where \(expected) should be")
    }

    /// JavaScript writes NaN and ±∞ as these words (`JSON.stringify` does not, but hand-built
    /// messages do): say so instead of "unexpected 'N'".
    private func notANumberWord(from start: Int? = nil) -> SyntaxError? {
        let rest = bytes[(start ?? index)...]
        for word in ["NaN", "Infinity", "-Infinity"] where rest.starts(with: word.utf8) {
            return failure("\(word) is not JSON (JSON has no NaN or Infinity)")
        }
        return nil
    }
}

/// The bytes the parser compares against.
private enum ASCII {
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
    static let colon = UInt8(ascii: ":"), comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-"), zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")

    static func isDigit(_ byte: UInt8) -> Bool { (zero...nine).contains(byte) }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case zero...nine: UInt32(byte - zero)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
