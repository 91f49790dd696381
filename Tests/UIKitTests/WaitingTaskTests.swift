import TestExpectations
import Testing
import TransitionKit
@testable import UIKit

/// A Swift task the app started and left suspended at an `await` when its run ended or was
/// discarded is a `work-left` finding, never a hang, and never runs in a later run
/// (TransitionKit's RunLoop/AppTasks.swift, UIKit's `Task.init` form).
@Suite("Swift tasks left waiting")
struct WaitingTaskTests {
    /// What the app kept across runs (a singleton's stored continuation) and what its tasks did.
    final class Kept: @unchecked Sendable {
        var continuation: UnsafeContinuation<Void, Never>?
        var resumedAfterAwait = false
        var finished: [String] = []
    }

    /// A run whose start presents a screen and starts `body` as a main-actor task.
    private func run(_ body: @escaping @MainActor () async -> Void) throws -> TransitionRun {
        try TransitionRun(window: UIWindow(frame: Device.default.bounds)) { window in
            let root = UIViewController()
            window.rootViewController = root
            Task { @MainActor in await body() }
            root.present(UIViewController(), animated: true)
        }
    }

    private func workLeft(_ run: TransitionRun) -> [ContractChecker.Finding] {
        ContractChecker().findings(in: run, entry: "fixture", device: "iphone-x").filter { $0.code == "work-left" }
    }

    @Test("a main-actor task awaiting a continuation nobody resumes is work-left when the run ends, and the run ends")
    func endedRun() throws {
        let kept = Kept()
        let run = try run {
            await withUnsafeContinuation { kept.continuation = $0 }
            kept.resumedAfterAwait = true
        }
        run.runToCompletion()
        #expect(run.timeline.now < 1, "the run ended with the transition: nothing waited for the task")
        #expect(kept.continuation != nil, "the task reached its await")
        let left = workLeft(run)
        expectEqual(left.count, 1)
        expectEqual(left.first?.message.hasPrefix("a Swift task suspended at an await that nothing in the run loop will resume was still in the run loop when the run ended"), true)
        kept.continuation = nil
    }

    @Test("tasks that finish, sleep to the end or await an animation that ends are not reported as waiting")
    func finishedTasks() throws {
        let kept = Kept()
        let run = try TransitionRun(window: UIWindow(frame: Device.default.bounds)) { window in
            let root = UIViewController()
            window.rootViewController = root
            Task { @MainActor in kept.finished.append("plain") }
            Task { @MainActor in
                try await Task.sleep(nanoseconds: 200_000_000)
                kept.finished.append("slept")
            }
            nonisolated(unsafe) let faded = root.view!
            Task { @MainActor in
                await UIView.animate(withDuration: 0.3) { @Sendable in faded.alpha = 0.5 }
                kept.finished.append("animated")
            }
            Task { kept.finished.append("nonisolated") }
            root.present(UIViewController(), animated: true)
        }
        run.runToCompletion()
        expectEqual(Set(kept.finished), ["plain", "slept", "animated", "nonisolated"])
        #expect(workLeft(run).isEmpty)
        #expect(run.timeline.leftoverWork.isEmpty)
    }

    @Test("a task sleeping past the end is reported once, with its wake-up time, not again as waiting")
    func sleepingTask() throws {
        let run = try run { try? await Task.sleep(nanoseconds: 90_000_000_000) }
        run.runToCompletion(limit: 60)
        let left = run.timeline.leftoverWork
        expectEqual(left.map(\.kind), [.task])
        expectEqual(left.first?.due, 90)
    }

    @Test("a run discarded while a task awaits UIView.animate reports the task, and its code never runs afterwards")
    func discardedRun() throws {
        let kept = Kept()
        let run = try TransitionRun(window: UIWindow(frame: Device.default.bounds)) { window in
            let root = UIViewController()
            window.rootViewController = root
            nonisolated(unsafe) let faded = root.view!
            Task { @MainActor in
                await UIView.animate(withDuration: 5) { @Sendable in faded.alpha = 0.5 }
                kept.resumedAfterAwait = true
            }
            root.present(UIViewController(), animated: true)
        }
        run.start()
        run.advance(to: 0.1)
        let left = run.discard()
        expectEqual(left.map(\.kind), [.task])
        #expect(left.first?.due == nil)
        expectEqual(left.first?.what.hasPrefix("a Swift task suspended at an await"), true)
        run.advance(to: 10)
        #expect(!kept.resumedAfterAwait)
    }

    @Test("a task an earlier run left waiting, resumed from the next run's code, does not run there")
    func noLeakIntoTheNextRun() throws {
        let kept = Kept()
        let first = try run {
            await withUnsafeContinuation { kept.continuation = $0 }
            kept.resumedAfterAwait = true
        }
        first.start()
        first.advance(to: 0.1)
        expectEqual(first.discard().map(\.kind), [.task])
        let second = try TransitionRun(window: UIWindow(frame: Device.default.bounds)) { window in
            let root = UIViewController()
            window.rootViewController = root
            kept.continuation?.resume()
            kept.continuation = nil
            root.present(UIViewController(), animated: true)
        }
        second.runToCompletion()
        #expect(!kept.resumedAfterAwait, "the old run's task did not run in the new run")
        #expect(second.timeline.unmodelled.contains { $0.feature.hasPrefix("a Swift task an earlier run left waiting") })
        #expect(second.timeline.leftoverWork.isEmpty)
    }

    @Test("outside a run, Task is Swift's own")
    func outsideRuns() async {
        let value = await Task { 41 + 1 }.value
        expectEqual(value, 42)
        let thrown = await Task { () throws -> Int in throw CancellationError() }.result
        #expect((try? thrown.get()) == nil)
    }
}
