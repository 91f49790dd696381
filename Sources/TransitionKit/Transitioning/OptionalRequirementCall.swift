import Foundation

/// UIKit's delegate protocols are Objective-C protocols with optional methods, which Swift on
/// Linux does not have: the engine's protocols give each such method a default implementation
/// that does what UIKit does when the method is missing (no animator, `true` for "should
/// begin"). App code that calls one itself — `delegate?.navigationController?(nav, willShow:
/// vc, animated: true)`, through the UIKit module's callable members — must still get nil when
/// the method is not implemented, as on iOS: the call goes through `OptionalRequirementCall`,
/// and every default notes that it answered.
public enum OptionalRequirementCall {
    /// The requirement's result, or nil when the default answered (the conformer does not
    /// implement the method).
    public static func result<R>(_ call: () -> R) -> R? {
        let flag = Flag()
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(flag).toOpaque())
        defer { pthread_setspecific(key, previous) }
        let value = call()
        return flag.defaultAnswered ? nil : value
    }

    /// Called by every default that stands in for a missing optional method.
    static func defaultAnswered() {
        guard let raw = pthread_getspecific(key) else { return }
        Unmanaged<Flag>.fromOpaque(raw).takeUnretainedValue().defaultAnswered = true
    }

    private final class Flag {
        var defaultAnswered = false
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
