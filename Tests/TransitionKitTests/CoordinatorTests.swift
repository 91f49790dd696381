import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// The transition coordinator (docs/uikit-presentation.md §4) and the dimming-view pattern
/// (§3), with the app code of Support/PresentationScenes.swift.
@Suite("Transition coordinator and presentation controller")
struct CoordinatorTests {
    // §3 Dimming-view pattern, §4 alongside: the dimming view fades in alongside the
    // presentation, in an animation of the transition's duration on easeInOut.
    @Test("the dimming view fades alongside a custom presentation")
    func dimmingAlongside() throws {
        let transitions = CardTransitions()
        let (run, _, b) = try PresentationTests.presentation(.custom, log: EventLog(), delegate: transitions)
        run.runToCompletion()
        expectEqual(run.completionTime, 0.4)
        // Fully transparent layers are left out of a frame.
        #expect(run.frame(at: 0).layer(role: "dimming") == nil)
        let middle = try #require(run.frame(at: 0.2).layer(role: "dimming")).opacity
        #expect(middle > 0 && middle < 1)
        #expect(abs(middle - 0.5) < 1e-9)  // easeInOut is symmetric: half way at half time
        #expect(try #require(run.frame(at: 0.4).layer(role: "dimming")).opacity == 1)
        // The presented view slides towards its frame in the container, below the top 100 points.
        let card = try #require(run.frame(at: 0.2).layer(role: "B"))
        #expect(card.quad.topLeft.y > 100 && card.quad.topLeft.y < 812)
        expectEqual(b.view.frame.minY, 100)
        // The dimming view stays under the card after the presentation.
        let dimming = try #require(transitions.presentationControllers.first?.dimmingView)
        #expect(dimming.superview === b.view.superview)
    }

    /// B (custom, dimming) is on screen; a pull of `distance` points dismisses it
    /// interactively. Returns what the coordinator told the app.
    func interactiveDismissal(distance: Double) throws
        -> (run: TransitionRun, b: LoggingViewController, completions: [Bool], changes: [String], late: (Bool, Bool),
            dimming: UIView) {
        let log = EventLog()
        let transitions = CardTransitions()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = transitions
        var completions: [Bool] = []
        var changes: [String] = []
        let run = try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
            window.rootViewController = a
            a.present(b, animated: false)
            transitions.pullDown = PullDownInteraction()
            b.dismiss(animated: true)
            let coordinator = b.transitionCoordinator
            coordinator?.animate(alongsideTransition: nil) { context in completions.append(context.isCancelled) }
            coordinator?.notifyWhenInteractionChanges { context in
                changes.append("interactive \(context.isInteractive), cancelled \(context.isCancelled), "
                    + "velocity \(context.completionVelocity), percent \(context.percentComplete)")
            }
        }
        let dimming = try #require(transitions.presentationControllers.first?.dimmingView)
        // Once the animator returned, an alongside animation is dropped (false); its
        // completion still runs.
        var lateQueued = true, lateCompleted = false
        try run.handle(pullDown(distance: distance)[0])
        run.timeline.perform {
            lateQueued = b.transitionCoordinator?.animate(alongsideTransition: { _ in }) { _ in lateCompleted = true } ?? true
        }
        try run.replay(Array(pullDown(distance: distance).dropFirst()))
        return (run, b, completions, changes, (lateQueued, lateCompleted), dimming)
    }

    // §4: alongside completions get isCancelled; interaction-change handlers run at the
    // finish/cancel with isInteractive false, UIKit's velocity sign and the last percent.
    @Test("alongside completions and interaction changes under a cancel")
    func cancelled() throws {
        let result = try interactiveDismissal(distance: 120)
        expectEqual(result.run.state, .cancelled)
        expectEqual(result.completions, [true])
        expectEqual(result.changes, ["interactive false, cancelled true, velocity -1.0, percent 0.3"])
        #expect(result.late.0 == false && result.late.1)
        // Still presented, dimming view back at full strength (the controller's didEnd(false)).
        #expect(result.b.presentingViewController != nil)
        #expect(result.dimming.alpha == 1 && result.dimming.superview != nil)
        // During the pull the dimming view fades with the interaction's paused clock.
        let pulled = try #require(result.run.frame(at: 10.0 / 60).layer(role: "dimming")).opacity
        #expect(pulled > 0 && pulled < 1)
        #expect(ContractChecker().findings(in: result.run, entry: "app", device: "test", scenario: .cancelled).isEmpty)
    }

    @Test("alongside completions and interaction changes under a finish")
    func finished() throws {
        let result = try interactiveDismissal(distance: 300)
        expectEqual(result.run.state, .completed)
        expectEqual(result.completions, [false])
        expectEqual(result.changes, ["interactive false, cancelled false, velocity 1.0, percent 0.75"])
        #expect(result.b.presentingViewController == nil)
        #expect(result.dimming.superview == nil)
        #expect(result.b.transitionCoordinator == nil)
        #expect(ContractChecker().findings(in: result.run, entry: "app", device: "test", scenario: .finished).isEmpty)
    }

    // §5 cancelled interactive transition: at the start from-will-disappear, to-will-appear;
    // at completeTransition(false) to: will+didDisappear, then from: will+didAppear.
    @Test("appearance callbacks of a cancelled interactive dismissal")
    func cancelledAppearance() throws {
        let log = EventLog()
        let transitions = CardTransitions()
        transitions.log = log
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = transitions
        let run = try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
            window.rootViewController = a
            window.makeKeyAndVisible()
            a.present(b, animated: false)
            transitions.pullDown = PullDownInteraction()
            log.events.removeAll()
            b.dismiss(animated: true) { log.add("completion") }
        }
        try run.replay(pullDown(distance: 120))
        expectEqual(run.state, .cancelled)
        #expect(log.events == ["B.viewWillDisappear", "A.viewWillAppear", "animateTransition",
                               "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
                               "animationEnded(false)"])
        // .fullScreen: the presenter's view leaves the window again.
        #expect(a.view.superview == nil)
        #expect(a.presentedViewController === b)
    }
}
