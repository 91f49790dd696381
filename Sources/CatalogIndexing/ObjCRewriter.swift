/// Rewrites an iOS source file's Objective-C interop and platform conditions into code Swift
/// on Linux compiles as the app's iOS target does, so the app's files build unchanged: the build compiles a rewritten copy, never the file itself.
///
/// - The attributes `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBAction`,
///   `@IBOutlet`, `@IBInspectable`, `@IBDesignable` and `@IBSegueAction` are removed (with the
///   spaces after them). `dynamic` stays: Swift on Linux accepts it without `@objc`.
/// - `#selector(NAME(labels:))` and `#selector(self.NAME(labels:))` become
///   `Selector.method(Self.NAME(labels:))`; `#selector(Type.NAME(labels:))` becomes
///   `Selector.method(Type.NAME(labels:))` — the engine's `Selector.method(_:)` takes the
///   unbound method. `#selector(getter: x)` and `#selector(setter: x)` are left as they are
///   (unsupported: the compiler rejects them, at the user's line).
/// - Platform conditions of `#if`/`#elseif` lines are answered as on an iOS device:
///   `os(iOS)` and `arch(arm64)` become `true`; every other `os(…)` and `arch(…)`, and
///   `targetEnvironment(simulator)` and `targetEnvironment(macCatalyst)`, become `false`. Code
///   under `#if os(iOS)` is compiled, as the app's target compiles it.
/// - An `@objc protocol` keeps its class bound (`: AnyObject`), and its `optional` methods
///   become requirements with a default that throws "not implemented", with the members that
///   make `delegate?.method?(…)` and `responds(to:)` work, after the file's last line
///   (OptionalProtocol+Generated.swift); a class conforming to such a protocol of the folder
///   gets what tells `responds(to:)` which of them it implements; `#selector(P.method(…))` of
///   such a method becomes `__P_selector("method(…)")`.
/// - `#keyPath(Type.name)` becomes the string `"name"` (ObjCRewriter+KeyPath.swift).
/// - `import Foundation` becomes `import UIKit` (which re-exports Foundation): UIKit's
///   `Timer` and `RunLoop` members, which put timers on the run's run loop, shadow
///   Foundation's only where Foundation is not imported by name as well.
/// - `Date()`, `Date.now`, `Date(timeIntervalSinceNow:)`, `.timeIntervalSinceNow` and
///   `.systemUptime` read the run's virtual clock (ObjCRewriter+Clock.swift).
/// - An import of a module Apple ships and Linux has not (`appleOnlyImports`: `os`, `os.log`,
///   `OSLog`, `AVFoundation`, `CoreMedia`, `UIKit.UIGestureRecognizerSubclass`, `ObjectiveC` …) becomes
///   `import UIKit`, which declares the few names transition files use from them (`os_log`,
///   `Logger`, `AVMakeRect(aspectRatio:insideRect:)`, the recognizer subclass methods,
///   `objc_setAssociatedObject`).
///
/// The rewrite works on tokens ([SwiftTokenizer]), so comments and string literals are never
/// touched, and it never adds or removes a line: the copy starts with a `#sourceLocation`
/// line naming the original file, after which every line is the original's line, so the
/// compiler's errors point at the user's file and line. Pure Swift: no Foundation.
public enum ObjCRewriter {
    /// Attributes removed, without their `@`.
    public static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
    ]

    /// The modules (and submodules) of Apple's SDK that transition files import and Linux has
    /// no module for; an `import` of one becomes `import UIKit`, whose names stand in for what
    /// such files use of them (docs/bring-your-own.md, "Apple-only imports").
    public static let appleOnlyImports: Set<String> = [
        "os", "os.log", "os.signpost", "OSLog", "AVFoundation", "AVKit", "CoreMedia",
        "UIKit.UIGestureRecognizerSubclass", "ObjectiveC",
    ]

    /// Whether a file may need the rewrite: a plain substring test, cheap enough for
    /// Package.swift and CatalogRegistryPlugin, which make the same test (they cannot import
    /// this module; RewriteRuleInStepTests checks the three are one test). A hit in a comment or a string only costs a
    /// copy that is the file itself.
    /// `objcProtocols` are the folder's `@objc protocol` names (`OptionalProtocol.objcProtocolNames`):
    /// a file naming one may conform to it.
    public static func mayNeedRewrite(_ source: String, objcProtocols: [String] = []) -> Bool {
        source.contains("@objc") || source.contains("@nonobjc") || source.contains("@IB") || source.contains("#selector")
            || source.contains("#keyPath")
            || source.split(separator: "\n").contains { line in
                (line.contains("#if") || line.contains("#elseif"))
                    && (line.contains("os(") || line.contains("targetEnvironment(") || line.contains("arch("))
            }
            || (source.contains("import Foundation") && (source.contains("Timer") || source.contains("RunLoop")))
            || source.contains("Date()") || source.contains("Date.now") || source.contains("timeIntervalSinceNow")
            || source.contains("systemUptime") || source.contains("Time.now()") || source.contains("Clock.now")
            || source.contains("CFAbsoluteTimeGetCurrent")
            || source.contains("import os") || source.contains("import OSLog") || source.contains("import AV")
            || source.contains("import CoreMedia") || source.contains("import UIKit.") || source.contains("import ObjectiveC")
            || objcProtocols.contains { source.contains($0) }
    }

    /// What a platform condition is on an iOS device (`os(iOS)`: true), by the condition's
    /// name and argument; nil for conditions that are the same here (`canImport`, `swift` …).
    static func deviceAnswer(condition: String, argument: String) -> Bool? {
        switch condition {
        case "os": argument == "iOS"
        case "arch": argument == "arm64"
        case "targetEnvironment": false
        default: nil
        }
    }

    /// The copy the build compiles in place of the file at `originalPath`: a
    /// `#sourceLocation` line, then the rewritten source, line for line.
    public static func rewrittenCopy(of source: String, originalPath: String, folderProtocols: [OptionalProtocol] = []) -> String {
        var escaped = ""
        for character in originalPath {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + rewrite(source, folderProtocols: folderProtocols)
    }

    /// The source with its Objective-C interop rewritten; every newline stays where it was, and
    /// what optional requirements need follows the last line. `folderProtocols` are the
    /// optional protocols the folder's other files declare.
    public static func rewrite(_ source: String, folderProtocols: [OptionalProtocol] = []) -> String {
        let bytes = Array(source.utf8)
        let spans = SwiftTokenizer.spans(of: bytes)
        var edits: [(range: Range<Int>, replacement: String)] = []
        let scan = Scan(bytes: bytes, spans: spans)
        let declared = scan.protocols.compactMap(\.protocol)
        let known = declared + folderProtocols.filter { folder in !declared.contains { $0.name == folder.name } }
        for declaration in scan.protocols {
            let (position, text) = declaration.boundInsertion
            if !text.isEmpty { edits.append((position..<position, text)) }
            edits += declaration.removals.map { ($0, newlines(in: bytes[$0])) }
            edits += declaration.throwsInsertions.map { ($0..<$0, " throws") }
        }

        var directiveLine = -1
        var i = 0
        while i < spans.count {
            let (token, range) = spans[i]
            if token.isSymbol("@"), i + 1 < spans.count, spans[i + 1].range.lowerBound == range.upperBound,
                spans[i + 1].token.kind == .word, removedAttributes.contains(spans[i + 1].token.text)
            {
                var end = spans[i + 1].range.upperBound
                var last = i + 1
                // `@objc(name)`: the name goes too.
                if i + 2 < spans.count, spans[i + 2].token.isSymbol("("), spans[i + 2].range.lowerBound == end,
                    let close = matchingParenthesis(spans, from: i + 2)
                {
                    end = spans[close].range.upperBound
                    last = close
                }
                while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
                edits.append((range.lowerBound..<end, newlines(in: bytes[range.lowerBound..<end])))
                i = last + 1
                continue
            }
            if token.isWord("#if") || token.isWord("#elseif") {
                directiveLine = token.line
            }
            if token.line == directiveLine, token.kind == .word, i + 3 < spans.count,
                spans[i + 1].token.isSymbol("("), spans[i + 2].token.kind == .word, spans[i + 3].token.isSymbol(")"),
                let answer = deviceAnswer(condition: token.text, argument: spans[i + 2].token.text)
            {
                edits.append((range.lowerBound..<spans[i + 3].range.upperBound, answer ? "true" : "false"))
                i += 4
                continue
            }
            if token.isWord("import"), i + 1 < spans.count, spans[i + 1].token.isWord("Foundation"),
                !(i + 2 < spans.count && spans[i + 2].token.isSymbol("."))
            {
                edits.append((spans[i + 1].range, "UIKit"))
                i += 2
                continue
            }
            if let clock = clockEdits(spans, at: i) {
                edits += clock.edits
                i = clock.next
                continue
            }
            if token.isWord("import"), let (end, path) = modulePath(spans, from: i + 1), appleOnlyImports.contains(path) {
                edits.append((spans[i + 1].range.lowerBound..<spans[end].range.upperBound, "UIKit"))
                i = end + 1
                continue
            }
            if token.isWord("#selector"), i + 1 < spans.count, spans[i + 1].token.isSymbol("("),
                let close = matchingParenthesis(spans, from: i + 1), close > i + 2,
                let selector = optionalSelector(spans[(i + 2)..<close], known: known, bytes: bytes)
            {
                edits.append((range.lowerBound..<spans[close].range.upperBound, selector))
                i = close + 1
                continue
            }
            if token.isWord("#keyPath"), i + 1 < spans.count, spans[i + 1].token.isSymbol("("),
                let close = matchingParenthesis(spans, from: i + 1), spans[close].token.line == token.line,
                let path = keyPathString(spans[(i + 2)..<close])
            {
                edits.append((range.lowerBound..<spans[close].range.upperBound, "\"" + path + "\""))
                i = close + 1
                continue
            }
            if token.isWord("#selector"), i + 1 < spans.count, spans[i + 1].token.isSymbol("("),
                let close = matchingParenthesis(spans, from: i + 1), close > i + 2
            {
                let first = i + 2
                let isAccessor =
                    (spans[first].token.isWord("getter") || spans[first].token.isWord("setter"))
                    && first + 1 < close && spans[first + 1].token.isSymbol(":")
                if !isAccessor {
                    edits.append((range, "Selector.method"))
                    if spans[first].token.isWord("self"), first + 1 < close, spans[first + 1].token.isSymbol(".") {
                        edits.append((spans[first].range, "Self"))
                    } else if spans[first].token.kind == .word, !isQualified(spans[first..<close]) {
                        edits.append((spans[first].range.lowerBound..<spans[first].range.lowerBound, "Self."))
                    }
                }
                i += 2
                continue
            }
            i += 1
        }
        var generated = declared.map(\.generatedSource)
        for conformance in scan.conformances {
            generated += known.filter { conformance.protocols.contains($0.name) }.map {
                $0.conformanceSource(typeName: conformance.typeName)
            }
        }
        if !generated.isEmpty {
            let end = bytes.count
            edits.append(
                (end..<end, (bytes.last == UInt8(ascii: "\n") ? "" : "\n") + "#sourceLocation()\n" + generated.joined(separator: "\n")))
        }
        guard !edits.isEmpty else { return source }

        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + edits.count * 16)
        var position = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where edit.range.lowerBound >= position {
            output += bytes[position..<edit.range.lowerBound]
            output += Array(edit.replacement.utf8)
            position = edit.range.upperBound
        }
        output += bytes[position...]
        return String(decoding: output, as: UTF8.self)
    }

    /// The dotted module path an `import` names from `start` (`os`, `os.log`), with the index
    /// of its last token; nil when no word follows. The path stays on the import's line.
    private static func modulePath(_ spans: [(token: SwiftToken, range: Range<Int>)], from start: Int) -> (Int, String)? {
        guard start < spans.count, spans[start].token.kind == .word else { return nil }
        let line = spans[start].token.line
        var path = spans[start].token.text
        var end = start
        while end + 2 < spans.count, spans[end + 1].token.isSymbol("."), spans[end + 2].token.kind == .word,
            spans[end + 2].token.line == line
        {
            path += "." + spans[end + 2].token.text
            end += 2
        }
        return (end, path)
    }

    /// `__P_selector("card(_:shouldOpenAt:)")` for `#selector(P.card(_:shouldOpenAt:))` naming an
    /// optional method of a known optional protocol, nil otherwise.
    private static func optionalSelector(
        _ tokens: ArraySlice<(token: SwiftToken, range: Range<Int>)>,
        known: [OptionalProtocol], bytes: [UInt8]
    ) -> String? {
        guard tokens.count >= 3, let first = tokens.first, first.token.kind == .word,
            tokens[tokens.startIndex + 1].token.isSymbol("."),
            let protocolDeclaration = known.first(where: { $0.name == first.token.text })
        else { return nil }
        let rest = tokens.dropFirst(2)
        let name = String(decoding: bytes[rest.first!.range.lowerBound..<rest.last!.range.upperBound], as: UTF8.self)
            .filter { $0 != " " }
        guard let method = protocolDeclaration.methods.first(where: { $0.fullName == name || ($0.parameters.isEmpty && $0.name == name) })
        else { return nil }
        return "__\(protocolDeclaration.name)_selector(\"\(method.fullName)\")"
    }

    /// The index of the `)` closing the `(` at `open`, counting nested parentheses.
    private static func matchingParenthesis(_ spans: [(token: SwiftToken, range: Range<Int>)], from open: Int) -> Int? {
        var depth = 0
        for index in open..<spans.count {
            if spans[index].token.isSymbol("(") { depth += 1 }
            if spans[index].token.isSymbol(")") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// Whether a method reference names its type (`Type.name(_:)`): a `.` before its
    /// argument labels.
    private static func isQualified(_ tokens: ArraySlice<(token: SwiftToken, range: Range<Int>)>) -> Bool {
        for (token, _) in tokens {
            if token.isSymbol("(") { return false }
            if token.isSymbol(".") { return true }
        }
        return false
    }

    private static func newlines(in bytes: ArraySlice<UInt8>) -> String {
        String(repeating: "\n", count: bytes.filter { $0 == UInt8(ascii: "\n") }.count)
    }
}
