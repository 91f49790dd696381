import TestExpectations
import Testing

@testable import CatalogIndexing

/// `#keyPath(…)` needs the Objective-C runtime: the rewritten copy writes the string it names,
/// on the same line, and leaves what it cannot read to the compiler.
@Suite("#keyPath in the rewritten copy")
struct KeyPathRewriteTests {
    @Test(
        "a key path becomes its string, the type it starts from dropped",
        arguments: [
            ("CABasicAnimation(keyPath: #keyPath(CALayer.opacity))", "CABasicAnimation(keyPath: \"opacity\")"),
            ("let k = #keyPath(CALayer.transform.rotation)", "let k = \"transform.rotation\""),
            ("observe(#keyPath(scrollView.contentOffset))", "observe(\"scrollView.contentOffset\")"),
            ("let k = #keyPath( UIView . alpha )", "let k = \"alpha\""),
            ("let k = #keyPath(isHidden)", "let k = \"isHidden\""),
        ])
    func rewritten(_ line: String, _ expected: String) {
        let source = "import UIKit\n\(line)\n"
        #expect(ObjCRewriter.mayNeedRewrite(source))
        expectEqual(ObjCRewriter.rewrite(source), "import UIKit\n\(expected)\n")
    }

    @Test("what is not a path, a comment and a string stay")
    func othersStay() {
        let source = """
            let a = #keyPath(\\.opacity)
            // #keyPath(CALayer.opacity)
            let b = "#keyPath(CALayer.opacity)"
            let c = #keyPath(CALayer.)

            """
        expectEqual(ObjCRewriter.rewrite(source), source)
    }
}
