import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
import _Testing_UIKit
import _Testing_CoreGraphics

/// The article screen of Tests/UIKitFixtures, laid out with anchors and
/// `NSLayoutConstraint.activate` and collapsing its header by animating a constraint's
/// constant with a property animator, as apps write it.
@Suite("App code laid out with Auto Layout")
struct ArticleLayoutFixtureTests {
    /// The article presented on a 390 × 844 screen with a 47/34 safe area; 1 s after the start
    /// the app collapses the header linearly over 1 s.
    static func run() throws -> (TransitionRun, ArticleDetailViewController) {
        var article: ArticleDetailViewController?
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let run = try TransitionRun(window: window) { window in
            // The block is `@Sendable`: the controller goes in an unchecked box, as Swift 6 code
            // without UIKit's main-actor annotations must (docs/engine.md, "The actor story").
            final class Box: @unchecked Sendable { let article: ArticleDetailViewController; init(_ a: ArticleDetailViewController) { article = a } }
            let shown = Box(ArticleDetailViewController.present(in: window))
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                shown.article.toggleHeader(duration: 1, curve: .linear)
            }
            article = shown.article
        }
        run.runToCompletion()
        return (run, try #require(article))
    }

    @Test("the screen's frames: edges, the safe area, the margins, and an optional height inside a required bound")
    func frames() throws {
        let (run, article) = try Self.run()
        func rect(_ role: String, _ time: Double) throws -> CGRect {
            let layer = try #require(run.frame(at: time).layer(role: role))
            return CGRect(origin: layer.quad.topLeft, size: layer.size)
        }
        // Before the collapse, once the presentation has ended (frames in the window).
        let settled = 0.99
        #expect(try rect("articleHeader", settled) == CGRect(x: 0, y: 0, width: 390, height: 280))
        #expect(try rect("closeButton", settled) == CGRect(x: 342, y: 55, width: 32, height: 32))
        #expect(try rect("articleTitle", settled) == CGRect(x: 16, y: 296, width: 358, height: 28))
        #expect(try rect("articleBody", settled) == CGRect(x: 16, y: 336, width: 358, height: 454))
        #expect(!article.bodyView.hasAmbiguousLayout && !article.titleLabel.hasAmbiguousLayout)
        // The hugging priority is modelled (docs/engine.md, "Intrinsic content size"): no finding.
        #expect(!run.timeline.unmodelled.contains { $0.feature.hasPrefix("setContentHuggingPriority") })
        #expect(run.problems.isEmpty)
    }

    @Test("the collapse: header, title and body move linearly with the property animator; the close button stays")
    func collapse() throws {
        let (run, article) = try Self.run()
        func rect(_ role: String, _ time: Double) throws -> CGRect {
            let layer = try #require(run.frame(at: time).layer(role: role))
            return CGRect(origin: layer.quad.topLeft, size: layer.size)
        }
        for s in [0.0, 0.25, 0.5, 0.75, 1.0] {
            let t = 1 + s
            #expect(try rect("articleHeader", t) == CGRect(x: 0, y: 0, width: 390, height: 280 - 160 * s))
            #expect(try rect("articleTitle", t) == CGRect(x: 16, y: 296 - 160 * s, width: 358, height: 28))
            #expect(try rect("articleBody", t) == CGRect(x: 16, y: 336 - 160 * s, width: 358, height: 454 + 160 * s))
            #expect(try rect("closeButton", t) == CGRect(x: 342, y: 55, width: 32, height: 32))
        }
        #expect(article.isHeaderCollapsed && article.headerView.frame.height == 120)
    }
}
