/// Splits Swift source into words, symbols and string literals, dropping whitespace and
/// comments (nested `/* */` included). Strings know Swift's forms: `"…"`, `"""…"""`, raw
/// `#"…"#` with any number of `#`, and `\(…)` interpolations, whose code may hold strings
/// and comments of its own. Regex literals are not recognised (catalog files have no need
/// for them). Pure Swift: no Foundation.
public struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    /// Where the token `next()` last returned starts.
    private var tokenStart = 0

    public static func tokenize(_ source: String) -> [SwiftToken] {
        spans(of: Array(source.utf8)).map(\.token)
    }

    /// The tokens of UTF-8 source, each with the bytes it spans (a string literal's span
    /// runs from its first `#` or quote to its last quote or `#`), for rewriting the source
    /// token by token ([ObjCRewriter]).
    static func spans(of bytes: [UInt8]) -> [(token: SwiftToken, range: Range<Int>)] {
        var tokenizer = SwiftTokenizer(bytes: bytes)
        var spans: [(token: SwiftToken, range: Range<Int>)] = []
        while let token = tokenizer.next() { spans.append((token, tokenizer.tokenStart..<tokenizer.index)) }
        return spans
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func next() -> SwiftToken? {
        while index < bytes.count {
            tokenStart = index
            let current = bytes[index]
            switch current {
            case .newline:
                line += 1
                index += 1
            case .space, .tab, .carriageReturn, 0x0B, 0x0C:
                index += 1
            case .slash where byte(at: index + 1) == .slash:
                while index < bytes.count, bytes[index] != .newline { index += 1 }
            case .slash where byte(at: index + 1) == .star:
                skipBlockComment()
            case .quote:
                return string(hashes: 0)
            case .hash:
                var hashes = 0
                while byte(at: index + hashes) == .hash { hashes += 1 }
                if byte(at: index + hashes) == .quote {
                    index += hashes
                    return string(hashes: hashes)
                }
                if hashes == 1, let next = byte(at: index + 1), next.isWordByte {
                    let start = index
                    index += 1
                    return word(from: start)
                }
                return symbol(length: 1)
            case .backtick:
                let start = index
                index += 1
                while index < bytes.count, bytes[index] != .backtick, bytes[index] != .newline { index += 1 }
                if byte(at: index) == .backtick { index += 1 }
                return SwiftToken(.word, text(start..<index), line: line)
            case .minus where byte(at: index + 1) == .greaterThan:
                return symbol(length: 2)
            default:
                if current.isWordByte { return word(from: index) }
                return symbol(length: 1)
            }
        }
        return nil
    }

    // MARK: Pieces

    private func byte(at position: Int) -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private mutating func symbol(length: Int) -> SwiftToken {
        let token = SwiftToken(.symbol, text(index..<index + length), line: line)
        index += length
        return token
    }

    private mutating func word(from start: Int) -> SwiftToken {
        while index < bytes.count, bytes[index].isWordByte { index += 1 }
        return SwiftToken(.word, text(start..<index), line: line)
    }

    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if byte(at: index) == .slash, byte(at: index + 1) == .star {
                depth += 1
                index += 2
            } else if byte(at: index) == .star, byte(at: index + 1) == .slash {
                depth -= 1
                index += 2
            } else {
                if bytes[index] == .newline { line += 1 }
                index += 1
            }
        } while depth > 0 && index < bytes.count
    }

    private func hashes(_ count: Int, at position: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: position + $0) == .hash }
    }

    /// A string literal starting at its opening quote, after `hashes` `#`s. Single-line
    /// strings left open end at the line's end, so one typo cannot swallow the file.
    private mutating func string(hashes: Int) -> SwiftToken {
        let startLine = line
        let start = tokenStart
        defer { tokenStart = start }  // an interpolation's tokens move it
        let multiline = byte(at: index + 1) == .quote && byte(at: index + 2) == .quote
        index += multiline ? 3 : 1
        var value: [UInt8] = []
        var isStatic = !multiline
        while index < bytes.count {
            let current = bytes[index]
            if current == .backslash, self.hashes(hashes, at: index + 1), let escaped = byte(at: index + 1 + hashes) {
                index += 1 + hashes
                switch escaped {
                case .openParen:
                    index += 1
                    isStatic = false
                    skipInterpolation()
                    continue
                case .newline:
                    line += 1
                case UInt8(ascii: "n"): value.append(.newline)
                case UInt8(ascii: "t"): value.append(.tab)
                case UInt8(ascii: "r"): value.append(.carriageReturn)
                case UInt8(ascii: "0"): value.append(0)
                case UInt8(ascii: "u"):
                    isStatic = false  // `\u{…}` is legal but never worth decoding here
                default: value.append(escaped)
                }
                index += 1
                continue
            }
            if current == .quote {
                if multiline {
                    if byte(at: index + 1) == .quote, byte(at: index + 2) == .quote, self.hashes(hashes, at: index + 3) {
                        index += 3 + hashes
                        break
                    }
                } else if self.hashes(hashes, at: index + 1) {
                    index += 1 + hashes
                    break
                }
            }
            if current == .newline {
                if !multiline { break }
                line += 1
            }
            value.append(current)
            index += 1
        }
        return SwiftToken(.string(isStatic: isStatic), String(decoding: value, as: UTF8.self), line: startLine)
    }

    /// Skips the code of `\(…)` up to and including its closing parenthesis.
    private mutating func skipInterpolation() {
        var depth = 1
        while let token = next() {
            if token.isSymbol("(") { depth += 1 }
            if token.isSymbol(")") { depth -= 1 }
            if depth == 0 { return }
        }
    }
}

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let star = UInt8(ascii: "*")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let backtick = UInt8(ascii: "`")
    fileprivate static let openParen = UInt8(ascii: "(")
    fileprivate static let minus = UInt8(ascii: "-")
    fileprivate static let greaterThan = UInt8(ascii: ">")

    /// Letters, digits, `_`, `$` and every byte of a non-ASCII character.
    fileprivate var isWordByte: Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
            return true
        default:
            return false
        }
    }
}
