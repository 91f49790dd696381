import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// Findings on app code name the app's file and line: the UIKit calls apps make
/// (`completeTransition`, `UIView.animate`, `present`) capture where they were made.
@Suite("Findings name the app's file and line")
struct CallSiteTests {
    static let file = "Tests/TransitionKitTests/CallSiteTests.swift"

    /// Adds the to-view, then calls `completeTransition` twice, or never (its animation's
    /// completion forgets it), or without having added the to-view.
    final class BuggyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        enum Bug { case twice, never, noToView }
        let bug: Bug
        var completeLines: [Int] = []
        var animateLine = 0

        init(_ bug: Bug) {
            self.bug = bug
            super.init()
        }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let toView = transitionContext.view(forKey: .to)!
            if bug != .noToView { transitionContext.containerView.addSubview(toView) }
            animateLine = #line + 1
            UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { _ in
                switch self.bug {
                case .never:
                    break
                case .twice:
                    self.completeLines.append(#line + 1)
                    transitionContext.completeTransition(true)
                    self.completeLines.append(#line + 1)
                    transitionContext.completeTransition(true)
                case .noToView:
                    self.completeLines.append(#line + 1)
                    transitionContext.completeTransition(true)
                }
            })
        }
    }

    final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
        let animator: BuggyAnimator
        init(_ animator: BuggyAnimator) { self.animator = animator }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    }

    static func findings(_ bug: BuggyAnimator.Bug) throws -> (BuggyAnimator, [ContractChecker.Finding]) {
        let animator = BuggyAnimator(bug)
        let transitions = Transitions(animator)
        let run = try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
            let root = UIViewController()
            window.rootViewController = root
            let presented = UIViewController()
            presented.transitioningDelegate = transitions
            root.present(presented, animated: true)
        }
        run.runToCompletion(limit: 2)
        return (animator, ContractChecker().findings(in: run, entry: "app", device: "test"))
    }

    @Test("completeTransition twice: the second call's line, and both in the message")
    func completedTwice() throws {
        let (animator, findings) = try Self.findings(.twice)
        let finding = try #require(findings.first { $0.code == "completed-2-times" })
        expectEqual(finding.location, CallSite(file: Self.file, line: animator.completeLines[1]))
        #expect(finding.message.contains("\(Self.file):\(animator.completeLines[0]), \(Self.file):\(animator.completeLines[1])"))
        #expect(finding.description.contains(" \(Self.file):\(animator.completeLines[1]): "))
    }

    @Test("never completed: a finding, not a hang, at the animation whose completion forgot it")
    func neverCompleted() throws {
        let (animator, findings) = try Self.findings(.never)
        let finding = try #require(findings.first { $0.code == "never-completed" })
        expectEqual(finding.location, CallSite(file: Self.file, line: animator.animateLine))
        #expect(finding.message.contains("its completion block should call it"))
    }

    @Test("the to-view never added: reported at the completeTransition that left it out")
    func missingToView() throws {
        let (animator, findings) = try Self.findings(.noToView)
        let finding = try #require(findings.first { $0.code == "missing-view" })
        expectEqual(finding.location, CallSite(file: Self.file, line: animator.completeLines[0]))
    }

    @Test("a presentation started during another: the refused present's line")
    func presentDuringPresentation() throws {
        var presentLine = 0
        let run = try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
            let root = UIViewController()
            window.rootViewController = root
            root.present(UIViewController(), animated: true)
            presentLine = #line + 1
            root.present(UIViewController(), animated: true)
        }
        run.runToCompletion()
        expectEqual(run.problems.first?.location, CallSite(file: Self.file, line: presentLine))
        let findings = ContractChecker().findings(in: run, entry: "app", device: "test")
        expectEqual(findings.map(\.code), ["present-during-transition"])
        expectEqual(findings.first?.location, CallSite(file: Self.file, line: presentLine))
    }

    @Test("a dismissal during the presentation: the refused dismiss's line")
    func dismissDuringPresentation() throws {
        var dismissLine = 0
        let run = try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
            let root = UIViewController()
            window.rootViewController = root
            root.present(UIViewController(), animated: true)
            // A tenth of a second into the presentation.
            Timeline.current?.schedule(at: 0.1) {
                dismissLine = #line + 1
                root.dismiss(animated: true)
            }
        }
        run.runToCompletion()
        let problem = try #require(run.problems.first { $0.code == "dismiss-during-transition" })
        expectEqual(problem.location, CallSite(file: Self.file, line: dismissLine))
    }

    @Test("a push and a pop during a push: each refused call's line")
    func navigationDuringTransition() throws {
        var pushLine = 0, popLine = 0, twiceLine = 0
        let run = try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
            let first = UIViewController()
            let navigation = UINavigationController(rootViewController: first)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            let second = UIViewController()
            navigation.pushViewController(second, animated: true)
            twiceLine = #line + 1
            navigation.pushViewController(second, animated: true)
            Timeline.current?.schedule(at: 0.1) {
                pushLine = #line + 1
                navigation.pushViewController(UIViewController(), animated: true)
                popLine = #line + 1
                navigation.popViewController(animated: true)
            }
        }
        run.runToCompletion()
        let problems = run.problems
        #expect(problems.first { $0.code == "push-twice" }?.location == CallSite(file: Self.file, line: twiceLine))
        let during = problems.filter { $0.code == "navigation-during-transition" }
        expectEqual(during.map(\.location), [CallSite(file: Self.file, line: pushLine), CallSite(file: Self.file, line: popLine)])
    }

    @Test("setViewControllers and popToRootViewController during a push: each refused call's line")
    func stackChangesDuringTransition() throws {
        var setLine = 0, rootLine = 0
        let run = try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
            let first = UIViewController()
            let navigation = UINavigationController(rootViewController: first)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.pushViewController(UIViewController(), animated: true)
            Timeline.current?.schedule(at: 0.1) {
                setLine = #line + 1
                navigation.setViewControllers([first, UIViewController()], animated: true)
                rootLine = #line + 1
                navigation.popToRootViewController(animated: true)
            }
        }
        run.runToCompletion()
        let during = run.problems.filter { $0.code == "navigation-during-transition" }
        expectEqual(during.map(\.location), [CallSite(file: Self.file, line: setLine), CallSite(file: Self.file, line: rootLine)])
    }

    @Test("a run that cannot start lists the refused calls with their places")
    func refusedCallsInStartError() {
        var presentLine = 0
        do {
            _ = try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
                let root = UIViewController()
                window.rootViewController = root
                presentLine = #line + 1
                root.present(root, animated: true)
            }
            Issue.record("a present of the root onto itself starts nothing")
        } catch {
            expectEqual(error.reason, .noTransition)
            #expect(error.message.contains("already being presented by <ViewController>. at \(Self.file):\(presentLine)"),
                    "\(error.message)")
        }
    }

    @Test("paths: from Catalog/ or Tests/ on, a bare name elsewhere, nothing for the engine's own code")
    func paths() {
        #expect(CallSite(filePath: "/tmp/app/Catalog/Fluid Photo/ZoomAnimator.swift", line: 12)?.description
            == "Catalog/Fluid Photo/ZoomAnimator.swift:12")
        expectEqual(CallSite(filePath: "/work/x/Tests/Fixtures/A.swift", line: 3)?.file, "Tests/Fixtures/A.swift")
        expectEqual(CallSite(filePath: "/home/me/Animator.swift", line: 1)?.file, "Animator.swift")
        #expect(CallSite(filePath: "/work/x/Sources/TransitionKit/Transitioning/TransitionCoordinator.swift", line: 9) == nil)
    }

    @Test("the engine's own completeTransition calls carry no location")
    func engineCallsUnnamed() throws {
        let run = try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
            let root = UIViewController()
            window.rootViewController = root
            root.present(UIViewController(), animated: true)
        }
        run.runToCompletion()
        #expect(run.context.completions.count == 1 && run.context.completions[0].location == nil)
    }
}
