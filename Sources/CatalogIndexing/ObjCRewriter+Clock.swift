/// The clock reads of an app's file, sent to the run's clock (UIKit's Date+RunClock.swift):
/// transition code that times itself with `Date()` would otherwise read the real clock, and
/// its frames would differ run by run. Each edit stays on its line.
///
/// | in the file | in the copy |
/// |---|---|
/// | `Date()`, `Date.now` | `Date.__runNow` |
/// | `Date(timeIntervalSinceNow: x)` | `Date(__runTimeIntervalSinceNow: x)` |
/// | `start.timeIntervalSinceNow` | `start.__runTimeIntervalSinceNow` |
/// | `ProcessInfo.processInfo.systemUptime` (any `.systemUptime`) | `….__runSystemUptime` |
///
/// | `DispatchTime.now()` | `DispatchTime.__runNow()` (the run's time on a base `asyncAfter` reads back) |
/// | `DispatchWallTime.now()` | `DispatchWallTime.__runNow()` (real, reported `not-modelled` at its line) |
/// | `ContinuousClock.now`, `SuspendingClock.now` | `….__runNow()` (real, reported `not-modelled` at its line) |
///
/// `CACurrentMediaTime()` and `CFAbsoluteTimeGetCurrent()` need no edit: they are the
/// engine's (QuartzCore, UIKit), and read the run's clock; a file that names
/// `CFAbsoluteTimeGetCurrent` is still copied, so that its `import Foundation` becomes
/// `import UIKit`, which declares it. `.now()` alone (`asyncAfter(deadline: .now() + 0.3)`)
/// stays the real clock: `asyncAfter` recovers the app's delay from it.
extension ObjCRewriter {
    typealias Spans = [(token: SwiftToken, range: Range<Int>)]

    /// The edits for a clock read starting at token `i`, and the token after it; nil when
    /// there is none there.
    static func clockEdits(_ spans: Spans, at i: Int) -> (edits: [(range: Range<Int>, replacement: String)], next: Int)? {
        func at(_ index: Int) -> SwiftToken? { index < spans.count ? spans[index].token : nil }
        let token = spans[i].token
        let afterDot = i > 0 && spans[i - 1].token.isSymbol(".")
        if token.isWord("Date"), !afterDot, at(i + 1)?.isSymbol("(") == true {
            if at(i + 2)?.isSymbol(")") == true {
                return ([(spans[i].range.lowerBound..<spans[i + 2].range.upperBound, "Date.__runNow")], i + 3)
            }
            if at(i + 2)?.isWord("timeIntervalSinceNow") == true, at(i + 3)?.isSymbol(":") == true {
                return ([(spans[i + 2].range, "__runTimeIntervalSinceNow")], i + 4)
            }
        }
        if token.isWord("Date"), !afterDot, at(i + 1)?.isSymbol(".") == true, at(i + 2)?.isWord("now") == true,
            at(i + 3)?.isSymbol("(") != true
        {
            return ([(spans[i].range.lowerBound..<spans[i + 2].range.upperBound, "Date.__runNow")], i + 3)
        }
        // `DispatchTime.now()`, `DispatchWallTime.now()`: the call's name.
        if token.isWord("DispatchTime") || token.isWord("DispatchWallTime"), !afterDot, at(i + 1)?.isSymbol(".") == true,
            at(i + 2)?.isWord("now") == true, at(i + 3)?.isSymbol("(") == true, at(i + 4)?.isSymbol(")") == true
        {
            return ([(spans[i + 2].range, "__runNow")], i + 5)
        }
        // `ContinuousClock.now`, `SuspendingClock.now` (the static property): a call that reports it.
        if token.isWord("ContinuousClock") || token.isWord("SuspendingClock"), !afterDot, at(i + 1)?.isSymbol(".") == true,
            at(i + 2)?.isWord("now") == true, at(i + 3)?.isSymbol("(") != true
        {
            return ([(spans[i + 2].range, "__runNow()")], i + 3)
        }
        if token.isSymbol("."), let member = at(i + 1), at(i + 2)?.isSymbol(":") != true {
            if member.isWord("timeIntervalSinceNow") { return ([(spans[i + 1].range, "__runTimeIntervalSinceNow")], i + 2) }
            if member.isWord("systemUptime") { return ([(spans[i + 1].range, "__runSystemUptime")], i + 2) }
        }
        return nil
    }
}
