/// A token of Swift source, as much of Swift's grammar as finding catalog entries needs.
///
/// Comments are dropped while tokenizing, and a string literal becomes one token, so a
/// `CatalogEntry` written in a comment or in a string can never look like code.
public struct SwiftToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// An identifier or keyword (`struct`, `CatalogEntry`, `` `class` `` keeps its
        /// backticks), a number, or a `#` directive (`#if`).
        case word
        /// Punctuation or an operator: one character, except `->`.
        case symbol
        /// A string literal. `text` is its value when `isStatic`, that is when it has no
        /// interpolation, no `\u{…}` escape and is not a multi-line literal.
        case string(isStatic: Bool)
    }

    public var kind: Kind
    public var text: String
    /// 1-based line the token starts on.
    public var line: Int

    public init(_ kind: Kind, _ text: String, line: Int) {
        self.kind = kind
        self.text = text
        self.line = line
    }

    func isWord(_ word: String) -> Bool { kind == .word && text == word }
    func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }

    /// A string literal whose value is known without running the code.
    var staticString: String? {
        if case .string(isStatic: true) = kind { return text }
        return nil
    }
}
