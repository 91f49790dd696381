import CatalogIndexing
import TestExpectations
import Testing
import TransitionKit
@testable import UIKit
@testable import UIKitFixturesSwift5

/// `Date()`, `Date.now`, `Date(timeIntervalSinceNow:)`, `.timeIntervalSinceNow` and
/// `ProcessInfo.processInfo.systemUptime` in an app's file read the run's virtual clock
/// through the rewritten copy (CatalogIndexing's ObjCRewriter+Clock.swift, UIKit's
/// Date+RunClock.swift): an entry that times itself with `Date()` gives the same frames on
/// every run, at the times UIKit's clock would give.
@Suite("The run's clock for Date and systemUptime")
struct RunClockTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the compiled fixture is the rewrite of the app's file, byte for byte")
    func fixtureIsTheRewrite() throws {
        let original = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/RewrittenCopies/DateTimedFade.swift"), encoding: .utf8)
        let copy = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/UIKitFixturesSwift5/DateTimedFade+Linux.swift"), encoding: .utf8)
        #expect(ObjCRewriter.mayNeedRewrite(original))
        expectEqual(ObjCRewriter.rewrite(original), copy)
        #expect(copy.contains("Date.__runNow") && copy.contains("__runSystemUptime") && copy.contains("__runTimeIntervalSinceNow"))
    }

    @Test("a display link timed with Date() sees the refreshes' virtual times and ends on time")
    func dateTimedFade() throws {
        let animator = DateTimedFadeAnimator()
        let run = try RunLoopSourcesTests.present(animator)
        // Refreshes of the default (60 Hz) screen: 1/60 s apart from the first after the start.
        let expected = (1...30).map { Double($0) / 60 }
        expectEqual(animator.elapsedSeen.count, 30)
        for (seen, time) in zip(animator.elapsedSeen, expected) { #expect(abs(seen - time) < 1e-9) }
        expectEqual(animator.uptimeSeen, animator.elapsedSeen, "systemUptime and Date() are one clock")
        expectEqual(animator.sinceNowSeen, animator.elapsedSeen)
        #expect(run.completionTime.map { abs($0 - 0.5) < 1e-9 } == true)
        let opacity = try #require(run.frame(at: 0.26).layer(role: "to")?.opacity)
        #expect(abs(opacity - 0.5) < 1e-9, "set to 0.25 / 0.5 at the refresh at 0.25 s")
    }

    @Test("the same frames, run after run")
    func deterministic() throws {
        let first = RunLoopSourcesTests.frames(try RunLoopSourcesTests.present(DateTimedFadeAnimator()))
        let second = RunLoopSourcesTests.frames(try RunLoopSourcesTests.present(DateTimedFadeAnimator()))
        #expect(first.count > 20)
        expectEqual(first, second)
    }

    @Test("a run's dates start at the reference date and move with its clock; outside a run, the real clock")
    func dates() throws {
        final class Reads: @unchecked Sendable {
            var dates: [Date] = []
            var uptimes: [TimeInterval] = []
        }
        let reads = Reads()
        let run = try TransitionRun(window: UIWindow(frame: Device.default.bounds)) { window in
            let root = UIViewController()
            window.rootViewController = root
            reads.dates.append(Date.__runNow)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                reads.dates.append(Date.__runNow)
                reads.uptimes.append(ProcessInfo.processInfo.__runSystemUptime)
                reads.dates.append(Date(__runTimeIntervalSinceNow: 1))
            }
            root.present(UIViewController(), animated: true)
        }
        run.runToCompletion()
        expectEqual(reads.dates.map(\.timeIntervalSinceReferenceDate), [0, 0.3, 1.3])
        expectEqual(reads.uptimes, [0.3])
        #expect(abs(Date.__runNow.timeIntervalSince(Date())) < 60, "outside a run: the real date")
    }

    @Test("a timer resumed with fireDate = Date() + 0.2 fires 0.2 s of run time later")
    func fireDateFromRunDate() throws {
        final class Firings: @unchecked Sendable { var times: [Double] = [] }
        let fired = Firings()
        let run = try TransitionRun(window: UIWindow(frame: Device.default.bounds)) { window in
            let root = UIViewController()
            window.rootViewController = root
            let timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in fired.times.append(CACurrentMediaTime()) }
            timer.fireDate = .distantFuture
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                timer.fireDate = Date.__runNow.addingTimeInterval(0.2)
            }
            root.present(UIViewController(), animated: true)
        }
        run.runToCompletion()
        expectEqual(fired.times.count, 1)
        #expect(fired.times.first.map { abs($0 - 0.3) < 1e-9 } == true)
    }
}
