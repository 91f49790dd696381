import Dispatch
import TransitionKit

// The main queue of a run is the run's own, on its virtual clock. Transition code defers and
// staggers work with `DispatchQueue.main.async` and `asyncAfter`; on Linux nothing drains the
// process's real main queue while a run computes, so those blocks used to never run — a silent
// difference. These overloads are simpler than Dispatch's (no defaulted `group:`, `qos:`,
// `flags:`), so Swift picks them for the forms apps write, in a file that imports UIKit
// (Swift 5 and 6 alike; `async` also takes the trailing `file:`/`line:` that name the app's
// call in a `not-modelled` finding; checked with Swift 6.3.1). Inside a run they schedule the block on the
// run's timeline: `async` after what is already due now (the next turn of the run loop),
// `asyncAfter` at now + the delay the app asked for. Outside a run they are Dispatch's.
// docs/bring-your-own.md, "The main queue".

extension DispatchQueue {
    /// `DispatchQueue.main.async { … }`: the block runs at the next turn of the run's run
    /// loop, at the same virtual time. Another queue's block runs there too (a run is
    /// single-threaded and deterministic), as work off the main thread: a view it changes is
    /// reported `not-modelled` at this call (OffMainWork).
    public func async(
        execute work: @escaping @convention(block) () -> Void,
        file: String = #filePath, line: Int = #line
    ) {
        guard let timeline = Timeline.current else { return forward(work) }
        schedule(work, on: timeline, at: timeline.now, CallSite(filePath: file, line: line))
    }

    /// `asyncAfter(deadline: .now() + 0.3)`: the block runs 0.3 s of virtual time later. The
    /// delay is the deadline less `DispatchTime.now()` at the call, rounded to the nearest
    /// millisecond, which recovers the app's own figure exactly (the two clock reads are far
    /// less than half a millisecond apart), so runs stay deterministic.
    /// (No `file:`/`line:` here: with them Swift finds this overload and Dispatch's equally
    /// good, and the call is ambiguous; another queue's `asyncAfter` is reported without a line.)
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @convention(block) () -> Void) {
        guard let timeline = Timeline.current else { return forwardAfter(deadline, work) }
        schedule(work, on: timeline, at: timeline.now + Self.virtualDelay(until: deadline), nil)
    }

    /// The app's delay, in seconds, from a deadline it computed from `.now()`.
    static func virtualDelay(until deadline: DispatchTime) -> Double {
        // A deadline made from the run's `DispatchTime.now()` (a rewritten copy's): the run's clock.
        if let seconds = RunClock.seconds(untilDispatchNanoseconds: deadline.uptimeNanoseconds) {
            return Swift.max(0, (seconds * 1e3).rounded() / 1e3)
        }
        let nanoseconds = Double(Int64(bitPattern: deadline.uptimeNanoseconds &- DispatchTime.now().uptimeNanoseconds))
        return Swift.max(0, (nanoseconds / 1e6).rounded() / 1e3)
    }

    private func schedule(_ work: @escaping () -> Void, on timeline: Timeline, at time: Double, _ location: CallSite?) {
        // `DispatchQueue.main` is not one object on every read on Linux: compare the label.
        guard label != DispatchQueue.main.label else {
            return timeline.schedule(at: time, PendingWork(.mainQueue, at: location), work)
        }
        let offMain = OffMainWork("a block on DispatchQueue \(label.isEmpty ? "(no label)" : "'\(label)'")", at: location)
        timeline.schedule(at: time, PendingWork(.otherQueue, at: location)) { [weak timeline] in
            guard let timeline else { return work() }
            timeline.runOffMain(offMain, work)
        }
    }

    private func forward(_ work: @escaping @convention(block) () -> Void) {
        nonisolated(unsafe) let work = work
        async(group: nil, qos: .unspecified, flags: []) { work() }
    }

    private func forwardAfter(_ deadline: DispatchTime, _ work: @escaping @convention(block) () -> Void) {
        nonisolated(unsafe) let work = work
        asyncAfter(deadline: deadline, qos: .unspecified, flags: []) { work() }
    }
}
