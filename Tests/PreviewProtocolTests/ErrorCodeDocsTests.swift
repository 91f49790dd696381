import Foundation
import PreviewProtocol
import Testing

/// docs/protocol.md promises clients the complete list of error codes they can switch on, and
/// the states a `state` message can name: both are enums (WireVocabulary), so the docs are
/// held to their cases.
@Suite("docs/protocol.md error codes and playback states")
struct ErrorCodeDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Codes that never reach the wire, and why.
    static let notOnTheWire: [ErrorCode: String] = [
        .badParameter: "the CLI's key=value parsing (CatalogRun.parseOverrides); the protocol takes JSON values",
        .alreadyStarted: "a gesture on a run that began without one; the session starts every gesture run itself",
    ]

    @Test("the table lists every code the server can send, and nothing else")
    func complete() throws {
        let documented = try Self.documentedCodes()
        let sent = Set(ErrorCode.allCases.filter { Self.notOnTheWire[$0] == nil }.map(\.rawValue))
        #expect(sent.subtracting(documented).isEmpty, "sent but not documented: \(sent.subtracting(documented).sorted())")
        #expect(documented.subtracting(sent).isEmpty, "documented but not an ErrorCode: \(documented.subtracting(sent).sorted())")
        #expect(documented.count > 20)
    }

    @Test("the state message's description names every playback state")
    func states() throws {
        let section = try Self.section("### `state`", in: "docs/protocol.md")
        // The sentence "`state` is `running` (playing), `paused` … (nothing selected)", before
        // `phase` (whose values overlap: the engine has an `interactive` phase too).
        let start = try #require(section.range(of: "`state` is "))
        let end = try #require(section.range(of: "`phase` is", range: start.upperBound..<section.endIndex))
        let text = section[start.upperBound..<end.lowerBound]
        for state in PlaybackState.allCases {
            #expect(text.contains("`\(state.rawValue)`"), "docs/protocol.md, `state`, does not name \(state.rawValue)")
        }
    }

    /// The first column of the table under "### `error`".
    static func documentedCodes() throws -> Set<String> {
        let text = try section("### `error`", in: "docs/protocol.md")
        let row = try Regex(#"(?m)^\| `([a-z][a-z-]*)` \|"#)
        return Set(text.matches(of: row).compactMap { $0.output[1].substring.map(String.init) })
    }

    /// The text from `heading` to the next heading of the same level.
    static func section(_ heading: String, in file: String) throws -> Substring {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let start = try #require(text.range(of: heading))
        let level = heading.prefix { $0 == "#" }
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n" + level + " ")?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }
}
