import Foundation

/// Core Animation's `CADisplayLink`, declared under its name (QuartzCore re-exports it): a
/// timer bound to the screen's refresh, on the run's run loop. The screen refreshes at
/// `UIScreen.main.maximumFramesPerSecond` (60 Hz, 120 on the ProMotion phone), at run times
/// k / rate; the link calls its target's selector at each refresh — every n-th one for a lower
/// `preferredFramesPerSecond`, the nearest rate the screen supports, as UIKit picks it — from
/// the first refresh after it is added, until it is paused, removed or invalidated. It keeps
/// its target, and the run loop keeps it, until `invalidate()`: a link still there when the
/// run ends is leftover work (PendingWork.swift).
///
/// `timestamp` is the refresh the call is for and `targetTimestamp` the next one the app's
/// changes show at, both on the run's clock, which `CACurrentMediaTime()` reads too;
/// `duration` is the screen's refresh interval.
open class CADisplayLink: NSObject {
    private let selector: Selector
    private var target: AnyObject?
    private weak var timeline: Timeline?
    private var source: DisplayLinkSource?
    /// Bumped when the link stops or restarts: a queued call of an older schedule is dropped.
    private var generation = 0
    /// When the queued call is due.
    private var nextCallTime: Double?

    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    /// Seconds of the refresh this call is for, on the run's clock.
    open private(set) var timestamp: Double = 0
    /// When the frame the app is preparing shows.
    open private(set) var targetTimestamp: Double = 0
    /// The screen's refresh interval: 1/60 s, 1/120 s on ProMotion.
    open var duration: Double { 1 / Double(screenRate) }

    open var isPaused = false {
        didSet { if isPaused != oldValue { reschedule() } }
    }

    /// 0 (the default) for the screen's rate.
    open var preferredFramesPerSecond = 0 {
        didSet { reschedule() }
    }

    open var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { reschedule() }
    }

    /// Deprecated in iOS 10: call every `frameInterval` refreshes.
    open var frameInterval = 1 {
        didSet { reschedule() }
    }

    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil, source == nil, let timeline = Timeline.current else { return }
        self.timeline = timeline
        let source = DisplayLinkSource(link: self)
        self.source = source
        timeline.addSource(source)
        reschedule()
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        source?.removed = true
        source = nil
        generation += 1
    }

    open func invalidate() {
        remove(from: .main, forMode: .common)
        target = nil
    }

    private var screenRate: Int { Swift.max(1, UIScreen.main.maximumFramesPerSecond) }

    /// How many refreshes apart the calls are: the screen's rate over the preferred one, rounded.
    var refreshesPerCall: Int {
        let range = Double(preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum)
        let preferred = range > 0 ? range : Double(preferredFramesPerSecond)
        let byRate = preferred > 0 ? Swift.max(1, Int((Double(screenRate) / preferred).rounded())) : 1
        return Swift.max(byRate, frameInterval)
    }

    private func reschedule() {
        generation += 1
        guard let timeline, source != nil, !isPaused, target != nil else { return }
        let step = refreshesPerCall
        // The first refresh of the link's rate strictly after now: the screen refreshes at run
        // times k / rate, and a link at a lower rate at every step-th of them.
        let refresh = (Int((timeline.now * Double(screenRate)).rounded(.down)) / step + 1) * step
        scheduleCall(at: refresh, step: step, generation: generation, on: timeline)
    }

    private func scheduleCall(at refresh: Int, step: Int, generation: Int, on timeline: Timeline) {
        let rate = Double(screenRate)
        let time = Double(refresh) / rate
        nextCallTime = time
        timeline.schedule(at: time, PendingWork(.displayLink, repeats: true)) { [weak self] in
            guard let self, self.generation == generation, let target else { return }
            timestamp = time
            targetTimestamp = Double(refresh + step) / rate
            selector.perform(on: target, sender: self)
            if self.generation == generation { scheduleCall(at: refresh + step, step: step, generation: generation, on: timeline) }
        }
    }

    fileprivate var isScheduled: Bool { source != nil && target != nil }
    fileprivate var targetName: String { target.map { "\(type(of: $0))" } ?? "nothing" }
    fileprivate var nextCall: Double? { isPaused ? nil : nextCallTime }
}

/// A display link on the run loop, which keeps it (as UIKit's run loop does: apps often keep
/// no reference of their own) until it is removed or invalidated.
private final class DisplayLinkSource: RunLoopSource {
    private(set) var link: CADisplayLink?
    var removed = false {
        didSet { if removed { link = nil } }
    }
    init(link: CADisplayLink) { self.link = link }

    var isLive: Bool { !removed && (link?.isScheduled ?? false) }

    var leftover: LeftoverWork {
        LeftoverWork(
            kind: .displayLink, due: link?.nextCall,
            what:
                "a CADisplayLink\(link?.isPaused == true ? " (paused)" : "") calling \(link?.targetName ?? "its target") never invalidated",
            location: nil)
    }
}

/// Core Animation's `CAFrameRateRange` (iOS 15): the range a display link asks for; the
/// engine calls at `preferred` (or `maximum` when there is none).
public struct CAFrameRateRange: Sendable, Hashable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The screen's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}
