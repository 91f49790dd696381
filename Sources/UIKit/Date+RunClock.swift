import Dispatch
import Foundation
import TransitionKit

// What the rewritten copy of an app's file reads for the time of day and the time since boot
// (CatalogIndexing's ObjCRewriter+Clock.swift): `Date()` and `Date.now` become
// `Date.__runNow`, `Date(timeIntervalSinceNow:)` `Date(__runTimeIntervalSinceNow:)`,
// `.timeIntervalSinceNow` `.__runTimeIntervalSinceNow`, `.systemUptime`
// `.__runSystemUptime`, `DispatchTime.now()` `DispatchTime.__runNow()`; `ContinuousClock.now`,
// `SuspendingClock.now` and `DispatchWallTime.now()` go through a form that reports them
// (the run cannot make their values). `CFAbsoluteTimeGetCurrent()` is declared here. Inside a run they read the run's virtual clock (TransitionKit's
// RunClock), outside one the real clocks. The names start with `__` so that no app's own name
// meets them. docs/bring-your-own.md, "The run's clock".

extension Date {
    /// `Date()` and `Date.now`.
    public static var __runNow: Date { RunClock.now }

    /// `Date(timeIntervalSinceNow:)`.
    public init(__runTimeIntervalSinceNow seconds: TimeInterval) {
        self = RunClock.now.addingTimeInterval(seconds)
    }

    /// `date.timeIntervalSinceNow`.
    public var __runTimeIntervalSinceNow: TimeInterval { timeIntervalSince(RunClock.now) }
}

extension ProcessInfo {
    /// `ProcessInfo.processInfo.systemUptime`.
    public var __runSystemUptime: TimeInterval { RunClock.systemUptime }
}

extension DispatchTime {
    /// `DispatchTime.now()`: inside a run, the run's time on a base of its own
    /// (`RunClock.dispatchBase`), which `asyncAfter` reads back as the run's time.
    public static func __runNow() -> DispatchTime {
        RunClock.dispatchNanoseconds.map { DispatchTime(uptimeNanoseconds: $0) } ?? .now()
    }
}

extension DispatchWallTime {
    /// `DispatchWallTime.now()`: the real time of day, reported `not-modelled` at the app's line.
    public static func __runNow(file: String = #filePath, line: Int = #line) -> DispatchWallTime {
        RunClock.noteRealClockRead("DispatchWallTime.now()", at: CallSite(filePath: file, line: line))
        return .now()
    }
}

extension ContinuousClock {
    /// `ContinuousClock.now`: the real clock (its instants cannot be made), reported `not-modelled`.
    public static func __runNow(file: String = #filePath, line: Int = #line) -> ContinuousClock.Instant {
        RunClock.noteRealClockRead("ContinuousClock.now", at: CallSite(filePath: file, line: line))
        return .now
    }
}

extension SuspendingClock {
    /// `SuspendingClock.now`: the real clock, reported `not-modelled`.
    public static func __runNow(file: String = #filePath, line: Int = #line) -> SuspendingClock.Instant {
        RunClock.noteRealClockRead("SuspendingClock.now", at: CallSite(filePath: file, line: line))
        return .now
    }
}

/// CoreFoundation's seconds since the reference date, which Foundation on Linux does not declare.
public typealias CFAbsoluteTime = Double

/// `CFAbsoluteTimeGetCurrent()`: seconds since 2001-01-01 00:00 UTC — inside a run, the run's
/// date (`RunClock.now`, the reference date plus the run's time), as `Date()` is there.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    RunClock.now.timeIntervalSinceReferenceDate
}
