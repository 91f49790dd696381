import Foundation
import TestExpectations
import Testing
@testable import TransitionKit
@testable import UIKit
@testable import UIKitFixtures
@testable import UIKitFixturesSwift5

/// The actor story (docs/engine.md): inside a run, the run's thread is the main actor — for
/// `MainActor.assumeIsolated`, main-actor tasks, `MainActor.run` — and runs on several threads
/// at once stay independent.
@Suite("The main actor inside a run")
struct ActorStoryTests {
    @Test("Swift 6 code isolated to the main actor runs at its virtual times on the run's thread")
    func mainActorCode() throws {
        var counter: BadgeCounter?
        let run = try TransitionRun(window: UIWindow(frame: Device.default.bounds)) { window in
            let root = UIViewController()
            window.rootViewController = root
            let made = MainActor.assumeIsolated { BadgeCounter() }
            ActorStory.start(made)
            counter = made
            root.present(UIViewController(), animated: true)
        }
        run.runToCompletion()
        let badgeCounter = try #require(counter)
        let events = run.timeline.perform { MainActor.assumeIsolated { badgeCounter.events } }
        expectEqual(events, ["main queue at 0.0", "timer at 0.1", "MainActor.run at 0.2", "main-actor task at 0.3"])
    }

    @Test("a thread is the main actor while it runs a run's code, and not otherwise (unless it is the main thread)")
    func mainActorThreads() {
        let isolated = { RunLoopMainExecutor.shared.isIsolatingCurrentContext() }
        let timeline = Timeline()
        expectEqual(timeline.perform(isolated), true)
        expectEqual(isolated(), Thread.isMainThread)
    }

    @Test("runs on several threads at once give each its own frames, the same as one at a time")
    func independentRuns() throws {
        let reference = RunLoopSourcesTests.frames(try RunLoopSourcesTests.present(TaskStaggerAnimator()))
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var frames: [[[UInt8]]] = []
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 6) { index in
            let animator: any UIViewControllerAnimatedTransitioning = index % 2 == 0 ? TaskStaggerAnimator() : TimerTilesAnimator(form: .block)
            guard let run = try? RunLoopSourcesTests.present(animator) else { return }
            let frames = RunLoopSourcesTests.frames(run)
            results.lock.lock()
            if index % 2 == 0 { results.frames.append(frames) }
            results.lock.unlock()
        }
        expectEqual(results.frames.count, 3)
        #expect(results.frames.allSatisfy { $0 == reference })
    }
}
