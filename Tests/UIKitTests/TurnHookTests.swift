import TestExpectations
import Testing
import TransitionKit
@testable import UIKit

/// The end of each turn of the run loop (TransitionKit's RunLoop/Timeline+Turns.swift): the
/// one place later layout and implicit-transaction work hangs.
@Suite("The end-of-turn hook")
struct TurnHookTests {
    @Test("runs after each turn's work: the start, each main-queue block, timer firing and task job")
    func afterEachTurn() throws {
        // The timer's block is `@Sendable`: the view goes in an unchecked box, as Swift 6 code
        // without UIKit's main-actor annotations must (docs/engine.md, "The actor story").
        final class Log: @unchecked Sendable { var entries: [String] = []; let view = UIView() }
        let log = Log()
        let view = log.view
        let run = try TransitionRun(window: UIWindow(frame: Device.default.bounds)) { window in
            Timeline.current?.addTurnObserver { timeline in
                log.entries.append("end \(timeline.now) alpha \(log.view.alpha)")
            }
            let root = UIViewController()
            window.rootViewController = root
            root.view.addSubview(view)
            view.alpha = 0.1
            DispatchQueue.main.async {
                log.entries.append("block")
                log.view.alpha = 0.2
            }
            Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
                log.entries.append("timer")
                log.view.alpha = 0.3
            }
            root.present(UIViewController(), animated: true)
        }
        expectEqual(log.entries, ["end 0.0 alpha 0.1"], "the start is a turn")
        run.runToCompletion()
        #expect(Array(log.entries.prefix(5)) == [
            "end 0.0 alpha 0.1",
            "end 0.0 alpha 0.1",      // the transition's beginning
            "block", "end 0.0 alpha 0.2",
            "timer",
        ])
        expectEqual(log.entries[5], "end 0.05 alpha 0.3")
        // Every entry that is not an end is followed by one.
        for (index, entry) in log.entries.enumerated() where !entry.hasPrefix("end") {
            #expect(log.entries[index + 1].hasPrefix("end"))
        }
    }
}
