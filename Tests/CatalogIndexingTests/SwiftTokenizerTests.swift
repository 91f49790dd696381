import TestExpectations
import Testing
@testable import CatalogIndexing

@Suite("Tokenizer")
struct SwiftTokenizerTests {
    private func words(_ source: String) -> [String] {
        SwiftTokenizer.tokenize(source).filter { $0.kind == .word }.map(\.text)
    }

    @Test("comments are dropped, nested block comments included")
    func comments() {
        let source = """
            // struct A: CatalogEntry
            /* struct B: CatalogEntry /* nested */ still a comment: CatalogEntry */
            struct C {}
            """
        expectEqual(words(source), ["struct", "C"])
    }

    @Test("string literals are one token each: plain, multi-line, raw, interpolated")
    func strings() {
        let source = #"""
            let a = "CatalogEntry \"quoted\""
            let b = """
                struct X: CatalogEntry {}
                """
            let c = #"raw "CatalogEntry" \(not interpolated)"#
            let d = "\(f("CatalogEntry", /* ) */ g(")")))"
            """#
        let tokens = SwiftTokenizer.tokenize(source)
        #expect(!tokens.contains { $0.kind == .word && $0.text == "CatalogEntry" })
        let strings = tokens.filter { if case .string = $0.kind { return true } else { return false } }
        expectEqual(strings.count, 4)
        expectEqual(strings[0].staticString, #"CatalogEntry "quoted""#)
        #expect(strings[1].staticString == nil)  // multi-line: value not read
        expectEqual(strings[2].staticString, #"raw "CatalogEntry" \(not interpolated)"#)
        #expect(strings[3].staticString == nil)  // interpolated
        expectEqual(words(source), ["let", "a", "let", "b", "let", "c", "let", "d"])
    }

    @Test("tokens carry the line they start on, counting lines inside comments and strings")
    func lines() {
        let source = "/*\n\n*/ let x = \"\"\"\none\ntwo\n\"\"\"\nstruct S {}"
        let tokens = SwiftTokenizer.tokenize(source)
        #expect(tokens.first { $0.text == "let" }?.line == 3)
        #expect(tokens.first { $0.text == "struct" }?.line == 7)
    }

    @Test("an unterminated string ends at its line instead of swallowing the file")
    func unterminatedString() {
        expectEqual(words("let s = \"oops\nstruct S: CatalogEntry {}"), ["let", "s", "struct", "S", "CatalogEntry"])
    }

    @Test("`->` is one symbol; `#if` and backticked names are words")
    func symbolsAndWords() {
        let tokens = SwiftTokenizer.tokenize("#if DEBUG\nlet `class`: () -> Void\n#endif")
        expectEqual(tokens.map(\.text), ["#if", "DEBUG", "let", "`class`", ":", "(", ")", "->", "Void", "#endif"])
    }
}
