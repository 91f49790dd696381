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

    /// `DispatchTime.now()` inside a run counts nanoseconds from this base (2^60 ns, about 36
    /// years of uptime, below Dispatch's flag bits): the run's time plus a base no machine's
    /// real uptime reaches, so a deadline made from it (`DispatchTime.now() + 0.3`) is told
    /// from a real one (`.now() + 0.3`) when it comes back to `asyncAfter`.
    public static let dispatchBase: UInt64 = 1 << 60

    /// `DispatchTime.now()`'s nanoseconds: the run's, or nil outside a run.
    public static var dispatchNanoseconds: UInt64? {
        guard let timeline = Timeline.current else { return nil }
        return dispatchBase + UInt64((timeline.now * 1e9).rounded())
    }

    /// Seconds from now to a deadline of the run's dispatch clock (nil for a real deadline,
    /// or outside a run), rounded to the microsecond: nanoseconds in a double.
    public static func seconds(untilDispatchNanoseconds deadline: UInt64) -> Double? {
        guard let timeline = Timeline.current, deadline >= dispatchBase, deadline - dispatchBase < 1 << 50 else { return nil }
        let seconds = Double(deadline - dispatchBase) / 1e9 - timeline.now
        return (seconds * 1e6).rounded() / 1e6
    }

    /// A clock read the run cannot give its own time (`ContinuousClock.now`, `DispatchWallTime.now()`):
    /// it reads the real clock, and the run reports it `not-modelled` at the app's line.
    public static func noteRealClockRead(_ what: String, at location: CallSite?) {
        Timeline.current?.noteUnmodelled(
            "\(what) reads the real clock (the run cannot give it its virtual time); frames that depend on it differ run by run",
            at: location)
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
