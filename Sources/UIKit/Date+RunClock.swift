import Foundation
import TransitionKit

// What the rewritten copy of an app's file reads for the time of day and the time since boot
// (CatalogIndexing's ObjCRewriter+Clock.swift): `Date()` and `Date.now` become
// `Date.__runNow`, `Date(timeIntervalSinceNow:)` `Date(__runTimeIntervalSinceNow:)`,
// `.timeIntervalSinceNow` `.__runTimeIntervalSinceNow`, `.systemUptime`
// `.__runSystemUptime`. Inside a run they read the run's virtual clock (TransitionKit's
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
