import UIKit

// Foundation's block-form timers in a file that imports UIKit alone: UIKit's `Timer` and
// `RunLoop` members shadow Foundation's and put the timers on the run's run loop
// (Tests/UIKitTests/ImportOrderTests.swift).

/// A countdown as apps write one: a scheduled block timer, and a timer made first and added
/// to the main run loop in the common mode, each invalidated when done.
final class UIKitOnlyTimers: @unchecked Sendable {
    private(set) var ticks: [CFTimeInterval] = []
    private(set) var commonTicks: [CFTimeInterval] = []
    private(set) var block: CFTimeInterval?

    func start() {
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
            self.ticks.append(CACurrentMediaTime())
            if self.ticks.count == 3 { timer.invalidate() }
        }
        let common = Timer(timeInterval: 0.2, repeats: false) { _ in self.commonTicks.append(CACurrentMediaTime()) }
        RunLoop.main.add(common, forMode: .common)
        RunLoop.current.perform { self.block = CACurrentMediaTime() }
    }
}
