import Foundation

/// UIKit's `UIFeedbackGenerator` family. A haptic has nothing to draw, but the brief for issue
/// #24 is that nothing UIKit would do passes silently: each kind is reported `not-modelled`
/// once per run when it fires, so an animator's haptic shows in the checker's findings.
open class UIFeedbackGenerator: NSObject {
    /// Readies the engine; nothing to do here.
    open func prepare() {}

    func fired(_ what: String, at location: CallSite? = nil) {
        Timeline.current?.noteUnmodelled("\(what): haptics are not played (nothing on screen changes)", at: location)
    }
}

open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`, with its raw values.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    /// UIKit's exact signatures, for overrides and function values; calls resolve to the
    /// overloads below, which know the caller's file and line (as `present`'s does, they do
    /// not dispatch: an override runs when the call's static type is its class).
    @_disfavoredOverload
    open func impactOccurred() { fired("UIImpactFeedbackGenerator.impactOccurred()") }
    @_disfavoredOverload
    open func impactOccurred(intensity: CGFloat) { fired("UIImpactFeedbackGenerator.impactOccurred()") }

    /// `impactOccurred()` as app code calls it: `file` and `line` say where.
    public final func impactOccurred(file: String = #filePath, line: Int = #line) {
        fired("UIImpactFeedbackGenerator.impactOccurred()", at: CallSite(filePath: file, line: line))
    }

    /// `impactOccurred(intensity:)` as app code calls it.
    public final func impactOccurred(intensity: CGFloat, file: String = #filePath, line: Int = #line) {
        fired("UIImpactFeedbackGenerator.impactOccurred()", at: CallSite(filePath: file, line: line))
    }
}

open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's exact signature, disfavoured as `impactOccurred()`'s is.
    @_disfavoredOverload
    open func selectionChanged() { fired("UISelectionFeedbackGenerator.selectionChanged()") }

    /// `selectionChanged()` as app code calls it: `file` and `line` say where.
    public final func selectionChanged(file: String = #filePath, line: Int = #line) {
        fired("UISelectionFeedbackGenerator.selectionChanged()", at: CallSite(filePath: file, line: line))
    }
}

open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`, with its raw values.
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning, error
    }

    /// UIKit's exact signature, disfavoured as `impactOccurred()`'s is.
    @_disfavoredOverload
    open func notificationOccurred(_ notificationType: FeedbackType) {
        fired("UINotificationFeedbackGenerator.notificationOccurred(_:)")
    }

    /// `notificationOccurred(_:)` as app code calls it: `file` and `line` say where.
    public final func notificationOccurred(_ notificationType: FeedbackType, file: String = #filePath, line: Int = #line) {
        fired("UINotificationFeedbackGenerator.notificationOccurred(_:)", at: CallSite(filePath: file, line: line))
    }
}

/// UIKit's `UIAccessibility`: the settings animators branch on. A run is a device with the
/// default settings — Reduce Transparency off, VoiceOver not running — and Reduce Motion as
/// the run says (`Timeline.isReduceMotionEnabled`, off unless the harness turns it on).
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { Timeline.current?.reduceMotion ?? false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isVoiceOverRunning: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// UIKit's `UIAccessibility.Notification`: what an app tells assistive apps (a new screen, a
    /// changed layout, an announcement), often at the end of a transition.
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// `post(notification:argument:)`: nothing to do. VoiceOver is not running in a run
    /// (`isVoiceOverRunning`), and on a device without an assistive app the post changes
    /// nothing on screen either; the calls are counted for tests (`postedNotifications`).
    public static func post(notification: Notification, argument: Any?) {
        Timeline.current?.accessibilityPosts += 1
    }
}

extension Timeline {
    /// The device's Reduce Motion setting for this run (Settings › Accessibility › Motion),
    /// which `UIAccessibility.isReduceMotionEnabled` answers. Turning it on or off posts
    /// `reduceMotionStatusDidChangeNotification` inside the run, as iOS posts it when the user
    /// flips the switch, so an app that listens re-reads it.
    public var isReduceMotionEnabled: Bool {
        get { reduceMotion }
        set {
            guard newValue != reduceMotion else { return }
            reduceMotion = newValue
            perform {
                NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
                endTurn()
            }
        }
    }
}
