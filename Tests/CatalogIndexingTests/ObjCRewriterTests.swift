import Foundation
import TestExpectations
import Testing
@testable import CatalogIndexing

@Suite("Objective-C rewrite")
struct ObjCRewriterTests {
    private func lines(_ source: String) -> Int { source.split(separator: "\n", omittingEmptySubsequences: false).count }

    @Test("platform conditions are answered as on an iOS device, on #if and #elseif lines only")
    func platformConditions() {
        let source = """
            #if os(iOS)
            case edge
            #elseif os(macOS) || os(Linux)
            case none
            #endif
            #if targetEnvironment(simulator)
            let simulated = true
            #endif
            #if !targetEnvironment(macCatalyst) && arch(arm64)
            let device = true
            #endif
            #if canImport(UIKit) && swift(>=5.0)
            let kept = os(iOS) // a call named os on a code line stays
            #endif
            """
        let expected = """
            #if true
            case edge
            #elseif false || false
            case none
            #endif
            #if false
            let simulated = true
            #endif
            #if !false && true
            let device = true
            #endif
            #if canImport(UIKit) && swift(>=5.0)
            let kept = os(iOS) // a call named os on a code line stays
            #endif
            """
        expectEqual(ObjCRewriter.rewrite(source), expected)
        expectEqual(lines(ObjCRewriter.rewrite(source)), lines(source))
    }

    @Test("a file needs the copy for a platform condition on an #if line, not for a call named like one")
    func platformConditionDetection() {
        #expect(ObjCRewriter.mayNeedRewrite("#if os(iOS)\n#endif"))
        #expect(ObjCRewriter.mayNeedRewrite("  #elseif targetEnvironment(simulator)"))
        #expect(!ObjCRewriter.mayNeedRewrite("let grid = photos(count: 3)\nlet p = pos(1)"))
    }

    @Test("@objc, @objc(name), @objcMembers and @nonobjc are removed with the spaces after them")
    func objcAttributes() {
        #expect(ObjCRewriter.rewrite("@objc func handlePan(_ gesture: UIPanGestureRecognizer) {}")
            == "func handlePan(_ gesture: UIPanGestureRecognizer) {}")
        #expect(ObjCRewriter.rewrite("    @objc(handlePanGesture:) private func handlePan(_ g: G) {}")
            == "    private func handlePan(_ g: G) {}")
        #expect(ObjCRewriter.rewrite("@objcMembers final class A: NSObject {\n    @nonobjc var x = 1\n}")
            == "final class A: NSObject {\n    var x = 1\n}")
        expectEqual(ObjCRewriter.rewrite("@objc\nfunc f() {}"), "\nfunc f() {}")
    }

    @Test("Interface Builder attributes are removed")
    func interfaceBuilder() {
        let source = """
            @IBDesignable class Card: UIView {
                @IBInspectable var radius: CGFloat = 4
                @IBOutlet weak var imageView: UIImageView!
                @IBAction func close(_ sender: Any) {}
                @IBSegueAction func make(_ coder: NSCoder) -> UIViewController? { nil }
            }
            """
        #expect(ObjCRewriter.rewrite(source) == """
            class Card: UIView {
                var radius: CGFloat = 4
                weak var imageView: UIImageView!
                func close(_ sender: Any) {}
                func make(_ coder: NSCoder) -> UIViewController? { nil }
            }
            """)
    }

    @Test("`dynamic` and other attributes stay")
    func otherAttributes() {
        let source = "@objc dynamic var progress = 0.0\n@MainActor @available(iOS 13, *) func f() {}\nlet objc = 1"
        expectEqual(ObjCRewriter.rewrite(source), "dynamic var progress = 0.0\n@MainActor @available(iOS 13, *) func f() {}\nlet objc = 1")
    }

    @Test("#selector of an unqualified or self. method becomes Selector.method(Self.…)")
    func selectors() {
        #expect(ObjCRewriter.rewrite("UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))")
            == "UIPanGestureRecognizer(target: self, action: Selector.method(Self.handlePan(_:)))")
        #expect(ObjCRewriter.rewrite("button.addTarget(self, action: #selector(self.tapped(_:for:)), for: .touchUpInside)")
            == "button.addTarget(self, action: Selector.method(Self.tapped(_:for:)), for: .touchUpInside)")
        expectEqual(ObjCRewriter.rewrite("#selector(refresh)"), "Selector.method(Self.refresh)")
    }

    @Test("#selector of a qualified method keeps its type")
    func qualifiedSelectors() {
        #expect(ObjCRewriter.rewrite("action: #selector(DetailViewController.handlePan(_:))")
            == "action: Selector.method(DetailViewController.handlePan(_:))")
        expectEqual(ObjCRewriter.rewrite("#selector(Outer.Inner.close)"), "Selector.method(Outer.Inner.close)")
    }

    @Test("#selector(getter:) and #selector(setter:) are left for the compiler to reject")
    func accessorSelectors() {
        let source = "let a = #selector(getter: UIView.alpha)\nlet b = #selector(setter: UIView.alpha)"
        expectEqual(ObjCRewriter.rewrite(source), source)
    }

    @Test("comments, strings, raw and multi-line strings are never rewritten")
    func commentsAndStrings() {
        let untouched = #"""
            // @objc func handlePan, #selector(handlePan(_:))
            /* @IBAction /* nested @objc */ #selector(x) */
            let a = "@objc #selector(x)"
            let b = #"@IBOutlet "#selector(y)""#
            let c = """
                @objc func f() {}
                #selector(f)
                """

            """#
        let source = untouched + #"let d = "\(#selector(g))""#
        // Code in an interpolation is code, but the tokenizer skips it: left as written (a
        // `#selector` there is reported by the compiler, at the user's line).
        let expected = source
        expectEqual(ObjCRewriter.rewrite(source), expected)
    }

    @Test("no line is added or removed, even by a multi-line @objc(name) or #selector")
    func linesPreserved() {
        let source = "class A {\n    @objc(handle:\n          with:)\n    func handle(_ a: Int, with b: Int) {}\n    let s = #selector(\n        handle(_:with:)\n    )\n}\n"
        let rewritten = ObjCRewriter.rewrite(source)
        expectEqual(lines(rewritten), lines(source))
        expectEqual(rewritten, "class A {\n    \n\n    func handle(_ a: Int, with b: Int) {}\n    let s = Selector.method(\n        Self.handle(_:with:)\n    )\n}\n")
    }

    @Test("the copy starts with a #sourceLocation naming the original, then the file line for line")
    func copyHeader() {
        let copy = ObjCRewriter.rewrittenCopy(of: "@objc func f() {}\nlet x = 1\n", originalPath: #"/p/Catalog/My "App"/F.swift"#)
        expectEqual(copy, "#sourceLocation(file: \"/p/Catalog/My \\\"App\\\"/F.swift\", line: 1)\nfunc f() {}\nlet x = 1\n")
        expectEqual(lines(copy), lines("@objc func f() {}\nlet x = 1\n") + 1)
    }

    @Test("a file with nothing to rewrite is unchanged, byte for byte")
    func unchanged() {
        let source = "import UIKit\r\n\t// café @objc\nlet π = \"ü\"  \n"
        expectEqual(ObjCRewriter.rewrite(source), source)
    }

    @Test("the substring test the manifest and the plugin share")
    func mayNeedRewrite() {
        #expect(ObjCRewriter.mayNeedRewrite("@objc func f() {}"))
        #expect(ObjCRewriter.mayNeedRewrite("@IBOutlet var v: UIView!"))
        #expect(ObjCRewriter.mayNeedRewrite("@nonobjc var v = 1"))
        #expect(ObjCRewriter.mayNeedRewrite("action: #selector(f)"))
        #expect(!ObjCRewriter.mayNeedRewrite("final class A: NSObject { dynamic var x = 1 }"))
    }

    @Test("token spans cover each token's bytes, string delimiters included")
    func spans() {
        let source = ##"let s = #"a"# // c"##
        let bytes = Array(source.utf8)
        let texts = SwiftTokenizer.spans(of: bytes).map { String(decoding: bytes[$0.range], as: UTF8.self) }
        expectEqual(texts, ["let", "s", "=", ##"#"a"#"##])
    }
}
