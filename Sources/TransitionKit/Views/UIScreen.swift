import Foundation

/// UIKit's `UIScreen`. `UIScreen.main` is the screen of the run in progress — the window the
/// scenario runs in, sized as the device the page shows — so `UIScreen.main.bounds.width` in an
/// animator is the width of the phone on screen. Outside a run it is the default device's.
/// `UIScreen.main` is one object that follows the run, as a phone's one screen is always the
/// current one: a `UIScreen` kept in a global answers for each run's device. A number read from
/// it and kept (`let screenWidth = UIScreen.main.bounds.width` at file scope) keeps the first
/// run's device: docs/bring-your-own.md, "UIScreen". Declared under UIKit's name.
open class UIScreen: NSObject, @unchecked Sendable {
    /// The screen's device when it was made for one; `nil` for `main`, which follows the run.
    private let fixedDevice: Device?

    /// The device whose screen this is: for `main`, the run's in progress.
    public var device: Device { fixedDevice ?? Self.runDevice }

    public init(device: Device) {
        fixedDevice = device
        super.init()
    }

    private override init() {
        fixedDevice = nil
        super.init()
    }

    private static let followingRun = UIScreen()

    open class var main: UIScreen { followingRun }

    /// The device of the run in progress, from its window's size.
    static var runDevice: Device {
        guard let window = Timeline.current?.root as? Window else { return .default }
        let size = window.bounds.size
        let turned = CGSize(width: size.height, height: size.width)
        return Device.all.first { $0.screenSize == size || $0.screenSize == turned }
            ?? Device(
                name: "custom", title: "Custom", screenSize: size, safeAreaInsets: EdgeInsets(), statusBarHeight: 0,
                cornerRadius: 0)
    }

    /// The screen in points, origin at zero: portrait, or — for `main` once the app has
    /// rotated the run's scene — landscape, as UIKit's bounds follow the interface orientation.
    open var bounds: CGRect {
        guard fixedDevice == nil, let window = Timeline.current?.root as? Window,
            window.ownScene?.interfaceOrientation.isLandscape == true
        else { return device.bounds }
        return CGRect(x: 0, y: 0, width: device.screenSize.height, height: device.screenSize.width)
    }

    /// Points to pixels: 2 for the iPhone SE and the iPad Air, 3 for the other phones.
    /// The screen's traits (`UITraitEnvironment`): its device's, as `UITraitCollection.current`.
    open var traitCollection: UITraitCollection { UITraitCollection(device: device) }
    open var scale: CGFloat { device.isPad || device.name == "iphone-se" ? 2 : 3 }

    open var nativeScale: CGFloat { scale }

    /// The screen in pixels, portrait.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.screenSize.width * scale, height: device.screenSize.height * scale)
    }

    /// 120 on the ProMotion phone, 60 elsewhere.
    open var maximumFramesPerSecond: Int { device.name == "iphone-15-pro-max" ? 120 : 60 }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIScreen)?.device == device }
    open override var hash: Int { device.hashValue }
}
