import Foundation
import TransitionKit

// UIKit's-era target–selector observation, which Foundation on Linux lacks (it has no
// Objective-C selectors). docs/bring-your-own.md, "Foundation on Apple".

extension NotificationCenter {
    /// Sends `aSelector` to `observer` with the notification whenever one named `aName` (any,
    /// when nil) from `anObject` (anyone, when nil) is posted, on the posting thread, as on
    /// iOS. The observer is held weakly: once it is gone its observation ends, as iOS 9 and
    /// later do. `removeObserver(observer)` cannot reach this observation on Linux (Foundation
    /// removes only its own tokens): it ends with the observer.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = WeakTarget(observer as AnyObject)
        target.token = addObserver(forName: aName, object: anObject, queue: nil) { [weak self] notification in
            guard let receiver = target.object else {
                if let token = target.token { self?.removeObserver(token) }
                return
            }
            aSelector.perform(on: receiver, sender: notification)
        }
    }
}

/// A weak reference the observation block captures, with the observation's token.
private final class WeakTarget: @unchecked Sendable {
    weak var object: AnyObject?
    var token: (any NSObjectProtocol)?
    init(_ object: AnyObject) { self.object = object }
}
