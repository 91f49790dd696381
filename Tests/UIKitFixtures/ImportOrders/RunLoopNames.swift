import Foundation
import UIKit

// The run loop's names in a file that imports Foundation beside UIKit, as app files start: the
// target–selector timer, `perform(_:with:afterDelay:)`, `CADisplayLink`, the main queue and
// `Task.sleep` resolve to UIKit's (Foundation on Linux has none of the first three; UIKit's
// `Task.sleep` shadows the standard library's whatever else is imported). The block-form timer
// and `RunLoop.add` need the file to import UIKit alone, which the rewritten copy of a folder
// entry's file does (UIKitOnlyTimers.swift; docs/bring-your-own.md, "Timers").
// Tests/UIKitTests/ImportOrderTests.swift runs it.

/// Records, on the run's clock, when each of its callbacks ran. Swift 6 mode: the callbacks
/// capture `self` in `@Sendable` closures, which UIKit's main-actor classes may and an engine
/// class may not (docs/engine.md, "The actor story"): the recorder says it is safe, as it is
/// on a run's single thread.
final class RunLoopNames: NSObject, @unchecked Sendable {
    private(set) var times: [String: CFTimeInterval] = [:]

    func start() {
        Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: Selector.method(Self.timerFired(_:)),
                             userInfo: nil, repeats: false)
        perform(Selector.method(Self.performed), with: nil, afterDelay: 0.2)
        CADisplayLink(target: self, selector: Selector.method(Self.refreshed(_:))).add(to: .main, forMode: .common)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.times["queue"] = CACurrentMediaTime() }
        Task {
            try await Task.sleep(nanoseconds: 400_000_000)
            self.times["sleep"] = CACurrentMediaTime()
            try await Task.sleep(for: .milliseconds(100))
            self.times["sleep(for:)"] = CACurrentMediaTime()
        }
    }

    func timerFired(_ timer: Timer) { times["timer"] = CACurrentMediaTime() }
    func performed() { times["perform"] = CACurrentMediaTime() }

    func refreshed(_ link: CADisplayLink) {
        times["displayLink"] = link.timestamp
        link.invalidate()
    }
}
