import CatalogIndexing
import Foundation
import TestExpectations
import Testing
import TransitionKit
@testable import UIKit
@testable import UIKitFixturesSwift5

/// Optional protocol requirements: UIKit's delegate protocols (Sources/UIKit/OptionalRequirements.swift)
/// and an app's own `@objc protocol`, through the catalog's rewrite (CatalogIndexing's
/// OptionalProtocol+Generated.swift), run as the rewritten copy of Tests/Fixtures/OptionalProtocols/.
@Suite("Optional protocol requirements")
struct OptionalRequirementTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the compiled fixtures are exactly the rewrite's copies of the app's files", arguments: ["CardView", "CardControllers"])
    func rewrittenCopies(file: String) throws {
        let folder = "Tests/Fixtures/OptionalProtocols/"
        let sources = try ["CardView", "CardControllers"].map { (name: $0, text: try Self.read(folder + $0 + ".swift")) }
        let others = sources.filter { $0.name != file }.flatMap { OptionalProtocol.find(in: $0.text) }
        let source = try #require(sources.first { $0.name == file }).text
        let copy = ObjCRewriter.rewrittenCopy(of: source, originalPath: folder + file + ".swift", folderProtocols: others)
        #expect(copy == (try Self.read("Tests/UIKitFixturesSwift5/OptionalProtocols/\(file)+Linux.swift")),
                "regenerate with: .build/debug/CatalogIndexer rewrite --output … \(folder)\(file).swift --folder-files \(folder)*.swift")
    }

    @Test("an app's @objc protocol: implemented optional methods are called, missing ones are not and give nil")
    func appProtocolCalls() {
        let card = CardView()
        let controller = ExpandingCardController()
        card.delegate = controller
        card.expand(to: CGRect(x: 0, y: 0, width: 300, height: 400))
        expectEqual(controller.heard, ["appear", "shouldExpand", "didExpand"])
        expectEqual(card.log, ["delegate hears didExpand"], "no accessory (not implemented); responds(to:) says didExpand is there")
        expectEqual(card.frame.width, 300)

        let wide = CardView()
        wide.delegate = controller
        wide.expand(to: CGRect(x: 0, y: 0, width: 800, height: 400))
        #expect(wide.log == ["refused"] && wide.frame.width == 0, "the delegate's answer, false, is used")

        let quiet = QuietCardController()
        let plain = CardView()
        plain.delegate = quiet
        plain.expand(to: CGRect(x: 0, y: 0, width: 800, height: 400))
        expectEqual(quiet.appeared, 1)
        #expect(plain.log.isEmpty && plain.frame.width == 800, "no answer: `?? true` expands; no didExpand, and responds(to:) says so")
    }

    @Test("responds(to:) answers which optional methods a class implements")
    func respondsToOptional() {
        let expanding = ExpandingCardController(), quiet = QuietCardController()
        for (name, implemented) in [("cardView(_:shouldExpandTo:)", true), ("cardViewDidExpand(_:)", true),
                                    ("cardView(_:accessoryAt:)", false), ("cardViewWillExpand()", false)] {
            expectEqual(expanding.responds(to: __CardViewDelegate_selector(name)), implemented, "\(name)")
            #expect(!quiet.responds(to: __CardViewDelegate_selector(name)), "\(name)")
        }
        #expect(!NSObject().responds(to: __CardViewDelegate_selector("cardViewDidExpand(_:)")), "not a card delegate at all")
    }

    @Test("the delegate stays weak, as the protocol keeps its class bound")
    func weakDelegate() {
        let card = CardView()
        do {
            let controller = ExpandingCardController()
            card.delegate = controller
            #expect(card.delegate != nil)
        }
        #expect(card.delegate == nil)
    }

    @Test("UIKit's navigation delegate: delegate?.navigationController?(…) calls what is implemented, nil otherwise")
    func navigationDelegateCalls() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let shown = UIViewController(), from = UIViewController()
        let forwarder = ForwardingNavigationDelegate()
        let logger = ShowLoggingDelegate(), fading = FadingNavigationDelegate()

        forwarder.next = logger
        forwarder.navigationController(navigation, willShow: shown, animated: true)
        #expect(forwarder.nextHeardWillShow == true && logger.shown == [shown])
        #expect(forwarder.navigationController(navigation, animationControllerFor: .push, from: from, to: shown) == nil)

        forwarder.next = fading
        forwarder.navigationController(navigation, willShow: shown, animated: true)
        expectEqual(forwarder.nextHeardWillShow, false, "FadingNavigationDelegate has no willShow: the call gives nil")
        #expect(forwarder.navigationController(navigation, animationControllerFor: .push, from: from, to: shown) === fading.animator)
    }

    @Test("UIKit's gesture delegate: a missing method gives nil, so the app's fallback applies")
    func gestureDelegateCalls() {
        let pan = UIPanGestureRecognizer(), other = UITapGestureRecognizer()
        let refusing = RefusingGestureDelegate(), silent = SilentGestureDelegate()
        pan.delegate = refusing
        #expect(!GestureGate.shouldBegin(pan))
        #expect(GestureGate.simultaneously(pan, with: other) == nil)
        pan.delegate = silent
        #expect(GestureGate.shouldBegin(pan), "UIKit's default, from the app's `?? true`")
        pan.delegate = nil
        #expect(GestureGate.simultaneously(pan, with: other) == nil)
    }

    @Test("responds(to:) for a method of a class: whether the object is one")
    func respondsToMethods() {
        let logger = ShowLoggingDelegate()
        let selector = Selector.method(ShowLoggingDelegate.navigationController(_:willShow:animated:))
        #expect(logger.responds(to: selector))
        #expect(!FadingNavigationDelegate().responds(to: selector))
        #expect(!logger.responds(to: nil))
    }
}
