import TestExpectations
import Testing
@testable import PreviewProtocol

/// The strict reader of client messages: RFC 8259 and nothing more, numbers kept as written.
@Suite("JSONParser")
struct JSONParserTests {
    @Test("valid JSON: every kind of value, escapes and surrogate pairs, whitespace around tokens")
    func valid() throws {
        let value = try JSONParser.parse(#" { "a" : [ 1 , -0.5e+2 , true , false , null , "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00" ] , "b" : { } , "c" : [ ] } "#)
        guard case .object(let object) = value, case .array(let items)? = object["a"] else {
            Issue.record("not an object with an array: \(value)")
            return
        }
        expectEqual(items.count, 6)
        expectEqual(items[0], .number(JSONNumber(text: "1")))
        expectEqual(items[1], .number(JSONNumber(text: "-0.5e+2")))
        if case .number(let n) = items[1] { expectEqual(n.value, -50) }
        expectEqual(Array(items[2...4]), [.bool(true), .bool(false), .null])
        expectEqual(items[5], .string("x\"\\/\u{08}\u{0C}\n\r\té😀"))
        #expect(object["b"] == .object([:]) && object["c"] == .array([]))
        #expect(try JSONParser.parse(#""é, straight from UTF-8""#) == .string("é, straight from UTF-8"))
    }

    @Test("not JSON: each is refused, with where it went wrong", arguments: [
        (#"{"type":"ping",}"#, "trailing comma"), ("[1,2,]", "trailing comma"), ("[1,,2]", "','"),
        (#"{"a":NaN}"#, "NaN is not JSON"), (#"{"a":Infinity}"#, "Infinity is not JSON"),
        (#"{"a":-Infinity}"#, "-Infinity is not JSON"), (#"{"a":01}"#, "start with 0"), (#"{"a":+1}"#, "'+'"),
        (#"{"a":.5}"#, "'.'"), (#"{"a":1.}"#, "after '.'"), (#"{"a":1e}"#, "exponent"), (#"{'a':1}"#, "double quotes"),
        ("{\"a\":\"tab\there\"}", "control character"), (#"{"a":"\ud800"}"#, "low surrogate"),
        (#"{"a":"\udc00"}"#, "lone low surrogate"), (#"{"a":"\x"}"#, "escape"), (#"{"a":1} x"#, "end of the message"),
        (#"{"a":1"#, "ends where"), (#"{"a":"open"#, "not closed"), ("", "ends where a value"), ("nul", "a value"),
        (String(repeating: "[", count: 33) + String(repeating: "]", count: 33), "deeper than 32"),
    ])
    func invalid(text: String, problem: String) {
        let error = #expect(throws: JSONParser.SyntaxError.self, "\(text)") { try JSONParser.parse(text) }
        let message = error?.message ?? ""
        #expect(message.contains(problem) && message.contains("(byte "), "\(text): \(message)")
    }

    @Test("nesting up to the limit is fine")
    func depthLimit() throws {
        let nested = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
        #expect(throws: Never.self) { try JSONParser.parse(nested) }
    }

    @Test("a number keeps its text; overflow is ±∞, underflow 0")
    func numbers() throws {
        for (text, value) in [("1e309", Double.infinity), ("-1e309", -.infinity), ("1e-400", 0), ("12.50", 12.5)] {
            #expect(try JSONParser.parse("[\(text)]") == .array([.number(JSONNumber(text: text))]))
            expectEqual(JSONNumber(text: text).value, value, "\(text)")
        }
    }

    @Test("whole numbers are decided on the digits", arguments: [
        ("7", true), ("-0", true), ("1.0", true), ("1e2", true), ("1.5e1", true), ("12.300e1", true), ("12.345e1", false), ("1230e-1", true),
        ("0.5", false), ("1e-400", false), ("0.0e-5", true), ("1.25e1", false), ("9007199254740993", true),
    ])
    func wholeNumbers(text: String, whole: Bool) {
        expectEqual(JSONNumber(text: text).isWhole, whole, "\(text)")
    }
}
