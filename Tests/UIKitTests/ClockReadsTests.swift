import CatalogIndexing
import Dispatch
import TestExpectations
import Testing
import TransitionKit
@testable import UIKit
@testable import UIKitFixturesSwift5

/// `CFAbsoluteTimeGetCurrent()`, `DispatchTime.now()` and `CACurrentMediaTime()` in an app's
/// file read the run's virtual clock (the rewritten copy, UIKit's Date+RunClock.swift);
/// `ContinuousClock.now`, `SuspendingClock.now` and `DispatchWallTime.now()`, which the run
/// cannot make, are reported `not-modelled` at the app's line.
@Suite("The run's clock for CFAbsoluteTime, DispatchTime and the Swift clocks")
struct ClockReadsTests {
    @Test("the compiled fixture is the rewrite of the app's file, byte for byte")
    func fixtureIsTheRewrite() throws {
        let original = try String(
            contentsOf: RunClockTests.root.appendingPathComponent("Tests/Fixtures/RewrittenCopies/ClockReadsFade.swift"), encoding: .utf8)
        let copy = try String(
            contentsOf: RunClockTests.root.appendingPathComponent("Tests/UIKitFixturesSwift5/ClockReadsFade+Linux.swift"), encoding: .utf8)
        #expect(ObjCRewriter.mayNeedRewrite(original))
        expectEqual(ObjCRewriter.rewrite(original), copy)
    }

    @Test("a display link timed with CFAbsoluteTimeGetCurrent, DispatchTime.now and CACurrentMediaTime sees virtual times")
    func clockReadsFade() throws {
        let animator = ClockReadsFadeAnimator()
        let run = try RunLoopSourcesTests.present(animator)
        let expected = (1...30).map { Double($0) / 60 }
        expectEqual(animator.absoluteSeen.count, 30)
        for (seen, time) in zip(animator.absoluteSeen, expected) { #expect(abs(seen - time) < 1e-9) }
        for (seen, time) in zip(animator.dispatchSeen, expected) { #expect(abs(seen - time) < 1e-9) }
        for (seen, time) in zip(animator.mediaSeen, expected) { #expect(abs(seen - time) < 1e-9) }
        expectEqual(animator.badgeShownAt, 0.2, "asyncAfter(deadline: DispatchTime.now() + 0.2) ran 0.2 s of run time later")
        #expect(run.completionTime.map { abs($0 - 0.5) < 1e-9 } == true)
        let clock = try #require(run.timeline.unmodelled.first { $0.feature.hasPrefix("ContinuousClock.now reads the real clock") })
        expectEqual(clock.location?.file.hasSuffix("ClockReadsFade+Linux.swift"), true)
        expectEqual(clock.location?.line, 41)
    }

    @Test("the same inputs give byte-identical frames, run after run")
    func deterministic() throws {
        let first = RunLoopSourcesTests.frames(try RunLoopSourcesTests.present(ClockReadsFadeAnimator()))
        let second = RunLoopSourcesTests.frames(try RunLoopSourcesTests.present(ClockReadsFadeAnimator()))
        #expect(first.count > 20)
        expectEqual(first, second)
    }

    @Test("outside a run the clocks are the real ones; a real deadline is not mistaken for the run's")
    func outsideRuns() {
        #expect(DispatchTime.__runNow().uptimeNanoseconds < RunClock.dispatchBase)
        #expect(abs(CFAbsoluteTimeGetCurrent() - Date().timeIntervalSinceReferenceDate) < 60)
        let timeline = Timeline()
        timeline.perform {
            expectEqual(DispatchTime.__runNow().uptimeNanoseconds, RunClock.dispatchBase)
            expectEqual(DispatchQueue.virtualDelay(until: DispatchTime.__runNow() + 0.35), 0.35)
            expectEqual(DispatchQueue.virtualDelay(until: .now() + 0.35), 0.35, "a real deadline still gives the app's delay")
            expectEqual(CFAbsoluteTimeGetCurrent(), 0)
            _ = DispatchWallTime.__runNow()
            _ = SuspendingClock.__runNow()
        }
        #expect(timeline.unmodelled.map(\.feature).map { String($0.prefix(24)) } == ["DispatchWallTime.now() r", "SuspendingClock.now read"])
        timeline.invalidate()
    }
}
