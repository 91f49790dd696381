/// Finds the type declarations of one Swift file, with their inheritance clauses and how
/// they declare `id`. It reads tokens, not a syntax tree: enough for catalog files, which
/// are ordinary Swift, and small enough to need neither SwiftSyntax nor Foundation.
public enum DeclarationScanner {
    public static func scan(_ source: String) -> [TypeDeclaration] {
        var scanner = Scanner(tokens: SwiftTokenizer.tokenize(source))
        scanner.run()
        return scanner.declarations
    }
}

private struct Scanner {
    let tokens: [SwiftToken]
    var declarations: [TypeDeclaration] = []
    /// One element per open `{`: the declaration whose body it opens, or nil for any other
    /// braces (functions, closures, accessors, control flow).
    var scopes: [Int?] = []
    /// The declaration whose body the next `{` opens.
    var pendingBody: Int?

    init(tokens: [SwiftToken]) {
        self.tokens = tokens
    }

    mutating func run() {
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            if token.isSymbol("{") {
                scopes.append(pendingBody)
                pendingBody = nil
            } else if token.isSymbol("}") {
                _ = scopes.popLast()
            } else if token.kind == .word, let keyword = TypeDeclaration.Keyword(rawValue: token.text),
                !(i > 0 && tokens[i - 1].isSymbol(".")),
                let (declaration, body) = declaration(keyword, at: i)
            {
                declarations.append(declaration)
                if let body {
                    pendingBody = declarations.count - 1
                    i = body
                    continue
                }
            } else if token.isWord("let") || token.isWord("var"), let owner = scopes.last ?? nil,
                tokens.indices.contains(i + 1), tokens[i + 1].isWord("id"),
                !modifiers(before: i).contains(where: { $0 == "static" || $0 == "class" })
            {
                record(idDeclaration(at: i + 1), for: owner)
            }
            i += 1
        }
    }

    // MARK: Declarations

    /// Parses `keyword Name<…>: A, B where … {` at `start`; returns the declaration and the
    /// index of the `{` that opens its body (nil when it has none).
    func declaration(_ keyword: TypeDeclaration.Keyword, at start: Int) -> (TypeDeclaration, Int?)? {
        var i = start + 1
        guard i < tokens.count, isName(tokens[i]) else { return nil }  // `class func`, `protocol P: class`
        var name = tokens[i].text
        i += 1
        while keyword == .extension, i + 1 < tokens.count, tokens[i].isSymbol("."), isName(tokens[i + 1]) {
            name += "." + tokens[i + 1].text
            i += 2
        }
        var isGeneric = false
        if i < tokens.count, tokens[i].isSymbol("<") {
            isGeneric = true
            i = skipAngles(from: i)
        }
        var inherited: [String] = []
        if i < tokens.count, tokens[i].isSymbol(":") {
            (inherited, i) = inheritanceClause(from: i + 1)
        }
        let body = openingBrace(from: i)

        let enclosing = scopes.map { $0.map { declarations[$0] } }
        let reachable = enclosing.allSatisfy { $0?.qualifiedName != nil }
        let outer = enclosing.compactMap { $0?.qualifiedName ?? $0?.name }
        let ownModifiers = modifiers(before: start)
        let declaration = TypeDeclaration(
            keyword: keyword, name: name,
            qualifiedName: reachable ? (outer + [name]).joined(separator: ".") : nil,
            line: tokens[start].line, inherited: inherited,
            isGeneric: isGeneric || enclosing.contains { $0?.isGeneric == true && $0?.keyword != .extension },
            isFilePrivate: ownModifiers.contains("private") || ownModifiers.contains("fileprivate")
                || enclosing.contains { $0?.isFilePrivate == true })
        return (declaration, body)
    }

    /// Reads `A, B.C, D<E> & F` up to `{` or `where`; returns the last name of every item
    /// and the index where the clause ends.
    func inheritanceClause(from start: Int) -> ([String], Int) {
        var names: [String] = []
        var last: String?
        var depth = 0
        var i = start
        while i < tokens.count {
            let token = tokens[i]
            if depth == 0, token.isSymbol("{") || token.isWord("where") || token.isSymbol("}") { break }
            if token.isSymbol("<") || token.isSymbol("(") || token.isSymbol("[") { depth += 1 }
            if token.isSymbol(">") || token.isSymbol(")") || token.isSymbol("]") { depth = max(0, depth - 1) }
            if depth == 0, token.isSymbol(",") || token.isSymbol("&") {
                if let last { names.append(last) }
                last = nil
            }
            if depth == 0, token.kind == .word { last = token.text }
            i += 1
        }
        if let last { names.append(last) }
        return (names, i)
    }

    /// The index just past the `>` matching the `<` at `start`.
    func skipAngles(from start: Int) -> Int {
        var depth = 0
        var i = start
        while i < tokens.count, !tokens[i].isSymbol("{") {
            if tokens[i].isSymbol("<") { depth += 1 }
            if tokens[i].isSymbol(">") { depth -= 1 }
            i += 1
            if depth == 0 { break }
        }
        return i
    }

    /// The `{` opening the body, skipping a `where` clause; nil if a `}` or `;` comes first.
    func openingBrace(from start: Int) -> Int? {
        var i = start
        while i < tokens.count {
            if tokens[i].isSymbol("{") { return i }
            if tokens[i].isSymbol("}") || tokens[i].isSymbol(";") { return nil }
            i += 1
        }
        return nil
    }

    /// The modifiers written before the keyword at `index` (`public`, `final`, `static` …),
    /// skipping attributes such as `@MainActor` or `@available(iOS 17, *)`.
    func modifiers(before index: Int) -> [String] {
        var found: [String] = []
        var i = index - 1
        while i >= 0 {
            let token = tokens[i]
            if token.kind == .word, Self.modifierWords.contains(token.text) {
                found.append(token.text)
                i -= 1
            } else if token.isSymbol(")"), let open = matchingOpenParen(before: i) {
                if open >= 1, tokens[open - 1].kind == .word, Self.modifierWords.contains(tokens[open - 1].text) {
                    i = open - 1  // `private(set)`
                } else if open >= 2, tokens[open - 1].kind == .word, tokens[open - 2].isSymbol("@") {
                    i = open - 3
                } else {
                    break
                }
            } else if token.kind == .word, i >= 1, tokens[i - 1].isSymbol("@") {
                i -= 2
            } else {
                break
            }
        }
        return found
    }

    func matchingOpenParen(before close: Int) -> Int? {
        var depth = 0
        var i = close
        while i >= 0 {
            if tokens[i].isSymbol(")") { depth += 1 }
            if tokens[i].isSymbol("(") {
                depth -= 1
                if depth == 0 { return i }
            }
            i -= 1
        }
        return nil
    }

    func isName(_ token: SwiftToken) -> Bool {
        guard token.kind == .word, let first = token.text.utf8.first else { return false }
        let startsLikeName =
            first == UInt8(ascii: "`") || first == UInt8(ascii: "_") || first >= 0x80
            || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
        return startsLikeName && !Self.keywords.contains(token.text)
    }

    static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "indirect",
        "static", "class", "nonisolated", "override", "lazy", "weak", "unowned", "dynamic", "required",
        "convenience", "mutating", "nonmutating", "distributed", "borrowing", "consuming",
    ]

    static let keywords: Set<String> = modifierWords.union([
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "associatedtype", "case",
        "struct", "enum", "protocol", "extension", "actor", "import", "operator", "macro", "where",
        "in", "is", "as", "any", "some", "Self", "self", "true", "false", "nil", "return",
    ])

    // MARK: id

    /// Reads what follows `let id` / `var id` (at `index`, the `id` token).
    func idDeclaration(at index: Int) -> IDDeclaration {
        let line = tokens[index].line
        var i = index + 1
        // A type annotation stays on the declaration's line: `let id: String = …`.
        if i < tokens.count, tokens[i].isSymbol(":") {
            i += 1
            while i < tokens.count, tokens[i].line == line, !tokens[i].isSymbol("="), !tokens[i].isSymbol("{") { i += 1 }
        }
        guard i < tokens.count else { return .computed(line: line) }
        if tokens[i].isSymbol("="), i + 1 < tokens.count, let value = tokens[i + 1].staticString {
            let after = i + 2 < tokens.count ? tokens[i + 2] : nil
            let ends = after.map { $0.line > tokens[i + 1].line || $0.isSymbol(";") || $0.isSymbol("}") } ?? true
            return ends ? .literal(value, line: line) : .computed(line: line)
        }
        if tokens[i].isSymbol("{") {
            var j = i + 1
            var closers = 1
            if j + 1 < tokens.count, tokens[j].isWord("get"), tokens[j + 1].isSymbol("{") {
                j += 2
                closers = 2
            }
            if j < tokens.count, tokens[j].isWord("return") { j += 1 }
            if j < tokens.count, let value = tokens[j].staticString,
                (1...closers).allSatisfy({ j + $0 < tokens.count && tokens[j + $0].isSymbol("}") })
            {
                return .literal(value, line: line)
            }
        }
        return .computed(line: line)
    }

    /// Two `id` declarations in one type (`#if` branches) only count if they agree.
    mutating func record(_ id: IDDeclaration, for owner: Int) {
        switch (declarations[owner].id, id) {
        case (.missing, _): declarations[owner].id = id
        case (.literal(let a, _), .literal(let b, _)) where a == b: break
        case (.literal(_, let line), _), (.computed(let line), _): declarations[owner].id = .computed(line: line)
        }
    }
}
