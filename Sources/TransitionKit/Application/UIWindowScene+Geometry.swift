import Foundation

/// `UIInterfaceOrientationMask`: each orientation's bit is `1 << UIInterfaceOrientation`'s raw
/// value, as in UIKit's header.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]

    func contains(_ orientation: UIInterfaceOrientation) -> Bool {
        orientation != .unknown && contains(UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue)))
    }
}

/// Rotating the run's device: iOS 16's `requestGeometryUpdate(_:errorHandler:)` with
/// `UIWindowScene.GeometryPreferences.iOS(interfaceOrientations:)` — how an app (and so a
/// scenario) turns its scene. The run's window then changes size as a rotation does
/// (Window+SizeTransition.swift): width and height swap, the safe area becomes the device's
/// in the new orientation (`Device.safeAreaInsets(for:)`), `viewWillTransition(to:with:)` runs
/// down the controllers, and the change animates over `Window.sizeTransitionDuration`.
extension UIWindowScene {
    /// `UIWindowScene.GeometryPreferences`: the abstract superclass.
    open class GeometryPreferences: NSObject, @unchecked Sendable {
        /// `UIWindowScene.GeometryPreferences.iOS`.
        open class iOS: GeometryPreferences, @unchecked Sendable {
            open var interfaceOrientations: UIInterfaceOrientationMask?

            public override init() {}

            public convenience init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.init()
                self.interfaceOrientations = interfaceOrientations
            }
        }
    }

    /// Turns the scene to the first orientation the preferences allow, in the order portrait,
    /// landscape right, landscape left, upside down (ours: Apple does not say which one it
    /// picks), unless the current one is allowed. Upside down is never chosen on a phone with
    /// a notch, which does not support it. Preferences that are not iOS ones, or that name no
    /// orientation, change nothing and call `errorHandler` at once (UIKit may call it later).
    public func requestGeometryUpdate(
        _ geometryPreferences: UIWindowScene.GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
    ) {
        guard let mask = (geometryPreferences as? GeometryPreferences.iOS)?.interfaceOrientations,
            let window = windows.first
        else {
            errorHandler?(GeometryUpdateError())
            return
        }
        let device = UIScreen.main.device
        let candidates: [UIInterfaceOrientation] = [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown].filter {
            mask.contains($0) && !($0 == .portraitUpsideDown && !device.isPad && device.cornerRadius > 0)
        }
        guard let target = candidates.first else {
            errorHandler?(GeometryUpdateError())
            return
        }
        guard !mask.contains(orientation) else { return }
        rotate(window, to: target, device: device)
    }

    func rotate(_ window: Window, to target: UIInterfaceOrientation, device: Device) {
        // UIKit hides the status bar by default in a vertically compact scene (iPhone
        // landscape); the engine's `prefersStatusBarHidden` default stays false, so the bar's
        // state does not change with the turn: reported rather than drawn otherwise.
        if target.isLandscape, !device.isPad, !window.statusBarState.isHidden {
            Timeline.current?.noteUnmodelled(
                "the status bar in iPhone landscape (UIKit hides it by default in a vertically compact scene; "
                    + "here it stays as in portrait)")
        }
        let from = orientation
        orientation = target
        let portrait = device.screenSize
        let size = target.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
        let turn = Self.angle(of: from) - Self.angle(of: target)
        window.transition(
            to: size, safeAreaInsets: device.safeAreaInsets(for: target),
            targetTransform: CGAffineTransform(rotationAngle: turn))
    }

    /// Ours, for `targetTransform`: the interface's angle in each orientation (Apple documents
    /// the transform as the rotation applied, not its sign per orientation).
    static func angle(of orientation: UIInterfaceOrientation) -> Double {
        switch orientation {
        case .landscapeRight: -.pi / 2
        case .landscapeLeft: .pi / 2
        case .portraitUpsideDown: .pi
        default: 0
        }
    }

    /// What `errorHandler` receives.
    public struct GeometryUpdateError: Error, CustomStringConvertible {
        public var description: String { "the requested geometry names no orientation this device supports" }
    }
}

extension Device {
    /// The safe area in an orientation. Portrait is the device's. Landscape, as commonly
    /// reported for these devices (not measured here): a phone with a notch or island has
    /// its portrait top inset on both sides, 21 points below and none above; a phone without
    /// one hides its status bar (no inset); an iPad keeps its portrait insets.
    public func safeAreaInsets(for orientation: UIInterfaceOrientation) -> EdgeInsets {
        guard orientation.isLandscape else { return safeAreaInsets }
        if isPad { return safeAreaInsets }
        if cornerRadius == 0 { return EdgeInsets() }
        return EdgeInsets(top: 0, left: safeAreaInsets.top, bottom: 21, right: safeAreaInsets.top)
    }
}
