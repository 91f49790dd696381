import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// `present` / `dismiss` started by app code, checked against docs/uikit-presentation.md
/// (section numbers in the comments). The app code is in Support/PresentationScenes.swift.
@Suite("Modal presentation as UIKit does it")
struct PresentationTests {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)

    /// A presents B (animated), with `style`.
    static func presentation(_ style: UIModalPresentationStyle, log: EventLog, delegate: CardTransitions? = nil)
        throws -> (TransitionRun, LoggingViewController, LoggingViewController) {
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = style
        b.transitioningDelegate = delegate
        let run = try TransitionRun(window: UIWindow(frame: screen)) { window in
            window.rootViewController = a
            window.makeKeyAndVisible()
            log.events.removeAll()
            a.present(b, animated: true) { log.add("completion") }
        }
        return (run, a, b)
    }

    /// A presented B without animation; B dismisses itself (animated), with `style`.
    static func dismissal(_ style: UIModalPresentationStyle, log: EventLog, delegate: CardTransitions? = nil)
        throws -> (TransitionRun, LoggingViewController, LoggingViewController) {
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = style
        b.transitioningDelegate = delegate
        let run = try TransitionRun(window: UIWindow(frame: screen)) { window in
            window.rootViewController = a
            window.makeKeyAndVisible()
            a.present(b, animated: false)
            log.events.removeAll()
            b.dismiss(animated: true) { log.add("completion") }
        }
        return (run, a, b)
    }

    // §1 Timing, §5: the transition waits for the app's code to return; then the presenter
    // (its view removed by .fullScreen) hears will/did-disappear, B will/did-appear, in
    // UIKit's order, and the completion runs after B's viewDidAppear.
    @Test("full screen: appearance callbacks and completion in UIKit's order")
    func fullScreenAppearance() throws {
        let log = EventLog()
        let (run, a, b) = try Self.presentation(.fullScreen, log: log)
        #expect(log.events.isEmpty)
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(b.isBeingPresented)
        run.runToCompletion()
        expectEqual(log.events, ["A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear", "completion"])
        // §1 isBeingPresented: true inside viewWillAppear … viewDidAppear.
        expectEqual(b.beingPresented, [true, true])
        #expect(!b.isBeingPresented)

        let dismissLog = EventLog()
        let (dismissal, _, presented) = try Self.dismissal(.fullScreen, log: dismissLog)
        dismissal.runToCompletion()
        expectEqual(dismissLog.events, ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear", "completion"])
        expectEqual(presented.beingDismissed, [true])
        #expect(presented.presentingViewController == nil)
    }

    // §5: the presenter keeps its view for .overFullScreen, .custom and sheets, so it hears
    // no appearance callbacks, on present or on dismiss.
    @Test("styles that keep the presenter's view send it no appearance callbacks",
          arguments: [UIModalPresentationStyle.overFullScreen, .custom, .automatic, .pageSheet])
    func keptPresenterAppearance(_ style: UIModalPresentationStyle) throws {
        let log = EventLog()
        let (run, _, _) = try Self.presentation(style, log: log)
        run.runToCompletion()
        expectEqual(log.events, ["B.viewWillAppear", "B.viewDidAppear", "completion"])
        let dismissLog = EventLog()
        let (dismissal, _, _) = try Self.dismissal(style, log: dismissLog)
        dismissal.runToCompletion()
        expectEqual(dismissLog.events, ["B.viewWillDisappear", "B.viewDidDisappear", "completion"])
    }

    // §3 Ordering: presentationTransitionWillBegin → will-appearance → animateTransition;
    // at completion …DidEnd first, then "did" callbacks, completion, animationEnded (§8).
    @Test("a custom presentation: presentation controller, callbacks, animator and completion in order")
    func customOrder() throws {
        let log = EventLog()
        let transitions = CardTransitions()
        transitions.log = log
        let (run, _, b) = try Self.presentation(.custom, log: log, delegate: transitions)
        let controller = try #require(transitions.presentationControllers.first)
        #expect(b.presentationController === controller)
        #expect(controller.calls.isEmpty)
        run.runToCompletion()
        #expect(controller.calls == ["presentationTransitionWillBegin", "containerViewWillLayoutSubviews",
                                     "presentationTransitionDidEnd(true)"])
        expectEqual(log.events, ["B.viewWillAppear", "animateTransition", "B.viewDidAppear", "completion", "animationEnded(true)"])
        expectEqual(run.state, .completed)
    }

    // §2 view(forKey:) and frames: the table of decompiled values, per style.
    @Test("view(forKey:), initialFrame and finalFrame on presentation, per style")
    func presentationAnswers() throws {
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .custom] {
            let transitions = CardTransitions()
            let (run, a, b) = try Self.presentation(style, log: EventLog(), delegate: transitions)
            run.runToCompletion()
            let animator = try #require(transitions.animators.first)
            let removes = style == .fullScreen
            #expect(animator.seenViews.from === (removes ? a.view : nil), "\(style)")
            #expect(animator.seenViews.to === b.view, "\(style)")
            expectEqual(animator.seenFrames["initialFrom"], Self.screen)
            expectEqual(animator.seenFrames["finalFrom"], (removes ? .zero : Self.screen), "\(style)")
            expectEqual(animator.seenFrames["initialTo"], .zero)
            let finalTo = style == .custom ? CGRect(x: 0, y: 100, width: 375, height: 712) : Self.screen
            expectEqual(animator.seenFrames["finalTo"], finalTo, "\(style)")
            expectEqual(b.view.frame, finalTo)
        }
    }

    @Test("view(forKey:), initialFrame and finalFrame on dismissal, per style")
    func dismissalAnswers() throws {
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .custom] {
            let transitions = CardTransitions()
            let (run, a, b) = try Self.dismissal(style, log: EventLog(), delegate: transitions)
            run.runToCompletion()
            let animator = try #require(transitions.animators.first)
            let removes = style == .fullScreen
            let presentedFrame = style == .custom ? CGRect(x: 0, y: 100, width: 375, height: 712) : Self.screen
            #expect(animator.seenViews.from === b.view, "\(style)")
            #expect(animator.seenViews.to === (removes ? a.view : nil), "\(style)")
            expectEqual(animator.seenFrames["initialFrom"], presentedFrame, "\(style)")
            expectEqual(animator.seenFrames["finalFrom"], presentedFrame, "\(style)")
            expectEqual(animator.seenFrames["initialTo"], .zero)
            expectEqual(animator.seenFrames["finalTo"], Self.screen)
        }
    }

    // §2: .fullScreen (and a presentation controller whose shouldRemovePresentersView is
    // true) takes the presenter's view out of the window at the end; the others keep it.
    // A completed dismissal puts it back where it was and removes the container.
    @Test("shouldRemovePresentersView decides whether the presenter's view stays in the window")
    func presenterRemoval() throws {
        for (style, removes) in [(UIModalPresentationStyle.fullScreen, true), (.overFullScreen, false), (.custom, false)] {
            let (run, a, b) = try Self.presentation(style, log: EventLog(), delegate: CardTransitions())
            run.runToCompletion()
            let window = run.window
            expectEqual((a.view.superview == nil), removes, "\(style)")
            #expect(b.view.rootView === window)
        }
        let transitions = CardTransitions()
        transitions.removesPresenter = true
        let (custom, a, _) = try Self.presentation(.custom, log: EventLog(), delegate: transitions)
        custom.runToCompletion()
        #expect(a.view.superview == nil)

        let (dismissal, presenter, presented) = try Self.dismissal(.fullScreen, log: EventLog())
        let window = dismissal.window
        #expect(presenter.view.superview == nil)
        dismissal.runToCompletion()
        #expect(window.subviews.count == 1 && window.subviews.first === presenter.view)
        expectEqual(presenter.view.frame, Self.screen)
        #expect(presented.view.superview == nil)
    }

    // §1 context styles: the nearest definesPresentationContext ancestor presents; §2 the
    // container fills its view's superview and the presented view covers its view only;
    // .currentContext removes that view, .overCurrentContext keeps it.
    @Test("context styles present over the view controller that defines the context",
          arguments: [UIModalPresentationStyle.currentContext, .overCurrentContext])
    func currentContext(_ style: UIModalPresentationStyle) throws {
        let log = EventLog()
        let root = LoggingViewController("root", log: log), pane = LoggingViewController("pane", log: log)
        let inner = LoggingViewController("inner", log: log), b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = style
        let transitions = CardTransitions()
        b.transitioningDelegate = transitions
        let run = try TransitionRun(window: UIWindow(frame: Self.screen)) { window in
            window.rootViewController = root
            root.addChild(pane)
            pane.view.frame = CGRect(x: 0, y: 100, width: 375, height: 400)
            root.view.addSubview(pane.view)
            pane.definesPresentationContext = true
            pane.addChild(inner)
            inner.view.frame = pane.view.bounds
            pane.view.addSubview(inner.view)
            inner.present(b, animated: true)
        }
        #expect(b.presentingViewController === pane)
        run.runToCompletion()
        #expect(run.coordinator.containerView.superview === root.view)
        expectEqual(run.coordinator.containerView.frame, root.view.bounds)
        let animator = try #require(transitions.animators.first)
        expectEqual(animator.seenFrames["finalTo"], CGRect(x: 0, y: 100, width: 375, height: 400))
        expectEqual(b.view.frame, CGRect(x: 0, y: 100, width: 375, height: 400))
        let removes = style == .currentContext
        #expect(animator.seenViews.from === (removes ? pane.view : nil))
        expectEqual((pane.view.superview == nil), removes)
        #expect(root.view.superview != nil)
    }

    // §1 Busy presenter: a second present while the first is in flight is refused (and
    // logged with UIKit's text); its completion never runs.
    @Test("presenting during a presentation is refused and reported")
    func presentDuringPresentation() throws {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        var cCompleted = false
        let run = try TransitionRun(window: UIWindow(frame: Self.screen)) { window in
            window.rootViewController = a
            a.present(b, animated: true)
            a.present(c, animated: true) { cCompleted = true }
        }
        run.runToCompletion()
        expectEqual(run.problems.map(\.code), ["present-during-transition"])
        #expect(run.problems.first?.message
            == "Attempt to present <LoggingViewController> on <LoggingViewController> (from <LoggingViewController>) while a presentation is in progress.")
        #expect(a.presentedViewController === b)
        #expect(c.presentingViewController == nil && !cCompleted)
        expectEqual(run.state, .completed)
        // The contract checker reports it.
        let findings = ContractChecker().findings(in: run, entry: "app", device: "test")
        expectEqual(findings.map(\.code), ["present-during-transition"])
    }

    // The contract checker reads app-started runs with UIKit's rules: a presenter that keeps
    // its view, the container and the dimming view UIKit and the presentation controller
    // own are not the animator's leftovers.
    @Test("the contract checker finds nothing wrong with well-behaved app transitions",
          arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen, .custom])
    func contractChecker(_ style: UIModalPresentationStyle) throws {
        let checker = ContractChecker()
        let (present, _, _) = try Self.presentation(style, log: EventLog(), delegate: CardTransitions())
        present.runToCompletion()
        #expect(checker.findings(in: present, entry: "app", device: "test").isEmpty)
        let (dismiss, _, _) = try Self.dismissal(style, log: EventLog(), delegate: CardTransitions())
        dismiss.runToCompletion()
        #expect(checker.findings(in: dismiss, entry: "app", device: "test").isEmpty)
    }

    // §1 dismiss forwards: sent to the presenter it dismisses what it presents.
    @Test("dismiss sent to the presenter dismisses what it presents")
    func dismissFromPresenter() throws {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let run = try TransitionRun(window: UIWindow(frame: Self.screen)) { window in
            window.rootViewController = a
            a.present(b, animated: false)
            a.dismiss(animated: true)
        }
        #expect(run.coordinator.operation == .dismiss && run.coordinator.fromViewController === b)
        run.runToCompletion()
        #expect(a.presentedViewController == nil)
    }

    // Item 5 of the brief: a run records exactly one animated transition.
    @Test("a run from app code that starts no transition, or two, is an error")
    func startErrors() throws {
        do {
            _ = try TransitionRun(window: UIWindow(frame: Self.screen)) { window in
                window.rootViewController = UIViewController()
                window.makeKeyAndVisible()
            }
            Issue.record("expected an error")
        } catch {
            expectEqual(error.reason, .noTransition)
            #expect(error.started.isEmpty)
        }
        do {
            _ = try TransitionRun(window: UIWindow(frame: Self.screen)) { window in
                // A split screen: two navigation controllers side by side, each pushes.
                let root = UIViewController()
                window.rootViewController = root
                let left = UINavigationController(rootViewController: UIViewController())
                let right = UINavigationController(rootViewController: UIViewController())
                for navigation in [left, right] {
                    root.addChild(navigation)
                    root.view.addSubview(navigation.view)
                }
                left.pushViewController(UIViewController(), animated: true)
                right.pushViewController(UIViewController(), animated: true)
            }
            Issue.record("expected an error")
        } catch {
            expectEqual(error.reason, .severalTransitions)
            expectEqual(error.started, [.push, .push])
        }
    }
}
