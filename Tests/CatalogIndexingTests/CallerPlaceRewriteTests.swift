import TestExpectations
import Testing
@testable import CatalogIndexing

/// The calls that report `not-modelled` at their caller's line take it from a defaulted
/// `#filePath`/`#line`: in a rewritten copy those read the original file (the copy's
/// `#sourceLocation`) and the line, which the rewrite never moves, so the calls must come
/// through it unchanged.
@Suite("Calls that name their line, through the rewritten copy")
struct CallerPlaceRewriteTests {
    static let calls = [
        #"        view.backgroundColor = UIColor(named: "Brand") ?? .white"#,
        #"        let tint = UIColor(named: "Accent", in: nil, compatibleWith: nil)"#,
        #"        view.layer.backgroundColor = UIColor(patternImage: UIImage()).cgColor"#,
        #"        let turned = UIImage(cgImage: image, scale: 2, orientation: .left)"#,
        #"        UIGraphicsGetCurrentContext()?.clear(view.bounds)"#,
        #"        let piece = view.resizableSnapshotView(from: view.bounds, afterScreenUpdates: false, withCapInsets: .zero)"#,
        #"        field.becomeFirstResponder()"#,
    ]

    @Test("each call keeps its text and its line in the copy, which names the original file")
    func callsKeepTheirLines() {
        let source = "import UIKit\n\n@objc protocol Fading {}\n\nfinal class Screen: UIViewController {\n    @objc func show() {\n"
            + Self.calls.joined(separator: "\n") + "\n    }\n}\n"
        let copy = ObjCRewriter.rewrittenCopy(of: source, originalPath: "/p/Catalog/MyApp/Screen.swift")
        let copied = copy.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let original = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(copy.hasPrefix("#sourceLocation(file: \"/p/Catalog/MyApp/Screen.swift\", line: 1)\n"))
        #expect(copied.count >= original.count)
        for call in Self.calls {
            let line = original.firstIndex(of: call)
            #expect(line != nil && copied[line!] == call, "\(call)")
        }
        expectEqual(copied[5], "    func show() {", "the rewrite did run (@objc removed)")
    }
}
