import Foundation
import TransitionKit

// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests(withTarget:…)`, which
// Foundation on Linux does not have (no Objective-C runtime): on the run's run loop
// (TransitionKit's RunLoop/PerformRequests.swift). The selector is the engine's, as
// `#selector` becomes in a folder's rewritten copy.

extension NSObject {
    /// Sends `aSelector` to this object, with `anArgument`, `delay` seconds later on the
    /// run's clock (0: at the next turn of the run loop). The request keeps the object and the
    /// argument until it runs or is cancelled.
    public func perform(
        _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
        file: String = #filePath, line: Int = #line
    ) {
        PerformRequests.perform(aSelector, on: self, with: anArgument, afterDelay: delay, at: CallSite(filePath: file, line: line))
    }

    /// Every mode is the same on the run's run loop.
    public func perform(
        _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
        inModes modes: [RunLoop.Mode], file: String = #filePath, line: Int = #line
    ) {
        PerformRequests.perform(aSelector, on: self, with: anArgument, afterDelay: delay, at: CallSite(filePath: file, line: line))
    }

    /// Cancels every request `perform(_:with:afterDelay:)` made to `aTarget` that has not run yet.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PerformRequests.cancel(target: aTarget as AnyObject)
    }

    /// Cancels the requests to `aTarget` for `aSelector` whose argument is equal to `anArgument`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        PerformRequests.cancel(target: aTarget as AnyObject, selector: aSelector, argument: anArgument)
    }
}
