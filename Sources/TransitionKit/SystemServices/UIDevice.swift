import Foundation

/// UIKit's `UIDeviceOrientation`, with its raw values. Not `UIInterfaceOrientation`: turning
/// the device left turns the interface right (`landscapeLeft` 3 here is the interface's
/// `landscapeRight` 3, home button on the right).
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// UIKit's `UIDevice`: `current` is the run's device (its window's, `UIScreen.main.device`).
/// Apps ask it for the idiom to size their transitions (`userInterfaceIdiom == .pad`) and for
/// the orientation. The device is held upright in the orientation the run's scene is in, and,
/// as UIKit documents, `orientation` is `.unknown` until the app begins generating orientation
/// notifications. The names are UIKit's for the device kind (`model` "iPhone" or "iPad"); the
/// system's name is "iOS" and its version a fixed "17.0", a rule of ours.
open class UIDevice: NSObject, @unchecked Sendable {
    private static let device = UIDevice()

    open class var current: UIDevice { device }

    /// Nested `begin`/`end` calls, per thread's run: a run's count starts at zero.
    private var generating: Int {
        get { Timeline.current?.deviceOrientationNotifications ?? 0 }
        set { Timeline.current?.deviceOrientationNotifications = newValue }
    }

    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.device.isPad ? .pad : .phone }
    open var model: String { UIScreen.main.device.isPad ? "iPad" : "iPhone" }
    open var localizedModel: String { model }
    open var name: String { model }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "17.0" }
    open var isMultitaskingSupported: Bool { true }

    open var isGeneratingDeviceOrientationNotifications: Bool { generating > 0 }
    open func beginGeneratingDeviceOrientationNotifications() { generating += 1 }
    open func endGeneratingDeviceOrientationNotifications() { generating = max(0, generating - 1) }

    /// The scene's orientation as the device's (left and right swap), `.unknown` while no
    /// orientation notifications are being generated.
    open var orientation: UIDeviceOrientation {
        guard isGeneratingDeviceOrientationNotifications else { return .unknown }
        switch UIApplication.shared.statusBarOrientation {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeRight
        case .landscapeRight: return .landscapeLeft
        case .unknown: return .unknown
        }
    }

    /// Posted by UIKit when the device turns; a run's device never does (the app rotates the
    /// scene with `requestGeometryUpdate(_:errorHandler:)`), so never posted.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}
