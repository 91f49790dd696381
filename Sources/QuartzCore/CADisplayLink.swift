import Foundation
import TransitionKit

/// `CADisplayLink` and its frame-rate range: the engine's, declared under Core Animation's
/// names, on the run's run loop (TransitionKit's RunLoop/CADisplayLink.swift).
@_exported import class TransitionKit.CADisplayLink
@_exported import struct TransitionKit.CAFrameRateRange

/// CoreFoundation's name for seconds, which Foundation on Linux does not declare.
public typealias CFTimeInterval = Double

/// The current media time. Inside a run: the run's clock, the time base of a display link's
/// `timestamp`, so `link.timestamp - start` measures virtual time. Outside a run: seconds
/// since the machine started, as on a phone.
public func CACurrentMediaTime() -> CFTimeInterval {
    Timeline.current?.now ?? ProcessInfo.processInfo.systemUptime
}
