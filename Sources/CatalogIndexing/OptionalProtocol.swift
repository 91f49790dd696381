/// An app's `@objc protocol` and its `optional` methods, as the rewrite for Linux needs them
/// (ObjCRewriter): Swift on Linux has no optional requirements, so the copy a folder entry
/// compiles turns each into a requirement with a default that throws "not implemented", and
/// adds the members that make `delegate?.method?(…)` compile and `responds(to:)` answer
/// (OptionalProtocol+Generated.swift). docs/bring-your-own.md, "Optional requirements".
public struct OptionalProtocol: Equatable, Sendable {
    public let name: String
    /// `public` or nil (internal, or narrower: the generated code goes beside the protocol).
    public let isPublic: Bool
    public let methods: [Method]

    public struct Method: Equatable, Sendable {
        public let name: String
        public let parameters: [Parameter]
        /// The result type as written, nil for none.
        public let result: String?
        public let isAsync: Bool

        /// `card(_:shouldOpenAt:)`.
        public var fullName: String {
            name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        }
    }

    public struct Parameter: Equatable, Sendable {
        /// nil for `_`.
        public let label: String?
        public let name: String
        public let type: String
    }

    /// The protocols of a file declared `@objc` that have optional methods.
    public static func find(in source: String) -> [OptionalProtocol] {
        let bytes = Array(source.utf8)
        return Scan(bytes: bytes, spans: SwiftTokenizer.spans(of: bytes)).protocols.compactMap(\.protocol)
    }

    /// The names of every `@objc protocol` of a file, whether or not it has optional
    /// members: a plain text test, made the same way by Package.swift and
    /// CatalogRegistryPlugin (RewriteRuleInStepTests keeps the copies in step) — a line holding `protocol NAME` that
    /// holds `@objc` or follows a line that does.
    public static func objcProtocolNames(in source: String) -> [String] {
        var names: [String] = []
        var previous: Substring = ""
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { previous = line }
            guard line.contains("@objc") || previous.contains("@objc"), let after = line.suffix(after: "protocol ") else { continue }
            let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }
}

/// Where a file declares, rewrites and conforms to optional protocols: the token-level
/// reading the rewrite works from.
struct Scan {
    typealias Span = (token: SwiftToken, range: Range<Int>)

    /// An `@objc protocol` declaration and the edits that make it a Swift protocol.
    struct Declaration {
        var `protocol`: OptionalProtocol?
        /// Byte offset where the class bound (and the generated protocol) go, and what goes there.
        var boundInsertion: (at: Int, text: String)
        /// `optional` keywords to remove (with the spaces after them), `throws` to insert.
        var removals: [Range<Int>] = []
        var throwsInsertions: [Int] = []
    }

    /// A class or extension at file scope whose inheritance list names a protocol.
    struct Conformance {
        let typeName: String
        let protocols: [String]
    }

    let bytes: [UInt8]
    let spans: [Span]
    private(set) var protocols: [Declaration] = []
    private(set) var conformances: [Conformance] = []

    init(bytes: [UInt8], spans: [Span]) {
        self.bytes = bytes
        self.spans = spans
        var depth = 0
        var i = 0
        while i < spans.count {
            let token = spans[i].token
            if token.isSymbol("{") { depth += 1 }
            if token.isSymbol("}") { depth -= 1 }
            if token.isWord("protocol"), i + 1 < spans.count, spans[i + 1].token.kind == .word,
                let attributes = attributesBefore(i), attributes.names.contains("objc"),
                let declaration = declaration(at: i, isPublic: attributes.modifiers.contains("public"))
            {
                protocols.append(declaration)
            } else if depth == 0, token.isWord("class") || token.isWord("extension"), let conformance = conformance(at: i) {
                conformances.append(conformance)
            }
            i += 1
        }
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The attributes and modifiers written before the token at `index`.
    private func attributesBefore(_ index: Int) -> (names: [String], modifiers: [String])? {
        let modifiers: Set<String> = ["public", "internal", "fileprivate", "private", "open", "final"]
        var names: [String] = []
        var found: [String] = []
        var j = index - 1
        while j >= 0 {
            let token = spans[j].token
            if token.kind == .word, modifiers.contains(token.text) {
                found.append(token.text)
                j -= 1
            } else if token.isSymbol(")"), let open = matching(from: j, open: "(", close: ")", backwards: true),
                open >= 2, spans[open - 2].token.isSymbol("@")
            {
                names.append(spans[open - 1].token.text)
                j = open - 3
            } else if token.kind == .word, j >= 1, spans[j - 1].token.isSymbol("@") {
                names.append(token.text)
                j -= 2
            } else {
                break
            }
        }
        return (names, found)
    }

    /// The `@objc protocol` at `index` (the `protocol` keyword).
    private func declaration(at index: Int, isPublic: Bool) -> Declaration? {
        let name = spans[index + 1].token.text
        var k = index + 2
        var inheritance: [String] = []
        var colonEnd: Int?
        while k < spans.count, !spans[k].token.isSymbol("{") {
            if spans[k].token.isSymbol(":"), colonEnd == nil { colonEnd = spans[k].range.upperBound }
            if spans[k].token.kind == .word { inheritance.append(spans[k].token.text) }
            k += 1
        }
        guard k < spans.count, let close = matching(from: k, open: "{", close: "}", backwards: false) else { return nil }
        var declaration = Declaration(boundInsertion: (0, ""))
        var methods: [OptionalProtocol.Method] = []
        var m = k + 1
        while m < close {
            if spans[m].token.isSymbol("{"), let end = matching(from: m, open: "{", close: "}", backwards: false) {
                m = end + 1
                continue
            }
            if spans[m].token.isWord("optional"), let (method, effectsEnd, throwing) = method(after: m, before: close) {
                var end = spans[m].range.upperBound
                while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
                declaration.removals.append(spans[m].range.lowerBound..<end)
                if !throwing { declaration.throwsInsertions.append(effectsEnd) }
                methods.append(method)
            }
            m += 1
        }
        let generated = methods.isEmpty ? "" : ", __\(name)_Optionals"
        let bound = inheritance.contains("AnyObject") || inheritance.contains("class") ? "" : "AnyObject"
        let insertion = [bound, String(generated.dropFirst(2))].filter { !$0.isEmpty }.joined(separator: ", ")
        if let colonEnd {
            declaration.boundInsertion = (colonEnd, insertion.isEmpty ? "" : " " + insertion + ",")
        } else {
            declaration.boundInsertion = (spans[index + 1].range.upperBound, insertion.isEmpty ? "" : ": " + insertion)
        }
        if !methods.isEmpty { declaration.protocol = OptionalProtocol(name: name, isPublic: isPublic, methods: methods) }
        return declaration
    }

    /// The optional method declared after the `optional` keyword at `index`, where its effects
    /// end (after the parameters and `async`), and whether it already throws. nil for what the
    /// rewrite does not support (a property, a subscript, a static or generic method, a
    /// variadic parameter): the compiler then reports `optional` at the app's line.
    private func method(after index: Int, before end: Int) -> (OptionalProtocol.Method, Int, Bool)? {
        var k = index + 1
        while k < end, spans[k].token.isSymbol("@") || (k > 0 && spans[k - 1].token.isSymbol("@")) { k += 1 }
        guard k + 2 < end, spans[k].token.isWord("func"), spans[k + 1].token.kind == .word,
            spans[k + 2].token.isSymbol("("), let close = matching(from: k + 2, open: "(", close: ")", backwards: false),
            let parameters = parameters(spans[(k + 3)..<close])
        else { return nil }
        var effectsEnd = spans[close].range.upperBound
        var n = close + 1
        var isAsync = false
        var throwing = false
        while n < end, spans[n].token.isWord("async") || spans[n].token.isWord("throws") || spans[n].token.isWord("rethrows") {
            if spans[n].token.isWord("async") {
                isAsync = true
                effectsEnd = spans[n].range.upperBound
            }
            if !spans[n].token.isWord("async") { throwing = true }
            n += 1
        }
        var result: String?
        if n < end, spans[n].token.isSymbol("->") {
            let first = n + 1
            var last = first
            while last + 1 < end, spans[last + 1].token.line == spans[last].token.line,
                !spans[last + 1].token.isSymbol(";"), !spans[last + 1].token.isSymbol("{"), !spans[last + 1].token.isWord("where")
            {
                last += 1
            }
            guard first < end else { return nil }
            result = text(spans[first].range.lowerBound..<spans[last].range.upperBound)
        }
        let method = OptionalProtocol.Method(name: spans[k + 1].token.text, parameters: parameters, result: result, isAsync: isAsync)
        return (method, effectsEnd, throwing)
    }

    /// `_ card: CardView, shouldOpenAt point: CGPoint`, split at its top-level commas.
    private func parameters(_ tokens: ArraySlice<Span>) -> [OptionalProtocol.Parameter]? {
        var result: [OptionalProtocol.Parameter] = []
        var current: [Span] = []
        var depth = 0
        func finish() -> Bool {
            guard !current.isEmpty else { return true }
            guard let colon = current.firstIndex(where: { $0.token.isSymbol(":") }), colon >= 1, colon <= 2,
                colon + 1 < current.count
            else { return false }
            let type = text(current[colon + 1].range.lowerBound..<current[current.count - 1].range.upperBound)
            guard !type.hasSuffix("...") else { return false }
            let name = current[colon - 1].token.text
            let label = colon == 2 ? current[0].token.text : name
            result.append(OptionalProtocol.Parameter(label: label == "_" ? nil : label, name: name, type: type))
            current = []
            return true
        }
        for span in tokens {
            if span.token.isSymbol("(") || span.token.isSymbol("[") || span.token.isSymbol("<") { depth += 1 }
            if span.token.isSymbol(")") || span.token.isSymbol("]") || span.token.isSymbol(">") { depth -= 1 }
            if depth == 0, span.token.isSymbol(",") {
                guard finish() else { return nil }
            } else {
                current.append(span)
            }
        }
        return finish() ? result : nil
    }

    /// A class or extension declaration at `index` and the protocols its inheritance list names
    /// (none for a conditional extension: its conformance holds for some types only).
    private func conformance(at index: Int) -> Conformance? {
        var k = index + 1
        var typeName = ""
        while k < spans.count, spans[k].token.kind == .word || spans[k].token.isSymbol(".") {
            typeName += spans[k].token.text
            k += 1
        }
        if k < spans.count, spans[k].token.isSymbol("<"), let close = matching(from: k, open: "<", close: ">", backwards: false) {
            k = close + 1
        }
        guard !typeName.isEmpty, k < spans.count, spans[k].token.isSymbol(":") else { return nil }
        var names: [String] = []
        k += 1
        while k < spans.count, !spans[k].token.isSymbol("{") {
            if spans[k].token.isWord("where") { return nil }
            if spans[k].token.kind == .word { names.append(spans[k].token.text) }
            k += 1
        }
        return Conformance(typeName: typeName, protocols: names)
    }

    /// The index of the bracket matching the one at `index`.
    private func matching(from index: Int, open: String, close: String, backwards: Bool) -> Int? {
        var depth = 0
        var k = index
        while k >= 0 && k < spans.count {
            if spans[k].token.isSymbol(backwards ? close : open) { depth += 1 }
            if spans[k].token.isSymbol(backwards ? open : close) {
                depth -= 1
                if depth == 0 { return k }
            }
            k += backwards ? -1 : 1
        }
        return nil
    }
}

extension Substring {
    /// What follows the first occurrence of `marker` (no Foundation here).
    func suffix(after marker: String) -> Substring? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(marker) { return self[self.index(index, offsetBy: marker.count)...] }
            index = self.index(after: index)
        }
        return nil
    }
}
