import CatalogKit
import Foundation
import Testing

/// docs/protocol.md promises clients the complete list of error codes they can switch on.
/// The codes are string literals spread over the session, the catalog layer and the engine, so a new one is easy
/// to add without documenting it: this test reads both and compares.
@Suite("docs/protocol.md error codes")
struct ErrorCodeDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Engine codes that never reach the wire, and why.
    static let notOnTheWire: [String: String] = [
        "bad-parameter": "the CLI's key=value parsing (CatalogRun.parseOverrides); the protocol takes JSON values",
        "round-trip": "a contract-checker finding (`transitions check`), not an error any message gets",
        "already-started": "a gesture on a run that began without one; the session starts every gesture run itself",
    ]

    @Test("the table lists every code the session and the engine can send, and nothing else")
    func complete() throws {
        let documented = try Self.documentedCodes()
        let sent = try Self.codesInSources().subtracting(Self.notOnTheWire.keys)
        #expect(sent.subtracting(documented).isEmpty, "sent but not documented: \(sent.subtracting(documented).sorted())")
        #expect(documented.subtracting(sent).isEmpty, "documented but never sent: \(documented.subtracting(sent).sorted())")
        #expect(documented.count > 20)
    }

    /// The first column of the table under "### `error`".
    static func documentedCodes() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("docs/protocol.md"), encoding: .utf8)
        let section = try #require(text.range(of: "### `error`"))
        let row = try Regex(#"(?m)^\| `([a-z][a-z-]*)` \|"#)
        return Set(text[section.upperBound...].matches(of: row).compactMap { $0.output[1].substring.map(String.init) })
    }

    /// `ProtocolError("code"` in the session, `code: "code"` in the engine's errors.
    static func codesInSources() throws -> Set<String> {
        let literal = try Regex(#"(?:ProtocolError\(|code: )"([a-z][a-z-]*)""#)
        var codes: Set<String> = []
        for folder in ["Sources/PreviewProtocol", "Sources/CatalogKit", "Sources/TransitionKit", "Sources/PreviewServer"] {
            let directory = root.appendingPathComponent(folder)
            let files = try #require(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
            for case let file as URL in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: literal) {
                    if let code = match.output[1].substring { codes.insert(String(code)) }
                }
            }
        }
        return codes
    }
}
