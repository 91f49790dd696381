import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures
// Swift Testing's overlay for UIKit (Tests/_Testing_UIKit, empty): files here import both
// Testing and UIKit, which makes the compiler look for this module; declared and imported so
// the build makes it first.
import _Testing_UIKit
import _Testing_CoreGraphics

/// Tests/UIKitFixtures holds transition files written as iOS apps write them, compiled with
/// the catalog's settings (an implicit `import UIKit`). Here they run through the engine.
@Suite("App code compiles and runs")
struct AppFixtureTests {
    /// The card presentation of the fixtures on a 375×812 screen, started as the app starts
    /// it (`CardHomeViewController.presentCard`): UIKit asks the home screen's delegate.
    static func presentation() throws -> (TransitionRun, CardTransitioningDelegate) {
        var home: CardHomeViewController?
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            home = CardHomeViewController.presentCard(in: window)
        }
        run.scenario = home
        return (run, try #require(home).transitions)
    }

    /// UIKit's `present(_:animated:completion:)` is open: apps override it. The override
    /// compiles unchanged, runs for `self.present`, and its `super` call presents.
    @Test("an app's override of present compiles, runs once per call, and presents through super")
    func presentOverride() throws {
        var feed: FeedViewController?
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let root = FeedViewController()
            window.rootViewController = root
            root.showDetail(animated: true)
            feed = root
        }
        run.runToCompletion()
        let root = try #require(feed)
        #expect(root.presentationsAllowed == 1 && root.presentationsRefused == 0)
        #expect(root.presentedViewController != nil)
        #expect(run.problems.isEmpty)
        root.showDetail(animated: false)
        #expect(root.presentationsAllowed == 1 && root.presentationsRefused == 1)
    }

    /// The same for push, pop and dismiss: UIKit's signatures kept, so apps' overrides compile,
    /// run for calls typed as the app's class, and reach UIKit through `super`.
    @Test("an app's overrides of push, pop and dismiss compile, run once per call, and go through super")
    func navigationAndDismissOverrides() throws {
        var navigation: GuardedNavigationController?
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let guarded = GuardedNavigationController(rootViewController: UIViewController())
            window.rootViewController = guarded
            window.makeKeyAndVisible()
            guarded.pushViewController(UIViewController(), animated: true)
            guarded.pushViewController(UIViewController(), animated: true)  // the double tap
            navigation = guarded
        }
        run.runToCompletion()
        let guarded = try #require(navigation)
        #expect(guarded.pushesAllowed == 1 && guarded.pushesDropped == 1)
        #expect(guarded.viewControllers.count == 2 && run.problems.isEmpty)
        #expect(guarded.popViewController(animated: false) != nil)
        #expect(guarded.pops == 1 && guarded.viewControllers.count == 1)

        var closed = 0
        var sheet: ClosingSheetViewController?
        let dismissal = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let root = UIViewController()
            window.rootViewController = root
            let presented = ClosingSheetViewController()
            presented.onClose = { closed += 1 }
            root.present(presented, animated: false)
            presented.dismiss(animated: true)
            sheet = presented
        }
        dismissal.runToCompletion()
        expectEqual(closed, 1)
        #expect(sheet?.presentingViewController == nil, "super.dismiss dismissed it")
        expectEqual(dismissal.state, .completed)
    }

    @Test("a file with no import line sees UIKit's names: one CGRect and CGFloat, Foundation's")
    func noImportFile() {
        expectEqual(ObjectIdentifier(noImportRectType), ObjectIdentifier(CGRect.self))
        expectEqual(ObjectIdentifier(noImportFloatType), ObjectIdentifier(CGFloat.self))
        let r = CGRect(x: 0, y: 0, width: 30, height: 40)
        expectEqual(r.diagonal, 50)
        expectEqual(r.scaled(by: 2), CGRect(x: 0, y: 0, width: 60, height: 80))
        expectEqual(CGPoint(x: 1, y: 2).moved(by: CGPoint(x: 3, y: 4)), CGPoint(x: 4, y: 6))
        expectEqual(CGPoint.zero.angle(to: CGPoint(x: 0, y: 5)), .pi / 2)
    }

    @Test("C math from Foundation (Glibc) with CGFloat, Double and Float")
    func cMath() {
        let values = CMath.samples()
        let expected: [CGFloat] = [5, 9, 4, 3, 1.5, 53.13010235415598, 5, 3, 3, 3, 0, 1, 1, 7]
        expectEqual(values.count, expected.count)
        for (value, want) in zip(values, expected) {
            #expect(abs(value - want) < 1e-12, "\(value) ≠ \(want)")
        }
    }

    @Test("NSObject subclasses with override init(): the animator, the delegate, the interaction")
    func nsObjectSubclasses() {
        let animator = CardPresentAnimator()
        expectEqual(animator.originFrame, CGRect(x: 20, y: 120, width: 160, height: 90))
        #expect(animator.isEqual(animator) && !animator.isEqual(CardPresentAnimator()))
        let delegate: NSObject = CardTransitioningDelegate()
        #expect(delegate is any UIViewControllerTransitioningDelegate)
        let interaction = PullDownInteraction()
        expectEqual(interaction.completionSpeed, 1.5)
        expectEqual(interaction.progress(forTranslation: CGPoint(x: 0, y: 120)), 0.5)
        expectEqual(interaction.progress(forTranslation: CGPoint(x: 0, y: -20)), 0)
    }

    @Test("the card animator runs through the engine: it starts on the thumbnail and ends full screen")
    func cardPresentation() throws {
        let (run, delegate) = try Self.presentation()
        run.runToCompletion()
        expectEqual(run.state, .completed)
        let animator = try #require(delegate.lastAnimator)
        // The thumbnail (20, 120, 160, 90) inset by 8 and nudged down by 4.
        expectEqual(animator.startFrame, CGRect(x: 28, y: 132, width: 144, height: 74))

        let first = try #require(run.frame(at: 0).layer(role: "to"))
        let box = first.quad.boundingBox
        #expect(abs(box.minX - 28) < 1e-9 && abs(box.minY - 132) < 1e-9)
        #expect(abs(box.width - 144) < 1e-9 && abs(box.height - 74) < 1e-9)
        expectEqual(first.cornerRadius, 12, "max(12, min(144, 74) / 8)")

        // sqrt(87.5² + 237²) = 252.64… points travelled: damping 0.747…, dimming alpha 0.253 (as a Float).
        let distance = (87.5 * 87.5 + 237.0 * 237.0).squareRoot()
        #expect(abs(animator.damping - (1 - distance / 1000)) < 1e-12)
        expectEqual(animator.dimmingAlpha, CGFloat(Float(distance / 1000)))

        let middle = run.frame(at: run.completionTime! / 2)
        let dimming = try #require(middle.layer(role: "dimming"))
        #expect(dimming.opacity > 0 && dimming.opacity < 1)

        let last = run.frame(at: run.completionTime!)
        let end = try #require(last.layer(role: "to"))
        expectEqual(end.quad, Quad(CGRect(x: 0, y: 0, width: 375, height: 812)))
        expectEqual(end.cornerRadius, 0)
        #expect(last.layer(role: "dimming") == nil, "the completion block removed it")
    }

    @Test("the card animator keeps UIKit's transition contract on every device")
    func contract() {
        let reports = ContractChecker().check(CardEntry())
        #expect(!reports.isEmpty)
        for report in reports {
            #expect(report.findings.isEmpty, "\(report.findings)")
        }
    }

    @Test("Swift 4 (iOS 11 SDK) names compile and a push runs through them")
    func swift4Names() throws {
        expectEqual(ObjectIdentifier(UIViewAnimationOptions.self), ObjectIdentifier(UIView.AnimationOptions.self))
        expectEqual(ObjectIdentifier(UINavigationControllerOperation.self), ObjectIdentifier(UINavigationController.Operation.self))
        let delegate = Swift4FadeNavigationDelegate()
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.delegate = delegate
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.pushViewController(UIViewController(), animated: true)
        }
        run.runToCompletion()
        expectEqual(delegate.asked, [.push])
        #expect(run.state == .completed && run.completionTime == 0.2)
        #expect(ContractChecker().findings(in: run, entry: "swift4", device: "test").isEmpty)
    }
}

/// The fixtures as a catalog entry, for the contract checker: a UIKit scenario whose first
/// screen keeps the app's transitioning delegate and presents the card full screen.
struct CardEntry: CatalogEntry {
    let id = "card-fixture"
    let title = "Card (app fixture)"
    let summary = "Tests/UIKitFixtures' card presentation."
    let origin = "Tests/UIKitFixtures"
    let operations: [TransitionOperation] = [.present]

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        CardHomeViewController.presentCard(in: window)
    }
}

/// Keeps the delegate alive (UIKit's `transitioningDelegate` is weak), as an app's screen does.
final class CardHomeViewController: UIViewController {
    let transitions = CardTransitioningDelegate()

    /// The app's first screen in `window`, presenting a blue card full screen through its delegate.
    @discardableResult
    static func presentCard(in window: UIWindow) -> CardHomeViewController {
        let home = CardHomeViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let card = UIViewController()
        card.view.backgroundColor = .systemBlue
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = home.transitions
        home.present(card, animated: true)
        return home
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}
