import TestExpectations
import Testing
import TransitionKit
@testable import UIKit
@testable import UIKitFixturesSwift5

/// Timers, display links and main-actor tasks on the run's run loop (TransitionKit's RunLoop/):
/// the app's stagger lands at the times UIKit gives it, the same on every run.
@Suite("Timers, display links and tasks on the virtual clock")
struct RunLoopSourcesTests {
    /// Presents with `animator` on `device` and plays the run to its end.
    static func present(_ animator: any UIViewControllerAnimatedTransitioning, on device: Device = .default) throws -> TransitionRun {
        let transitions = TileRevealTransitions(animator)
        let run = try TransitionRun(window: UIWindow(frame: device.bounds)) { window in
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let detail = UIViewController()
            detail.modalPresentationStyle = .fullScreen
            detail.transitioningDelegate = transitions
            root.present(detail, animated: true)
        }
        run.scenario = transitions
        run.runToCompletion()
        return run
    }

    /// A tile's own alpha at `t`: its accumulated opacity, over the presented view's when
    /// that fades in (a 0.6 s linear fade from 0). A tile at alpha 0 is not in the frame.
    static func tileAlpha(_ run: TransitionRun, _ index: Int, at t: Double, screenFades: Bool) -> Double {
        let opacity = run.frame(at: t).layer(role: "tile\(index)")?.opacity ?? 0
        return screenFades ? opacity / min(1, t / 0.6) : opacity
    }

    /// Each tile fades in over 0.2 s from its own start.
    static func expectTiles(_ run: TransitionRun, startingAt starts: [Double], screenFades: Bool = true,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, start) in starts.enumerated() {
            for t in [start - 0.05, start + 0.05, start + 0.1, start + 0.15, start + 0.25] where t > 0 {
                let expected = min(1, max(0, (t - start) / 0.2))
                #expect(abs(tileAlpha(run, index, at: t, screenFades: screenFades) - expected) < 1e-9,
                        "tile\(index) at \(t) s", sourceLocation: sourceLocation)
            }
        }
    }

    /// The frames of a run, encoded as the wire sends them, at every 1/60 s: what "the same
    /// frames" compares, byte for byte.
    static func frames(_ run: TransitionRun) -> [[UInt8]] {
        stride(from: 0.0, through: run.endTime, by: 1.0 / 60).map { FrameEncoder().encode(run.frame(at: $0)) }
    }

    @Test("a repeating Timer fires every 0.1 s from when it was scheduled, block and target–selector forms alike",
          arguments: [TimerTilesAnimator.Form.block, .targetSelector])
    func timer(form: TimerTilesAnimator.Form) throws {
        let animator = TimerTilesAnimator(form: form)
        let run = try Self.present(animator)
        #expect(animator.firings.map { ($0 * 1e6).rounded() } == [100_000, 200_000, 300_000])
        Self.expectTiles(run, startingAt: [0.1, 0.2, 0.3])
        expectEqual(run.completionTime, 0.6)
        if form == .targetSelector { #expect(animator.userInfoSeen as? String == "tiles") }
        #expect(run.timeline.leftoverWork.isEmpty, "the timer invalidated itself")
        expectEqual(Self.frames(run), Self.frames(try Self.present(TimerTilesAnimator(form: form))))
    }

    @Test("a display link calls at every refresh of the device's screen, from the first one after it is added")
    func displayLink() throws {
        for (device, rate) in [(Device.iPhoneX, 60.0), (.iPhone15ProMax, 120.0)] {
            let animator = DisplayLinkFadeAnimator()
            let run = try Self.present(animator, on: device)
            let expected = (1...Int(rate / 2)).map { Double($0) / rate }
            expectEqual(animator.timestamps.first, 1 / rate, "\(device.name): the first refresh after the link was added at 0")
            expectEqual(animator.timestamps, expected, "\(device.name): calls at k / \(rate) s up to 0.5 s")
            #expect(animator.targetTimestamps == (2...Int(rate / 2) + 1).map { Double($0) / rate })
            #expect(animator.durations.allSatisfy { $0 == 1 / rate })
            expectEqual(run.completionTime, 0.5)
            // The alpha the app set at the last refresh before t, held until the next one.
            for t in [0.1, 0.2501, 0.37, 0.49] {
                let refresh = (t * rate).rounded(.down) / rate
                let opacity = run.frame(at: t).layer(role: "to")?.opacity ?? 0
                #expect(abs(opacity - refresh / 0.5) < 1e-9, "\(device.name) at \(t) s")
            }
            #expect(run.timeline.leftoverWork.isEmpty)
            expectEqual(Self.frames(run), Self.frames(try Self.present(DisplayLinkFadeAnimator(), on: device)))
        }
    }

    @Test("preferredFramesPerSecond: every n-th refresh, the nearest rate the screen supports")
    func displayLinkRate() throws {
        let animator = DisplayLinkFadeAnimator()
        animator.preferredFramesPerSecond = 30
        _ = try Self.present(animator, on: .iPhone15ProMax)
        #expect(animator.timestamps == (1...15).map { Double(4 * $0) / 120 }, "30 fps on a 120 Hz screen: every 4th refresh")
        expectEqual(animator.targetTimestamps.first, 8.0 / 120)
    }

    @Test("a main-actor task's sleeps and awaited animation land where UIKit puts them")
    func taskSleepStagger() throws {
        let animator = TaskStaggerAnimator()
        let run = try Self.present(animator)
        // Each sleep is measured from the wake before it, as on a phone: 0.1 s apart.
        #expect(animator.wakeTimes.map { ($0 * 1e6).rounded() } == [100_000, 200_000, 300_000, 400_000])
        Self.expectTiles(run, startingAt: [0.1, 0.2, 0.3], screenFades: false)
        expectEqual(animator.pulseFinished, true)
        let completion = try #require(run.completionTime)
        #expect(abs(completion - 0.6) < 1e-9 && animator.completedAt == completion, "after the awaited 0.2 s animation")
        expectEqual(Self.frames(run), Self.frames(try Self.present(TaskStaggerAnimator())))
        #expect(run.timeline.unmodelled.isEmpty)
    }
}
