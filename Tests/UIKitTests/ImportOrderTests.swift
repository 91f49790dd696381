import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures

/// Files that import Foundation, UIKit, CoreGraphics and QuartzCore in different orders and
/// combinations name one `CGFloat` and one of each CoreGraphics type (docs/engine.md, "One
/// CGFloat"): they compile, and compute the same values of the same types.
@Suite("Imports: one CGFloat whatever a file imports")
struct ImportOrderTests {
    @Test("every import order gives the same types and values")
    func sameTypesAndValues() {
        let reference = FoundationThenUIKit.geometry()
        for other in [UIKitThenFoundation.geometry(), CoreGraphicsAlone.geometry(),
                      QuartzCoreAndFoundation.geometry(), AllFour.geometry()] {
            #expect(other.0 == reference.0 && other.1 == reference.1 && other.2 == reference.2)
            #expect(other.3 == reference.3 && other.4 == reference.4 && other.5 == reference.5 && other.6 == reference.6)
        }
        expectEqual(reference.3, CGRect(x: 15, y: 25, width: 40, height: 70))
        expectEqual(reference.0, 20)
        #expect(type(of: FoundationThenUIKit.scale) == type(of: CoreGraphicsAlone.scale))
        #expect(type(of: reference.1) == Foundation.CGPoint.self)
    }

    @Test("an app's own Size, Layer, Color, View and Rect beside import UIKit are the app's")
    func appNamedTypes() {
        expectEqual(AppNamedTypes.describe(), "3 badge brand card 2 10.0")
    }

    /// Runs `body` at time 0 of a presenting run, then plays the run to its end.
    private func run(_ body: @escaping () -> Void) throws -> TransitionRun {
        let run = try TransitionRun(window: UIWindow(frame: Device.default.bounds)) { window in
            let root = UIViewController()
            window.rootViewController = root
            body()
            root.present(UIViewController(), animated: true)
        }
        run.runToCompletion()
        return run
    }

    @Test("beside Foundation, the run loop's UIKit names reach the run's clock")
    func runLoopNamesBesideFoundation() throws {
        let names = RunLoopNames()
        let run = try run { names.start() }
        #expect(names.times.mapValues { ($0 * 1e6).rounded() / 1e6 } == [
            "displayLink": 1.0 / 60, "timer": 0.1, "perform": 0.2, "queue": 0.3, "sleep": 0.4, "sleep(for:)": 0.5,
        ].mapValues { ($0 * 1e6).rounded() / 1e6 })
        #expect(run.timeline.leftoverWork.isEmpty)
    }

    @Test("importing UIKit alone, Foundation's block-form timers and RunLoop.add are on the run's clock")
    func blockTimersWithUIKitAlone() throws {
        let timers = UIKitOnlyTimers()
        let run = try run { timers.start() }
        #expect(timers.ticks.map { ($0 * 1e6).rounded() } == [100_000, 200_000, 300_000])
        expectEqual(timers.commonTicks, [0.2], "Timer(timeInterval:repeats:) fires its interval after it was made, as on iOS")
        expectEqual(timers.block, 0, "RunLoop.perform: the next turn")
        #expect(run.timeline.leftoverWork.isEmpty)
    }
}
