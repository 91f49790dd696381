import TestExpectations
import Testing
import TransitionKit
@testable import UIKit
@testable import UIKitFixturesSwift5

/// What the run loop reports: work left when the run ends, and views changed off the main
/// thread (TransitionKit's RunLoop/PendingWork.swift and OffMainWork.swift).
@Suite("Run-loop findings")
struct RunLoopFindingsTests {
    private func findings(_ run: TransitionRun) -> [ContractChecker.Finding] {
        ContractChecker().findings(in: run, entry: "fixture", device: "iphone-x")
    }

    private let file = "Tests/UIKitFixturesSwift5/SloppyBackgroundWork.swift"

    @Test("a timer never invalidated and a delayed perform still waiting are work-left findings, not a hang")
    func leftoverWork() throws {
        let animator = SloppyBackgroundAnimator()
        let run = try RunLoopSourcesTests.present(animator)
        expectEqual(run.completionTime, 0.6)
        #expect(run.timeline.now < 1, "the run ends once the transition has ended: the repeating timer does not keep it going")
        expectEqual(animator.polls, 2, "polled at 0.25 and 0.5 s")
        let left = findings(run).filter { $0.code == "work-left" }
        let timer = try #require(left.first { $0.message.hasPrefix("a repeating Timer (every 0.25 s)") })
        expectEqual(timer.location, CallSite(file: file, line: animator.timerLine))
        #expect(timer.message.contains("next due at 0.75 s"))
        let perform = try #require(left.first { $0.message.hasPrefix("a perform(") })
        expectEqual(perform.location, CallSite(file: file, line: animator.performLine))
        #expect(perform.message.contains("next due at 120 s"))
        expectEqual(left.count, 2)
    }

    @Test("a display link never invalidated is left work, named by its target")
    func leftoverDisplayLink() throws {
        let animator = DisplayLinkFadeAnimator()
        animator.forgetsToInvalidate = true
        let run = try RunLoopSourcesTests.present(animator)
        #expect(run.completionTime == 0.5 && run.timeline.now < 0.6)
        let left = findings(run).filter { $0.code == "work-left" }
        expectEqual(left.count, 1)
        expectEqual(left.first?.message.hasPrefix("a CADisplayLink calling DisplayLinkFadeAnimator never invalidated was still in the run loop"), true)
    }

    @Test("a global-queue block and a detached task that change views are not-modelled, the block at its call")
    func offMainViewAccess() throws {
        let animator = SloppyBackgroundAnimator()
        let run = try RunLoopSourcesTests.present(animator)
        let notModelled = findings(run).filter { $0.code == "not-modelled" }
        let global = try #require(notModelled.first { $0.message.contains("a block on DispatchQueue") })
        #expect(global.message.hasPrefix("UIKit used off the main thread"))
        expectEqual(global.location, CallSite(file: file, line: animator.globalLine))
        #expect(notModelled.contains { $0.message.contains("(a detached task changed a view") })
    }

    @Test("another queue's block that leaves views alone is not reported")
    func offMainWithoutViews() throws {
        final class Flag: @unchecked Sendable { var ran = false }
        let flag = Flag()
        let run = try TransitionRun(window: UIWindow(frame: Device.default.bounds)) { window in
            let root = UIViewController()
            window.rootViewController = root
            DispatchQueue.global().async { flag.ran = true }
            root.present(UIViewController(), animated: true)
        }
        run.runToCompletion()
        #expect(flag.ran)
        #expect(run.timeline.unmodelled.isEmpty)
    }

    @Test("work queued for later than the run's limit is left work too")
    func pastTheLimit() throws {
        let run = try TransitionRun(window: UIWindow(frame: Device.default.bounds)) { window in
            let root = UIViewController()
            window.rootViewController = root
            DispatchQueue.main.asyncAfter(deadline: .now() + 90) {}
            root.present(UIViewController(), animated: true)
        }
        run.runToCompletion(limit: 60)
        expectEqual(run.timeline.leftoverWork.map(\.kind), [.mainQueue])
        expectEqual(run.timeline.leftoverWork.first?.due, 90)
    }
}
