import Foundation

/// The run's clock as app code reads the time of day and the time since boot: what `Date()`,
/// `Date.now`, `Date(timeIntervalSinceNow:)`, `date.timeIntervalSinceNow` and
/// `ProcessInfo.processInfo.systemUptime` give inside a run, through the rewritten copy of an
/// app's file (docs/bring-your-own.md, "The run's clock").
///
/// Transition code times things with `Date()` — a display link's progress as
/// `Date().timeIntervalSince(start) / duration`, "has 0.3 s passed yet?" — and the real clock
/// would make such frames differ run by run. Inside a run the date is Foundation's reference
/// date (2001-01-01 00:00:00 UTC) plus the run's virtual time, and the uptime is the run's
/// time, as `CACurrentMediaTime()` is: two reads differ by exactly the virtual time between
/// them, the time UIKit's animations run on. Outside a run: the real clocks.
public enum RunClock {
    /// Dates closer than this to the reference date are the run's (a run lasts at most a
    /// minute or so): how a timer's `fireDate`, set from `Date()`, is told from a real date.
    static let virtualSpan: TimeInterval = 365 * 86_400

    public static var now: Date {
        guard let timeline = Timeline.current else { return Date() }
        return Date(timeIntervalSinceReferenceDate: timeline.now)
    }

    /// `ProcessInfo.processInfo.systemUptime`: the run's time, the base `CACurrentMediaTime()`
    /// and a display link's `timestamp` share.
    public static var systemUptime: TimeInterval {
        Timeline.current?.now ?? ProcessInfo.processInfo.systemUptime
    }

    /// Seconds from now to `date`: on the run's clock for one of the run's dates (app code's
    /// `timer.fireDate = Date().addingTimeInterval(0.5)`), on the real clock otherwise
    /// (Foundation's own dates, `.distantFuture`).
    static func seconds(until date: Date) -> TimeInterval {
        guard let timeline = Timeline.current, abs(date.timeIntervalSinceReferenceDate) < virtualSpan else {
            return date.timeIntervalSinceNow
        }
        return date.timeIntervalSinceReferenceDate - timeline.now
    }
}
