import TestExpectations
import Testing
import TransitionKit
@testable import UIKit
@testable import UIKitFixturesSwift5

/// A run made and then discarded before its end — the app's code started no transition, or
/// the wrong one, or its owner let it go mid-way — still says what the app left in its run
/// loop (`work-left`, at the app's file and line where the call captured it), runs none of it
/// afterwards, and does not wait for it (TransitionRun+Discard.swift, CatalogRun.Failure).
@Suite("Work left when a run is discarded")
struct DiscardedRunTests {
    private let file = "Tests/UIKitFixturesSwift5/BlinkingSplash.swift"

    /// The splash as a catalog entry: `present` forgets `animated: true` (no transition),
    /// `dismiss` presents instead (the wrong transition).
    struct SplashEntry: CatalogEntry {
        let id = "splash-fixture"
        let title = "Splash (discarded runs)"
        let summary = "Tests/UIKitFixturesSwift5's blinking splash."
        let origin = "Tests/UIKitFixturesSwift5"
        let operations: [TransitionOperation] = [.present, .dismiss]

        func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
            _ = BlinkingSplashViewController.show(in: window, animated: operation == .dismiss)
        }
    }

    /// The lines the fixture's calls are on (a fresh instance records them as it loads, inside
    /// a timeline of its own, which then lets go of what it scheduled).
    private func lines() -> (timer: Int, async: Int) {
        let timeline = Timeline()
        let splash = timeline.perform {
            let splash = BlinkingSplashViewController()
            splash.loadViewIfNeeded()
            return splash
        }
        timeline.invalidate()
        return (splash.timerLine, splash.asyncLine)
    }

    @Test("a start that makes no transition reports the timer, the block and the task it left, at their lines")
    func noTransition() throws {
        let findings = ContractChecker().check(SplashEntry(), .present, .default, .animated).findings
        expectEqual(findings.first?.code, "no-transition")
        let left = findings.filter { $0.code == "work-left" }
        expectEqual(left.count, 3)
        let timer = try #require(left.first { $0.message.hasPrefix("a repeating Timer (every 0.5 s)") })
        expectEqual(timer.location, CallSite(file: file, line: lines().timer))
        #expect(timer.message.contains("when the run was discarded at 0 s (next due at 0.5 s)"))
        let block = try #require(left.first { $0.message.hasPrefix("a DispatchQueue.main block") })
        expectEqual(block.location, CallSite(file: file, line: lines().async))
        #expect(left.contains { $0.message.hasPrefix("a Swift task") })
    }

    @Test("a start that makes the wrong transition is discarded the same way")
    func wrongOperation() {
        let findings = ContractChecker().check(SplashEntry(), .dismiss, .default, .animated).findings
        expectEqual(findings.first?.code, "wrong-operation")
        #expect(findings.filter { $0.code == "work-left" }.count == 3)
        do {
            _ = try CatalogRun.make(entry: SplashEntry(), operation: .dismiss)
            Issue.record("a present for a dismiss is refused")
        } catch {
            expectEqual(error.code, .wrongOperation)
            expectEqual(error.leftoverWork.map(\.kind), [.mainQueue, .task, .timer])
            expectEqual(error.discardedAt, 0)
        }
    }

    @Test("a run let go mid-way returns what was left, then runs none of it")
    func discardMidway() throws {
        var splash: BlinkingSplashViewController?
        let run = try TransitionRun(window: UIWindow(frame: Device.default.bounds)) { window in
            splash = BlinkingSplashViewController.show(in: window, animated: true)
        }
        run.start()
        run.advance(to: 0.6)
        let screen = try #require(splash)
        expectEqual(screen.blinks, 1, "blinked at 0.5 s")
        #expect(screen.hint.superview === screen.view, "the main-queue block ran at the next turn")
        let left = run.discard()
        expectEqual(left.map(\.kind), [.timer, .task])
        expectEqual(left.map(\.due), [1.0, 3.0])
        expectEqual(left.first?.location, CallSite(file: file, line: screen.timerLine))
        #expect(run.timeline.leftoverWork.isEmpty)
        run.advance(to: 5)
        expectEqual(screen.blinks, 1, "a discarded run's timer never fires again")
        #expect(!screen.logo.isHidden, "nor does its sleeping task wake")
    }

    @Test("a run that ends on its own still says it ended, not that it was discarded")
    func endedRun() throws {
        let run = try TransitionRun(window: UIWindow(frame: Device.default.bounds)) { window in
            _ = BlinkingSplashViewController.show(in: window, animated: true)
        }
        run.runToCompletion()
        expectEqual(run.timeline.now, 3, "the sleeping task keeps the run going; the repeating timer alone does not")
        let left = ContractChecker().findings(in: run, entry: "splash", device: "iphone-x").filter { $0.code == "work-left" }
        expectEqual(left.count, 1)
        expectEqual(left.first?.message.contains("when the run ended at 3 s (next due at 3.5 s)"), true)
    }
}
