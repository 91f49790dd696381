import Foundation
import TransitionKit

// `Timer` and `RunLoop` on the run's run loop (TransitionKit's RunLoop/RunLoopTimers.swift).
// A timer is Foundation's `Timer` — one type, whatever a file imports — and these members put
// it on the run's run loop instead of the thread's real one, which nothing runs while a run
// computes.
//
// The block forms, `RunLoop.add(_:forMode:)` and `perform(_:)` have the same signatures as
// Foundation's: declared here, they shadow Foundation's in a file that imports UIKit (or
// relies on the catalog's implicit `import UIKit`), since UIKit re-exports Foundation. A file
// that also imports Foundation by name sees both and cannot choose ("ambiguous use of
// 'scheduledTimer(withTimeInterval:repeats:block:)'"): the copy a folder entry compiles drops
// such a file's `import Foundation` (ObjCRewriter), so app code is unaffected; a file compiled
// as it is (a one-file entry) writes `import UIKit` alone. docs/bring-your-own.md, "Timers".
// Foundation on Linux has no target–selector forms: those are UIKit's alone here.

extension Timer {
    /// On the run's run loop, in the default mode. (No place captured: an extra defaulted
    /// argument would make Foundation's form the better match.)
    @discardableResult
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool,
        block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        RunLoopTimers.scheduledTimer(interval: interval, repeats: repeats, block: block, at: nil)
    }

    /// Sends `aSelector` to `aTarget` (which the timer keeps until it is invalidated), with the
    /// timer as the argument.
    @discardableResult
    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
        userInfo: Any?, repeats yesOrNo: Bool,
        file: String = #filePath, line: Int = #line
    ) -> Timer {
        RunLoopTimers.scheduledTimer(
            interval: ti, target: aTarget as AnyObject, selector: aSelector, userInfo: userInfo,
            repeats: yesOrNo, at: CallSite(filePath: file, line: line))
    }

    /// A timer to add to a run loop. Its first firing is `interval` after it is made, as on
    /// iOS (Foundation on Linux makes a timer that does not repeat due at once).
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }

    /// A timer to add to a run loop that sends `aSelector` to `aTarget`. Its `userInfo` is nil
    /// (Foundation on Linux has no initialiser that stores one; the scheduling form keeps it).
    public convenience init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
        userInfo: Any?, repeats yesOrNo: Bool
    ) {
        nonisolated(unsafe) let target = aTarget as AnyObject
        self.init(fire: Date(timeIntervalSinceNow: ti), interval: ti, repeats: yesOrNo) { timer in
            aSelector.perform(on: target, sender: timer)
        }
    }
}

extension RunLoop {
    /// Inside a run: the run's run loop, whichever `RunLoop` is asked (a run's code is on its
    /// main thread); every mode fires (nothing tracks a scroll). Outside a run: Foundation's.
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        RunLoopTimers.add(timer, to: self, mode: mode, at: nil)
    }

    /// The block runs at the next turn of the run's run loop.
    public func perform(_ block: @escaping @Sendable () -> Void) {
        RunLoopBlocks.perform(on: self, inModes: [.default], block)
    }

    public func perform(inModes modes: [RunLoop.Mode], block: @escaping @Sendable () -> Void) {
        RunLoopBlocks.perform(on: self, inModes: modes, block)
    }
}
