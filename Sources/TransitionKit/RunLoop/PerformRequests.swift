import Dispatch
import Foundation

/// `perform(_:with:afterDelay:)` and `NSObject.cancelPreviousPerformRequests(withTarget:…)` on
/// a run's run loop: the request keeps its target and argument until it runs or is cancelled,
/// as UIKit's does, and runs `delay` seconds of virtual time later (a delay of 0: at the next
/// turn). The UIKit module's `NSObject` members call these (Sources/UIKit/NSObject+Perform.swift).
public enum PerformRequests {
    public static func perform(
        _ selector: Selector, on target: AnyObject, with argument: Any?, afterDelay delay: Double,
        at location: CallSite?
    ) {
        guard let timeline = Timeline.current else {
            nonisolated(unsafe) let (target, argument) = (target, argument)
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { selector.perform(on: target, sender: argument as Any) }
            return
        }
        let request = PerformRequest(selector: selector, target: target, argument: argument, location: location)
        timeline.addSource(request)
        timeline.schedule(at: timeline.now + Swift.max(0, delay), PendingWork(.performRequest, at: location)) {
            guard let target = request.target else { return }
            request.finish()
            selector.perform(on: target, sender: argument as Any)
        }
        request.due = timeline.now + Swift.max(0, delay)
    }

    /// Cancels the waiting requests sent to `target` — all of them, or those for `selector`
    /// whose argument is equal to `argument` (`isEqual`, as UIKit compares them).
    public static func cancel(target: AnyObject, selector: Selector? = nil, argument: Any? = nil) {
        guard let timeline = Timeline.current else { return }
        for case let request as PerformRequest in timeline.sources where request.target === target {
            guard let selector else {
                request.finish()
                continue
            }
            if request.selector == selector && equal(request.argument, argument) { request.finish() }
        }
    }

    private static func equal(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a as NSObject, let b as NSObject): a.isEqual(b)
        case (let a?, let b?): (a as AnyObject) === (b as AnyObject)
        default: false
        }
    }
}

/// A request waiting in the run loop.
final class PerformRequest: RunLoopSource {
    let selector: Selector
    private(set) var target: AnyObject?
    private(set) var argument: Any?
    let location: CallSite?
    var due: Double?

    init(selector: Selector, target: AnyObject, argument: Any?, location: CallSite?) {
        self.selector = selector
        self.target = target
        self.argument = argument
        self.location = location
    }

    /// Ran or cancelled: lets go of the target and the argument.
    func finish() {
        target = nil
        argument = nil
    }

    var isLive: Bool { target != nil }

    var leftover: LeftoverWork {
        LeftoverWork(
            kind: .performRequest, due: due, what: "a perform(\(selector.name), with:afterDelay:) request",
            location: location)
    }
}
